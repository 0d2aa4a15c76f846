// A board's activity and Undo over REST (docs/board-teams.md, "Activity, undo and merging"): an entry
// per kind with its actor, for the team only (anyone else 404), never a score; Undo takes back the
// caller's own change, refuses a colleague's, and refuses once someone else changed the same thing since.
import { beforeAll, describe, expect, it } from 'vitest'
import { addVendor } from './buyer-fixtures'
import { callsAs, makeTeam, readFeed, teamChanges } from './board-team-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const as = (cookie: string) => callsAs(h, cookie)
type Entry = { kind: string; userId: number; actorName: string; detail: Record<string, unknown>; undoneAt: string | null }
const activity = async (cookie: string, boardId: number) => {
  const res = await as(cookie).get(`/api/boards/${boardId}/activity`)
  expect(res.status).toBe(200)
  return res.body as Entry[]
}

describe('board activity', () => {
  it('records each kind of change with who made it, newest first', async () => {
    const team = await makeTeam(h, { cal: 'co-owner', eve: 'evaluator' })
    const [owner, cal, eve] = [as(team.owner.cookie), as(team.members.cal.cookie), as(team.members.eve.cookie)]
    const third = (await addVendor(h.db)).id
    const board = `/api/boards/${team.boardId}`
    expect((await cal.patch(board, { items: [{ itemId: team.items[1] }, { itemId: third }] })).status).toBe(200)
    expect((await owner.patch(board, { weights: { uptime: 5, price: 8 }, name: 'Renamed' })).status).toBe(200)
    expect((await owner.patch(board, { weights: { price: 8 } })).status).toBe(200)
    expect((await eve.put(`${board}/scores`, { itemId: third, criterion: 'price', score: 4, note: 'secret note' })).status).toBe(200)
    expect((await eve.post(`${board}/scorecard/submit`)).status).toBe(200)
    expect((await eve.post(`${board}/scorecard/reopen`)).status).toBe(200)
    const dan = await h.addUser(`dan-${team.boardId}`)
    const invited = await owner.post(`${board}/members`, { user: `dan-${team.boardId}`, role: 'viewer' })
    expect((await as(dan.cookie).post(`${board}/members/${invited.body.id}/accept`)).status).toBe(200)
    expect((await as(dan.cookie).delete(`${board}/members/${invited.body.id}`)).status).toBe(204)
    expect((await owner.delete(`${board}/members/${team.members.cal.memberId}`)).status).toBe(204)
    expect((await owner.post(`${board}/reveal`)).status).toBe(200)

    const entries = await activity(team.owner.cookie, team.boardId)
    const seen = entries.map((e) => `${e.kind}:${e.userId}`).reverse()
    const [o, c, e] = [team.owner.id, team.members.cal.id, team.members.eve.id]
    // makeTeam's own invitations and accepts come first.
    expect(seen.slice(4)).toEqual([
      `item-added:${c}`, `item-removed:${c}`,
      `renamed:${o}`, `weight-changed:${o}`,
      `criteria-changed:${o}`,
      `submitted:${e}`, `reopened:${e}`,
      `member-invited:${o}`, `member-joined:${dan.id}`, `member-left:${dan.id}`, `member-removed:${o}`,
      `revealed:${o}`,
    ])
    expect(entries.find((x) => x.kind === 'weight-changed')?.detail).toMatchObject({ criterion: 'price', before: null, after: 8 })
    expect(entries.find((x) => x.kind === 'criteria-changed')?.detail).toMatchObject({ criterion: 'uptime', before: 5, after: null })
    expect(entries.find((x) => x.kind === 'item-added')).toMatchObject({ detail: { item: { itemId: third } }, actorName: expect.any(String) })
    expect(entries.find((x) => x.kind === 'member-removed')?.detail).toMatchObject({ name: expect.stringContaining('cal') })
  })

  it('records a comment with its item, never its text', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const board = `/api/boards/${team.boardId}`
    expect((await as(team.members.eve.cookie).post(`${board}/comments`, { itemId: team.items[0], text: 'Ask about SSO' })).status).toBe(201)
    const [latest] = await activity(team.owner.cookie, team.boardId)
    expect(latest).toMatchObject({ kind: 'commented', userId: team.members.eve.id, detail: { itemId: team.items[0] } })
    expect(JSON.stringify(latest)).not.toContain('SSO')
  })

  it('records the decision and its reopening; a decided board takes no comment', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const board = `/api/boards/${team.boardId}`
    const owner = as(team.owner.cookie)
    expect((await owner.post(`${board}/decision`, { itemId: team.items[1], rationale: 'Best value' })).status).toBe(200)
    const comment = await as(team.members.eve.cookie).post(`${board}/comments`, { itemId: team.items[0], text: 'Too late?' })
    expect(comment.status).toBe(409)
    expect((await owner.delete(`${board}/decision`)).status).toBe(200)
    const kinds = (await activity(team.owner.cookie, team.boardId)).slice(0, 2).map((e) => [e.kind, e.detail.itemId ?? null])
    expect(kinds).toEqual([['decision-reopened', null], ['decided', team.items[1]]])
    expect((await as(team.members.eve.cookie).post(`${board}/comments`, { itemId: team.items[0], text: 'Reopened' })).status).toBe(201)
  })

  it('is for the team only: a viewer reads it, a non-member and a removed member get 404', async () => {
    const team = await makeTeam(h, { vic: 'viewer', eve: 'evaluator' })
    const stranger = await h.addUser(`stranger-${team.boardId}`)
    expect((await as(team.members.vic.cookie).get(`/api/boards/${team.boardId}/activity`)).status).toBe(200)
    expect((await as(stranger.cookie).get(`/api/boards/${team.boardId}/activity`)).status).toBe(404)
    expect((await h.call('get', `/api/boards/${team.boardId}/activity`)).status).toBe(401)
    await as(team.owner.cookie).delete(`/api/boards/${team.boardId}/members/${team.members.eve.memberId}`)
    expect((await as(team.members.eve.cookie).get(`/api/boards/${team.boardId}/activity`)).status).toBe(404)
  })

  it('reaches members through the feed, never with a score before (or after) the reveal', async () => {
    const team = await makeTeam(h, { ann: 'evaluator', ben: 'evaluator' })
    const board = `/api/boards/${team.boardId}`
    const ann = as(team.members.ann.cookie)
    expect((await ann.put(`${board}/scores`, { itemId: team.items[0], criterion: 'security', score: 5, note: 'Ann alone knows' })).status).toBe(200)
    expect((await ann.post(`${board}/scorecard/submit`)).status).toBe(200)
    const { changes } = await readFeed(h, team.members.ben.cookie)
    const entries = teamChanges(changes, 'boardActivity').filter((c) => c.data?.boardId === team.boardId)
    expect(entries.map((c) => c.data?.kind)).toContain('submitted')
    const text = JSON.stringify(entries)
    expect(text).not.toContain('Ann alone knows')
    expect(text).not.toMatch(/"score"/)
    const stranger = await h.addUser(`outsider-${team.boardId}`)
    expect(teamChanges((await readFeed(h, stranger.cookie)).changes, 'boardActivity').filter((c) => c.data?.boardId === team.boardId)).toEqual([])
  })

  it('leaves a removed member’s devices as deletes, and goes with its board', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const { next } = await readFeed(h, team.members.eve.cookie)
    await as(team.owner.cookie).delete(`/api/boards/${team.boardId}/members/${team.members.eve.memberId}`)
    const after = teamChanges((await readFeed(h, team.members.eve.cookie, next)).changes, 'boardActivity')
    expect(after.length).toBeGreaterThan(0)
    expect(after.every((c) => c.op === 'delete')).toBe(true)
    expect((await as(team.owner.cookie).delete(`/api/boards/${team.boardId}`)).status).toBe(204)
    expect(await h.db.value('SELECT COUNT(*) FROM board_activity WHERE board_id = ?', team.boardId)).toBe(0)
  })
})

describe('undo', () => {
  it('takes back the caller’s own change and marks it undone; walking back goes further', async () => {
    const team = await makeTeam(h, {})
    const owner = as(team.owner.cookie)
    const board = `/api/boards/${team.boardId}`
    await owner.patch(board, { weights: { uptime: 5, price: 8 } })
    await owner.patch(board, { items: [{ itemId: team.items[0] }] })
    const first = await owner.post(`${board}/undo`, { change: { kind: 'item-removed', item: { itemId: team.items[1] } } })
    expect(first.status).toBe(200)
    expect(first.body.items.map((i: { itemId: number }) => i.itemId)).toEqual([team.items[0], team.items[1]])
    const second = await owner.post(`${board}/undo`, { change: { kind: 'weight-changed', criterion: 'price', before: null, after: 8 } })
    expect(second.status).toBe(200)
    expect(second.body.weights).toEqual({ uptime: 5 })
    const entries = await activity(team.owner.cookie, team.boardId)
    expect(entries.filter((e) => e.undoneAt !== null).map((e) => e.kind).sort()).toEqual(['item-removed', 'weight-changed'])
    expect(entries.filter((e) => e.detail.undo === true).map((e) => e.kind).sort()).toEqual(['item-added', 'weight-changed'])
    // Each change once: the same undo again is refused and changes nothing.
    const again = await owner.post(`${board}/undo`, { change: { kind: 'weight-changed', criterion: 'price', before: null, after: 8 } })
    expect(again.status).toBe(409)
    expect((await owner.get(board)).body.version).toBe(second.body.version)
  })

  it('never undoes a colleague’s change, and refuses once a colleague changed the same thing since', async () => {
    const team = await makeTeam(h, { cal: 'co-owner', eve: 'evaluator' })
    const [owner, cal] = [as(team.owner.cookie), as(team.members.cal.cookie)]
    const board = `/api/boards/${team.boardId}`
    await cal.patch(board, { weights: { uptime: 5, price: 3 } })
    const colleagues = await owner.post(`${board}/undo`, { change: { kind: 'weight-changed', criterion: 'price', before: null, after: 3 } })
    expect(colleagues.status).toBe(409)
    expect(colleagues.body.message).toMatch(/not a change of yours/)

    await owner.patch(board, { weights: { uptime: 5, price: 9 } })
    await cal.patch(board, { weights: { uptime: 5, price: 1 } })
    const stale = await owner.post(`${board}/undo`, { change: { kind: 'weight-changed', criterion: 'price', before: 3, after: 9 } })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed the weight of Price since: your change was not undone/)
    expect((await owner.get(board)).body.weights).toEqual({ uptime: 5, price: 1 })

    // An evaluator cannot change the board, so has nothing to undo; a stranger gets 404; bad input 400.
    expect((await as(team.members.eve.cookie).post(`${board}/undo`, { change: { kind: 'renamed', before: 'a', after: 'b' } })).status).toBe(403)
    const stranger = await h.addUser(`undo-stranger-${team.boardId}`)
    expect((await as(stranger.cookie).post(`${board}/undo`, { change: { kind: 'renamed', before: 'a', after: 'b' } })).status).toBe(404)
    expect((await owner.post(`${board}/undo`, { change: { kind: 'nonsense' } })).status).toBe(400)
    expect((await owner.post(`${board}/undo`, {})).status).toBe(400)
  })
})
