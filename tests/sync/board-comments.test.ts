// Board comments and notifications on real devices (the browser's sync code on fake-indexeddb)
// against the real server: a comment written offline waits on the device and lands once, a lost
// answer included, with an edit queued behind it; a removed member's device loses the board's
// comments; a mention's notification reaches the mentioned person's devices only.
import { beforeAll, expect, it } from 'vitest'
import { addComment, deleteComment, editComment } from '../../web/data/account/board-comments'
import { markNotificationRead } from '../../web/data/account/notifications'
import { sendPending } from '../../web/sync/push/sender'
import { makeTeam } from '../api/board-team-fixtures'
import { losingAnswers, makeSyncHarness, offline, type SyncHarness } from './sync-harness'
import { deviceOf, signIn, syncDevice } from './team-devices'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})

const storedComments = async (boardId: number) => await h.db.all<{
  id: number; userId: number; text: string; editedAt: string | null
}>('SELECT id, user_id AS "userId", text, edited_at AS "editedAt" FROM board_comments WHERE board_id = ? ORDER BY id', boardId)

it('a comment written offline waits on the device, then lands once with the edit queued behind it, though an answer was lost', async () => {
  const team = await makeTeam(h, { eve: 'evaluator' })
  const [eve, owner] = [await deviceOf(h, team.members.eve), await deviceOf(h, team.owner)]
  signIn(eve)
  await addComment(team.boardId, team.items[0], '  Their SSO needs the enterprise tier  ', eve.db)
  expect(await sendPending(eve.db, offline)).toMatchObject({ sent: 0 })
  const [waiting] = await eve.db.boardComments.where('boardId').equals(team.boardId).toArray()
  expect(waiting).toMatchObject({ text: 'Their SSO needs the enterprise tier', userId: team.members.eve.id, editedAt: null })
  expect(waiting.id).toBeLessThan(0)
  await editComment(waiting, 'Their SSO needs the enterprise tier (quote asked)', eve.db)
  expect(await eve.db.outbox.count()).toBe(2)

  // The connection returns, but the answer to the batch is lost: sent again, nothing lands twice.
  signIn(eve)
  await sendPending(eve.db, losingAnswers(h.fetchAs(eve.person.cookie)), { ignoreBackoff: true })
  await syncDevice(h, eve)
  await syncDevice(h, eve)
  const stored = await storedComments(team.boardId)
  expect(stored).toEqual([{ id: expect.any(Number), userId: team.members.eve.id, text: 'Their SSO needs the enterprise tier (quote asked)', editedAt: expect.any(String) }])
  expect(await eve.db.outbox.count()).toBe(0)
  expect((await eve.db.boardComments.where('boardId').equals(team.boardId).toArray()).map((c) => [c.id, c.text])).toEqual([[stored[0].id, stored[0].text]])
  await syncDevice(h, owner)
  expect((await owner.db.boardComments.where('boardId').equals(team.boardId).toArray()).map((c) => c.id)).toEqual([stored[0].id])

  // Deleted by its author, it leaves every device.
  signIn(eve)
  await deleteComment((await eve.db.boardComments.get(stored[0].id))!, eve.db)
  await syncDevice(h, eve)
  await syncDevice(h, owner)
  expect(await storedComments(team.boardId)).toEqual([])
  expect(await owner.db.boardComments.count()).toBe(0)
})

it("a viewer's offline comment is refused and rolled back; a removed member's device loses the board's comments", async () => {
  const team = await makeTeam(h, { eve: 'evaluator', vic: 'viewer' })
  const [eve, vic] = [await deviceOf(h, team.members.eve), await deviceOf(h, team.members.vic)]
  signIn(eve)
  await addComment(team.boardId, team.items[1], 'Support answered in an hour', eve.db)
  await syncDevice(h, eve)
  signIn(vic)
  await addComment(team.boardId, team.items[1], 'A viewer tries', vic.db)
  expect(await syncDevice(h, vic)).toMatchObject({ rejected: 1 })
  expect((await vic.db.boardComments.toArray()).map((c) => c.text)).toEqual(['Support answered in an hour'])
  expect(await vic.db.rejections.toArray()).toEqual([expect.objectContaining({ status: 403, message: 'Viewers cannot comment' })])

  await h.call('delete', `/api/boards/${team.boardId}/members/${team.members.vic.memberId}`, team.owner.cookie).expect(204)
  await syncDevice(h, vic)
  expect(await vic.db.boards.get(team.boardId)).toBeUndefined()
  expect(await vic.db.boardComments.count()).toBe(0)
})

it("a mention's notification reaches only the mentioned person's devices, and reading it offline lands", async () => {
  const team = await makeTeam(h, { eve: 'evaluator', ed: 'evaluator' })
  const devices = [await deviceOf(h, team.owner), await deviceOf(h, team.members.eve), await deviceOf(h, team.members.ed)]
  const [owner, eve, ed] = devices
  signIn(owner)
  await addComment(team.boardId, team.items[0], `@${eve.user.username} can you check the SOC 2 report?`, owner.db)
  for (const device of devices) await syncDevice(h, device)
  const [note] = await eve.db.notifications.toArray()
  expect(note).toMatchObject({ userId: eve.user.id, boardId: team.boardId, itemId: team.items[0], readAt: null, excerpt: `@${eve.user.username} can you check the SOC 2 report?` })
  expect(await owner.db.notifications.count()).toBe(0)
  expect(await ed.db.notifications.count()).toBe(0)

  signIn(eve)
  await markNotificationRead(note, eve.db)
  expect(await sendPending(eve.db, offline)).toMatchObject({ sent: 0 })
  expect((await eve.db.notifications.get(note.id))?.readAt).toEqual(expect.any(String))
  await syncDevice(h, eve)
  expect(await h.db.value('SELECT read_at FROM notifications WHERE id = ?', note.id)).toEqual(expect.any(String))
  expect(await eve.db.outbox.count()).toBe(0)
})
