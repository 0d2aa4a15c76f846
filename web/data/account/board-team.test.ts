// A board's team from the screens' functions, on fake-indexeddb against the real server: each change
// shows on the device at once, waits in the outbox offline, and lands once as the REST call it names.
import { beforeAll, describe, expect, it } from 'vitest'
import { makeTeam, type Person } from '../../../tests/api/board-team-fixtures'
import { makeSyncHarness, offline, type SyncHarness } from '../../../tests/sync/sync-harness'
import type { VettedDb } from '../../db/db'
import { followIdentity } from '../../sync/account/account-data'
import { useSession, type SessionUser } from '../../sync/base/session'
import { pull } from '../../sync/pull/pull'
import { sendPending } from '../../sync/push/sender'
import {
  acceptInvitation, changeMemberRole, inviteMember, leaveBoard, removeMember, revealResults, setScore, setScorecardSubmitted,
} from './board-team'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})

type Device = { person: Person; user: SessionUser; db: VettedDb }

function signIn({ user }: Device) {
  useSession.setState({ user, known: true, checkedAt: Date.now() })
}

async function deviceOf(person: Person): Promise<Device> {
  const username = await h.db.value('SELECT username FROM users WHERE id = ?', person.id) as string
  const device = { person, user: { id: person.id, username, email: `${username}@example.com`, firstName: null, lastName: null, role: 'user' as const }, db: h.newDb() }
  signIn(device)
  await pull(device.db, { fetchImpl: h.fetchAs(person.cookie), ownerId: person.id })
  await followIdentity(device.db, device.user, h.fetchAs(person.cookie))
  return device
}

async function sync(device: Device) {
  signIn(device)
  const result = await sendPending(device.db, h.fetchAs(device.person.cookie), { ignoreBackoff: true })
  await pull(device.db, { fetchImpl: h.fetchAs(device.person.cookie), ownerId: device.person.id })
  return result
}

const member = async (boardId: number, userId: number) => await h.db.get('SELECT role, status, submitted_at AS submittedAt FROM board_members WHERE board_id = ? AND user_id = ?', boardId, userId)

describe('board team data', () => {
  it('invites, shows the invitation to the invitee, who accepts; the owner changes the role; a member leaves', async () => {
    const team = await makeTeam(h, {})
    const guest = await h.addUser('data-guest')
    const owner = await deviceOf(team.owner)
    const invitee = await deviceOf(guest)
    signIn(owner)
    await inviteMember(team.boardId, 'data-guest@example.com', 'viewer', owner.db)
    expect(await sync(owner)).toMatchObject({ sent: 1, rejected: 0 })
    expect(await member(team.boardId, guest.id)).toMatchObject({ role: 'viewer', status: 'invited' })
    expect((await owner.db.boardMembers.where('boardId').equals(team.boardId).toArray()).map((m) => m.username)).toContain('data-guest')

    await sync(invitee)
    const [invitation] = await invitee.db.boardMembers.where('userId').equals(guest.id).toArray()
    expect(invitation).toMatchObject({ status: 'invited', boardId: team.boardId })
    expect(await invitee.db.boards.get(team.boardId)).toBeUndefined()
    signIn(invitee)
    await acceptInvitation(invitation, invitee.db)
    expect(await invitee.db.boardMembers.get(invitation.id)).toMatchObject({ status: 'active' })
    await sync(invitee)
    expect(await member(team.boardId, guest.id)).toMatchObject({ status: 'active' })
    expect(await invitee.db.boards.get(team.boardId)).toMatchObject({ id: team.boardId })

    await sync(owner)
    signIn(owner)
    await changeMemberRole((await owner.db.boardMembers.get(invitation.id))!, 'evaluator', owner.db)
    await sync(owner)
    expect(await member(team.boardId, guest.id)).toMatchObject({ role: 'evaluator' })

    signIn(invitee)
    await leaveBoard(team.boardId, invitee.db)
    await sync(invitee)
    expect(await member(team.boardId, guest.id)).toBeUndefined()
    expect(await invitee.db.boards.get(team.boardId)).toBeUndefined()
    expect(await invitee.db.boardMembers.where('boardId').equals(team.boardId).count()).toBe(0)
  })

  it('scores offline into one row per item and criterion, submits and reopens, and the owner reveals', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const eve = await deviceOf(team.members.eve)
    signIn(eve)
    await setScore(team.boardId, team.items[0], 'security', 2, null, eve.db)
    await setScore(team.boardId, team.items[0], 'security', 4, 'After the demo', eve.db)
    expect(await eve.db.boardScores.where('boardId').equals(team.boardId).toArray()).toEqual([expect.objectContaining({ score: 4, note: 'After the demo' })])
    await setScorecardSubmitted(team.boardId, true, eve.db)
    expect(await sendPending(eve.db, offline)).toMatchObject({ sent: 0 })
    await sync(eve)
    expect(await h.db.all('SELECT score, note FROM board_scores WHERE board_id = ?', team.boardId)).toEqual([{ score: 4, note: 'After the demo' }])
    expect(await member(team.boardId, team.members.eve.id)).toMatchObject({ submittedAt: expect.any(String) })
    const [row] = await eve.db.boardScores.where('boardId').equals(team.boardId).toArray()
    expect(row.id).toBeGreaterThan(0)

    signIn(eve)
    await setScorecardSubmitted(team.boardId, false, eve.db)
    await sync(eve)
    expect(await member(team.boardId, team.members.eve.id)).toMatchObject({ submittedAt: null })

    const owner = await deviceOf(team.owner)
    signIn(owner)
    await revealResults(team.boardId, owner.db)
    expect(await owner.db.boards.get(team.boardId)).toMatchObject({ revealedAt: expect.any(String) })
    await sync(owner)
    expect(await h.db.value('SELECT revealed_at FROM boards WHERE id = ?', team.boardId)).toEqual(expect.any(String))
    expect((await owner.db.boardScores.where('boardId').equals(team.boardId).toArray()).map((s) => s.score)).toEqual([4])
  })

  it('rolls back what the server refuses: a viewer scoring, a member removing the owner', async () => {
    const team = await makeTeam(h, { vic: 'viewer', co: 'co-owner' })
    const vic = await deviceOf(team.members.vic)
    signIn(vic)
    await setScore(team.boardId, team.items[0], 'value', 3, null, vic.db)
    expect(await sync(vic)).toMatchObject({ rejected: 1 })
    expect(await vic.db.boardScores.count()).toBe(0)
    expect((await vic.db.rejections.toArray()).map((r) => r.message)).toContain('Viewers cannot score')

    const co = await deviceOf(team.members.co)
    const ownerRow = (await co.db.boardMembers.where('boardId').equals(team.boardId).toArray()).find((m) => m.role === 'owner')!
    signIn(co)
    await removeMember(ownerRow, co.db)
    expect(await co.db.boardMembers.get(ownerRow.id)).toBeUndefined()
    expect(await sync(co)).toMatchObject({ rejected: 1 })
    expect(await co.db.boardMembers.get(ownerRow.id)).toMatchObject({ role: 'owner' })
  })
})
