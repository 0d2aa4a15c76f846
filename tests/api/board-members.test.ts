// A board's team over REST: invitations by username or email, accept and decline, roles, leaving and
// removal, the member limit and the invitation rate limit; non-members get 404 for every part of the
// board, and every refusal changes nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { insertRow } from '../../api/db/repo'
import { boardMembersTable } from '../../api/db/tables'
import { INVITATIONS_PER_HOUR } from '../../api/boards/team-routes'
import { MAX_BOARD_MEMBERS } from '../../sync/rules/board-roles'
import { callsAs, makeTeam, readFeed, teamChanges } from './board-team-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const as = (cookie: string) => callsAs(h, cookie)
const memberCount = async (boardId: number) => await h.db.value('SELECT COUNT(*) FROM board_members WHERE board_id = ?', boardId)

describe('board members', () => {
  it('invites by username or by email; the invitation shows to its invitee, who accepts or declines', async () => {
    const team = await makeTeam(h, {})
    const ann = await h.addUser('ann-invitee')
    const bob = await h.addUser('bob-invitee')
    const owner = as(team.owner.cookie)
    const byName = await owner.post(`/api/boards/${team.boardId}/members`, { user: 'ANN-invitee', role: 'evaluator' })
    expect(byName.status).toBe(201)
    expect(byName.body).toMatchObject({ boardId: team.boardId, userId: ann.id, role: 'evaluator', status: 'invited', username: 'ann-invitee', boardName: expect.stringMatching(/^Team /) })
    const byEmail = await owner.post(`/api/boards/${team.boardId}/members`, { user: 'bob-invitee@example.com', role: 'viewer' })
    expect(byEmail.status).toBe(201)
    // The owner's own row came with the first invitation.
    expect((await owner.get(`/api/boards/${team.boardId}/members`)).body.map((m: { role: string; status: string }) => `${m.role}:${m.status}`)).toEqual(['owner:active', 'evaluator:invited', 'viewer:invited'])

    expect((await as(ann.cookie).get('/api/board-invitations')).body).toEqual([expect.objectContaining({ id: byName.body.id, boardId: team.boardId })])
    // The invitee reads the board's name from the invitation, so it follows a rename.
    expect((await owner.patch(`/api/boards/${team.boardId}`, { name: 'Renamed shortlist' })).status).toBe(200)
    expect((await as(ann.cookie).get('/api/board-invitations')).body[0].boardName).toBe('Renamed shortlist')
    // An invitee is no member yet: the board is 404 to them.
    expect((await as(ann.cookie).get(`/api/boards/${team.boardId}`)).status).toBe(404)
    // Nobody answers someone else's invitation.
    expect((await as(bob.cookie).post(`/api/boards/${team.boardId}/members/${byName.body.id}/accept`)).status).toBe(404)

    expect((await as(ann.cookie).post(`/api/boards/${team.boardId}/members/${byName.body.id}/accept`)).body).toMatchObject({ status: 'active' })
    const board = await as(ann.cookie).get(`/api/boards/${team.boardId}`)
    expect(board.status).toBe(200)
    expect(board.body).toMatchObject({ readOnly: true, shareToken: null })
    expect((await as(ann.cookie).get('/api/boards')).body.map((b: { id: number }) => b.id)).toEqual([team.boardId])
    expect((await as(bob.cookie).post(`/api/boards/${team.boardId}/members/${byEmail.body.id}/decline`)).status).toBe(204)
    expect((await as(bob.cookie).get('/api/board-invitations')).body).toEqual([])
    expect(await memberCount(team.boardId)).toBe(2)
  })

  it('refuses unknown people, people already on the board, and bad roles with 400/409, changing nothing', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const owner = as(team.owner.cookie)
    const path = `/api/boards/${team.boardId}/members`
    const unknown = await owner.post(path, { user: 'nobody-at-all', role: 'evaluator' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors.user).toBe('No account has this username or email')
    expect((await owner.post(path, { user: `${team.boardId}`, role: 'owner' })).status).toBe(400)
    const again = await owner.post(path, { user: await h.db.value('SELECT username FROM users WHERE id = ?', team.members.eve.id), role: 'viewer' })
    expect(again.status).toBe(409)
    const self = await owner.post(path, { user: await h.db.value('SELECT username FROM users WHERE id = ?', team.owner.id), role: 'viewer' })
    expect(self.status).toBe(409)
    expect(await memberCount(team.boardId)).toBe(2)
  })

  it('lets only the owner and co-owners manage members; an evaluator or viewer gets 403', async () => {
    const team = await makeTeam(h, { co: 'co-owner', eve: 'evaluator', vic: 'viewer' })
    await h.addUser('members-outsider-1')
    const path = `/api/boards/${team.boardId}/members`
    for (const who of ['eve', 'vic'] as const) {
      const person = as(team.members[who].cookie)
      expect((await person.post(path, { user: 'members-outsider-1', role: 'viewer' })).status).toBe(403)
      expect((await person.patch(`${path}/${team.members.vic.memberId}`, { role: 'co-owner' })).status).toBe(403)
      expect((await person.delete(`${path}/${team.members.co.memberId}`)).status).toBe(403)
      expect((await person.patch(`/api/boards/${team.boardId}`, { weights: { security: 1 } })).status).toBe(403)
      expect((await person.delete(`/api/boards/${team.boardId}`)).status).toBe(403)
      expect((await person.post(`/api/boards/${team.boardId}/reveal`)).status).toBe(403)
    }
    const co = as(team.members.co.cookie)
    expect((await co.post(path, { user: 'members-outsider-1', role: 'viewer' })).status).toBe(201)
    expect((await co.patch(`${path}/${team.members.vic.memberId}`, { role: 'evaluator' })).body).toMatchObject({ role: 'evaluator' })
    // A co-owner edits the shortlist, criteria and weights, but sharing and deletion are the owner's.
    expect((await co.patch(`/api/boards/${team.boardId}`, { weights: { security: 2, uptime: 7 } })).status).toBe(200)
    expect((await co.patch(`/api/boards/${team.boardId}`, { shared: true })).status).toBe(403)
    expect((await co.delete(`/api/boards/${team.boardId}`)).status).toBe(403)
    const ownerRow = (await co.get(path)).body.find((m: { role: string }) => m.role === 'owner')
    expect((await co.delete(`${path}/${ownerRow.id}`)).status).toBe(409)
    expect((await co.patch(`${path}/${ownerRow.id}`, { role: 'viewer' })).status).toBe(409)
    expect(await memberCount(team.boardId)).toBe(5)
  })

  it('answers 404 to non-members for every part of the board, while its share link keeps working', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    await as(team.owner.cookie).patch(`/api/boards/${team.boardId}`, { shared: true })
    const token = await h.db.value('SELECT share_token FROM boards WHERE id = ?', team.boardId) as string
    const stranger = as((await h.addUser('members-stranger')).cookie)
    const b = `/api/boards/${team.boardId}`
    const calls = [
      stranger.get(b), stranger.get(`${b}/members`), stranger.get(`${b}/scores`),
      stranger.patch(b, { name: 'Mine' }), stranger.delete(b), stranger.post(`${b}/duplicate`),
      stranger.post(`${b}/members`, { user: 'members-stranger', role: 'viewer' }),
      stranger.patch(`${b}/members/${team.members.eve.memberId}`, { role: 'viewer' }),
      stranger.delete(`${b}/members/${team.members.eve.memberId}`),
      stranger.post(`${b}/members/${team.members.eve.memberId}/accept`),
      stranger.put(`${b}/scores`, { itemId: team.items[0], criterion: 'security', score: 3 }),
      stranger.post(`${b}/scorecard/submit`), stranger.post(`${b}/scorecard/reopen`), stranger.post(`${b}/reveal`),
    ]
    const answers = await Promise.all(calls)
    expect(answers.map((res) => res.status)).toEqual(calls.map(() => 404))
    expect(answers.map((res) => res.body.message)).toEqual(calls.map(() => expect.stringMatching(/not found$/)))
    const shared = await h.anon('get', `/api/boards/shared/${token}`)
    expect(shared.status).toBe(200)
    expect(Object.keys(shared.body).sort()).toEqual(['items', 'name', 'notes', 'readOnly', 'sharedAt', 'sharedBy', 'type', 'updatedAt', 'weights'])
    // The share token stays the owner's: a member reads the board without it.
    expect((await as(team.members.eve.cookie).get(b)).body.shareToken).toBeNull()
  })

  it('takes a member who leaves or is removed off the board, with their scores, and sends their devices the deletes', async () => {
    const team = await makeTeam(h, { eve: 'evaluator', ed: 'evaluator' })
    const b = `/api/boards/${team.boardId}`
    await as(team.members.eve.cookie).put(`${b}/scores`, { itemId: team.items[0], criterion: 'security', score: 4 })
    const before = await readFeed(h, team.members.eve.cookie)
    expect(teamChanges(before.changes, 'board').map((c) => c.op)).toEqual(['put'])
    expect(teamChanges(before.changes, 'boardMember').filter((c) => c.op === 'put')).toHaveLength(3)

    expect((await as(team.owner.cookie).delete(`${b}/members/${team.members.eve.memberId}`)).status).toBe(204)
    expect((await as(team.members.eve.cookie).get(b)).status).toBe(404)
    expect(await h.db.value('SELECT COUNT(*) FROM board_scores WHERE board_id = ?', team.boardId)).toBe(0)
    const after = await readFeed(h, team.members.eve.cookie, before.next)
    const held = before.changes.filter((c) => c.op === 'put' && ['board', 'boardMember', 'boardScore'].includes(c.entity))
    for (const row of held) expect(after.changes, `${row.entity} ${row.id}`).toContainEqual(expect.objectContaining({ entity: row.entity, id: row.id, op: 'delete' }))
    expect(after.changes.filter((c) => c.op === 'put')).toEqual([])

    // Leaving works the same way, and the owner cannot leave.
    const edFeed = await readFeed(h, team.members.ed.cookie)
    expect((await as(team.members.ed.cookie).delete(`${b}/members/${team.members.ed.memberId}`)).status).toBe(204)
    expect((await readFeed(h, team.members.ed.cookie, edFeed.next)).changes).toContainEqual(expect.objectContaining({ entity: 'board', id: team.boardId, op: 'delete' }))
    const ownerRow = (await as(team.owner.cookie).get(`${b}/members`)).body[0]
    expect((await as(team.owner.cookie).delete(`${b}/members/${ownerRow.id}`)).status).toBe(409)
  })

  it("takes a deleted account's boards and memberships off every teammate's devices", async () => {
    const team = await makeTeam(h, { eve: 'evaluator', ed: 'evaluator' })
    const other = await makeTeam(h, {})
    const b = `/api/boards/${team.boardId}`
    const edUsername = await h.db.value('SELECT username FROM users WHERE id = ?', team.members.ed.id)
    const invited = await as(other.owner.cookie).post(`/api/boards/${other.boardId}/members`, { user: edUsername, role: 'evaluator' })
    await as(team.members.ed.cookie).post(`/api/boards/${other.boardId}/members/${invited.body.id}/accept`)
    const edScore = (await as(team.members.ed.cookie).put(`/api/boards/${other.boardId}/scores`, { itemId: other.items[0], criterion: 'value', score: 3 })).body
    await as(other.owner.cookie).post(`/api/boards/${other.boardId}/reveal`)
    const eveFeed = await readFeed(h, team.members.eve.cookie)
    const otherFeed = await readFeed(h, other.owner.cookie)

    const ownerVersion = await h.db.value('SELECT version FROM users WHERE id = ?', team.owner.id)
    expect((await h.admin('delete', `/api/admin/users/${team.owner.id}`).set('If-Match', `"${ownerVersion}"`)).status).toBe(204)
    const edVersion = await h.db.value('SELECT version FROM users WHERE id = ?', team.members.ed.id)
    expect((await h.admin('delete', `/api/admin/users/${team.members.ed.id}`).set('If-Match', `"${edVersion}"`)).status).toBe(204)
    const eveAfter = await readFeed(h, team.members.eve.cookie, eveFeed.next)
    for (const row of eveFeed.changes.filter((c) => ['board', 'boardMember'].includes(c.entity) && c.op === 'put')) {
      expect(eveAfter.changes, `${row.entity} ${row.id}`).toContainEqual(expect.objectContaining({ entity: row.entity, id: row.id, op: 'delete' }))
    }
    expect((await as(team.members.eve.cookie).get(b)).status).toBe(404)
    const otherAfter = await readFeed(h, other.owner.cookie, otherFeed.next)
    expect(otherAfter.changes).toContainEqual(expect.objectContaining({ entity: 'boardMember', id: invited.body.id, op: 'delete' }))
    expect(otherAfter.changes).toContainEqual(expect.objectContaining({ entity: 'boardScore', id: edScore.id, op: 'delete' }))
  })

  it(`holds a board to ${MAX_BOARD_MEMBERS} members, its owner included (409, nothing added)`, async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const now = new Date().toISOString()
    await h.db.transaction(async (tx) => {
      for (let i = 0; i < MAX_BOARD_MEMBERS - 2; i++) {
        const user = await tx.value("INSERT INTO users (id, username, email, password_hash, role, is_active, created_at, version) VALUES (?, ?, ?, 'x', 'user', 1, ?, 1) RETURNING id", 900000 + team.boardId * 100 + i, `filler-${team.boardId}-${i}`, `filler-${team.boardId}-${i}@example.com`, now) as number
        await insertRow(tx, boardMembersTable, { boardId: team.boardId, userId: user, role: 'viewer', status: 'invited', name: 'F', username: 'f', boardName: 'B', invitedBy: null, submittedAt: null, createdAt: now, updatedAt: now })
      }
    })
    await h.addUser(`one-too-many-${team.boardId}`)
    expect(await memberCount(team.boardId)).toBe(MAX_BOARD_MEMBERS)
    const res = await as(team.owner.cookie).post(`/api/boards/${team.boardId}/members`, { user: `one-too-many-${team.boardId}`, role: 'viewer' })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(`A board has at most ${MAX_BOARD_MEMBERS} members`)
    expect(await memberCount(team.boardId)).toBe(MAX_BOARD_MEMBERS)
  })

  it(`limits invitations to ${INVITATIONS_PER_HOUR} an hour per account (429 with Retry-After)`, async () => {
    const team = await makeTeam(h, {})
    const owner = as(team.owner.cookie)
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) expect((await owner.post(`/api/boards/${team.boardId}/members`, { user: `guess-${i}@example.com`, role: 'viewer' })).status).toBe(400)
    await h.addUser('real-after-limit')
    const limited = await owner.post(`/api/boards/${team.boardId}/members`, { user: 'real-after-limit', role: 'viewer' })
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toBeTruthy()
    expect(await memberCount(team.boardId)).toBe(0)
  })
})
