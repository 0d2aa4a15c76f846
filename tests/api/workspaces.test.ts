// Company workspaces over REST: creating one, invitations by username or email, accept and decline,
// roles, at least one admin always, leaving and removal, the limits; non-members get 404 for every
// part of a workspace, and every refusal is a 4xx with a message that changes nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_OWN_WORKSPACES, WORKSPACE_NAME_MAX } from '../../sync/rules/workspace-roles'
import { callsAs, readFeed } from './board-team-fixtures'
import { makeHarness, type Harness } from './harness'
import { makeWorkspace } from './workspace-fixtures'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const as = (cookie: string) => callsAs(h, cookie)
const memberRows = async (workspaceId: number) => await h.db.all('SELECT user_id AS "userId", role, status FROM workspace_members WHERE workspace_id = ? ORDER BY id', workspaceId)

describe('workspaces', () => {
  it('makes its creator its admin, with the default policy, and lists it to its members only', async () => {
    const ann = await h.addUser('ws-ann')
    const made = await as(ann.cookie).post('/api/workspaces', { name: '  Acme Buying  ', currency: 'EUR' })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: 'Acme Buying', currency: 'EUR', userId: ann.id, approvalAbove: 0, multiApprovalAbove: null, approversNeeded: null })
    expect((await as(ann.cookie).get('/api/workspaces')).body.map((w: { id: number }) => w.id)).toEqual([made.body.id])
    expect((await as(ann.cookie).get(`/api/workspaces/${made.body.id}/members`)).body).toEqual([expect.objectContaining({ userId: ann.id, role: 'admin', status: 'active' })])
    const outsider = await h.addUser('ws-outsider')
    expect((await as(outsider.cookie).get('/api/workspaces')).body).toEqual([])
  })

  it('refuses a bad name or currency with 400 and a field message, and more than the limit of workspaces with 409', async () => {
    const bob = await h.addUser('ws-bob')
    const noName = await as(bob.cookie).post('/api/workspaces', { name: '   ', currency: 'USD' })
    expect(noName.status).toBe(400)
    expect(noName.body.errors.name).toBe('Give the workspace a name')
    expect((await as(bob.cookie).post('/api/workspaces', { name: 'x'.repeat(WORKSPACE_NAME_MAX + 1), currency: 'USD' })).body.errors.name).toBe(`A workspace name is at most ${WORKSPACE_NAME_MAX} characters`)
    const yen = await as(bob.cookie).post('/api/workspaces', { name: 'Yen', currency: 'JPY' })
    expect(yen.status).toBe(400)
    expect(yen.body.errors.currency).toBe('The currency is one of USD, EUR, GBP')
    for (let i = 0; i < MAX_OWN_WORKSPACES; i++) expect((await as(bob.cookie).post('/api/workspaces', { name: `W${i}`, currency: 'USD' })).status).toBe(201)
    const over = await as(bob.cookie).post('/api/workspaces', { name: 'One too many', currency: 'USD' })
    expect(over.status).toBe(409)
    expect(over.body.message).toBe(`You can create at most ${MAX_OWN_WORKSPACES} workspaces`)
    expect(await h.db.value('SELECT COUNT(*) FROM workspaces WHERE user_id = ?', bob.id)).toBe(MAX_OWN_WORKSPACES)
  })

  it('invites by username or email; the invitee accepts or declines, and nobody else answers for them', async () => {
    const ws = await makeWorkspace(h, {})
    const cy = await h.addUser('ws-cy')
    const di = await h.addUser('ws-di')
    const admin = as(ws.admin.cookie)
    const byName = await admin.post(`/api/workspaces/${ws.id}/members`, { user: 'WS-CY', role: 'approver' })
    expect(byName.status).toBe(201)
    expect(byName.body).toMatchObject({ userId: cy.id, role: 'approver', status: 'invited', workspaceName: expect.stringMatching(/^Company /) })
    const byEmail = await admin.post(`/api/workspaces/${ws.id}/members`, { user: 'ws-di@example.com', role: 'member' })
    expect(byEmail.status).toBe(201)
    // An invitee is no member yet: 404, like anyone else.
    expect((await as(cy.cookie).get(`/api/workspaces/${ws.id}`)).status).toBe(404)
    expect((await as(di.cookie).post(`/api/workspaces/${ws.id}/members/${byName.body.id}/accept`)).status).toBe(404)
    expect((await as(cy.cookie).get('/api/workspace-invitations')).body).toEqual([expect.objectContaining({ id: byName.body.id })])
    expect((await as(cy.cookie).post(`/api/workspaces/${ws.id}/members/${byName.body.id}/accept`)).body).toMatchObject({ status: 'active' })
    expect((await as(cy.cookie).get(`/api/workspaces/${ws.id}`)).status).toBe(200)
    expect((await as(di.cookie).post(`/api/workspaces/${ws.id}/members/${byEmail.body.id}/decline`)).status).toBe(204)
    expect(await memberRows(ws.id)).toEqual([
      { userId: ws.admin.id, role: 'admin', status: 'active' },
      { userId: cy.id, role: 'approver', status: 'active' },
    ])
  })

  it('refuses unknown people, people already in, and bad roles, changing nothing', async () => {
    const ws = await makeWorkspace(h, { eve: 'member' })
    const admin = as(ws.admin.cookie)
    const path = `/api/workspaces/${ws.id}/members`
    const unknown = await admin.post(path, { user: 'nobody-here', role: 'member' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors.user).toBe('No account has this username or email')
    const twice = await admin.post(path, { user: `w${ws.id}`, role: 'member' })
    expect(twice.status).toBe(400)
    const again = await admin.post(path, { user: await h.db.value('SELECT username FROM users WHERE id = ?', ws.members.eve.id), role: 'approver' })
    expect(again.status).toBe(409)
    expect(again.body.errors.user).toBe('Already in this workspace')
    const badRole = await admin.post(path, { user: 'member', role: 'owner' })
    expect(badRole.status).toBe(400)
    expect(badRole.body.errors.role).toBe('The role is member, approver or admin')
    expect(await memberRows(ws.id)).toHaveLength(2)
  })

  it('lets only admins invite, change roles, remove and set the policy (403 for members and approvers)', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
    for (const person of [ws.members.mo, ws.members.ap]) {
      const calls = as(person.cookie)
      const refused = [
        await calls.post(`/api/workspaces/${ws.id}/members`, { user: 'member', role: 'member' }),
        await calls.patch(`/api/workspaces/${ws.id}/members/${ws.members.mo.memberId}`, { role: 'admin' }),
        await calls.delete(`/api/workspaces/${ws.id}/members/${ws.members.ap.memberId === person.memberId ? ws.members.mo.memberId : ws.members.ap.memberId}`),
        await calls.put(`/api/workspaces/${ws.id}/policy`, { approvalAbove: 10, multiApprovalAbove: null, approversNeeded: null }),
        await calls.patch(`/api/workspaces/${ws.id}`, { name: 'Mine now' }),
      ]
      for (const res of refused) {
        expect(res.status).toBe(403)
        expect(res.body.message).toBe('Only a workspace admin can do this')
      }
    }
    expect(await memberRows(ws.id)).toEqual([
      { userId: ws.admin.id, role: 'admin', status: 'active' },
      { userId: ws.members.mo.id, role: 'member', status: 'active' },
      { userId: ws.members.ap.id, role: 'approver', status: 'active' },
    ])
    expect(await h.db.value('SELECT approval_above FROM workspaces WHERE id = ?', ws.id)).toBe(0)
  })

  it('answers 404 to a non-member for every call, so the answer never says the workspace exists', async () => {
    const ws = await makeWorkspace(h, { mo: 'member' })
    const stranger = as((await h.addUser('ws-stranger')).cookie)
    const answers = [
      await stranger.get(`/api/workspaces/${ws.id}`),
      await stranger.get(`/api/workspaces/${ws.id}/members`),
      await stranger.post(`/api/workspaces/${ws.id}/members`, { user: 'member', role: 'member' }),
      await stranger.patch(`/api/workspaces/${ws.id}`, { name: 'Taken' }),
      await stranger.put(`/api/workspaces/${ws.id}/policy`, { approvalAbove: 1, multiApprovalAbove: null, approversNeeded: null }),
      await stranger.patch(`/api/workspaces/${ws.id}/members/${ws.members.mo.memberId}`, { role: 'admin' }),
      await stranger.delete(`/api/workspaces/${ws.id}/members/${ws.members.mo.memberId}`),
      await stranger.get('/api/workspaces/999999'),
    ]
    for (const res of answers) {
      expect(res.status).toBe(404)
      expect(res.body.message).toBe('Workspace not found')
    }
    expect(await h.db.value('SELECT name FROM workspaces WHERE id = ?', ws.id)).toMatch(/^Company /)
  })

  it('keeps at least one admin: the last admin can neither leave, be removed nor lose the role', async () => {
    const ws = await makeWorkspace(h, { mo: 'member' })
    const admin = as(ws.admin.cookie)
    const adminRow = await h.db.value('SELECT id FROM workspace_members WHERE workspace_id = ? AND user_id = ?', ws.id, ws.admin.id) as number
    for (const res of [await admin.delete(`/api/workspaces/${ws.id}/members/${adminRow}`), await admin.patch(`/api/workspaces/${ws.id}/members/${adminRow}`, { role: 'member' })]) {
      expect(res.status).toBe(409)
      expect(res.body.message).toBe('A workspace keeps at least one admin: make someone else admin first')
    }
    // With a second admin, the first may step down, and then leave.
    expect((await admin.patch(`/api/workspaces/${ws.id}/members/${ws.members.mo.memberId}`, { role: 'admin' })).body.role).toBe('admin')
    expect((await admin.patch(`/api/workspaces/${ws.id}/members/${adminRow}`, { role: 'member' })).body.role).toBe('member')
    expect((await admin.delete(`/api/workspaces/${ws.id}/members/${adminRow}`)).status).toBe(204)
    expect(await memberRows(ws.id)).toEqual([{ userId: ws.members.mo.id, role: 'admin', status: 'active' }])
  })

  it('sends the workspace to members through the feed, and deletes it from a removed member', async () => {
    const ws = await makeWorkspace(h, { mo: 'member' })
    const first = await readFeed(h, ws.members.mo.cookie)
    const puts = first.changes.filter((c) => c.op === 'put' && (c.entity === 'workspace' || c.entity === 'workspaceMember'))
    expect(puts.filter((c) => c.entity === 'workspace').map((c) => c.id)).toEqual([ws.id])
    expect(puts.filter((c) => c.entity === 'workspaceMember').map((c) => c.data?.userId).sort()).toEqual([ws.admin.id, ws.members.mo.id].sort())
    const stranger = await h.addUser('ws-feed-stranger')
    expect((await readFeed(h, stranger.cookie)).changes.filter((c) => c.entity === 'workspace')).toEqual([])

    expect((await as(ws.admin.cookie).delete(`/api/workspaces/${ws.id}/members/${ws.members.mo.memberId}`)).status).toBe(204)
    const after = await readFeed(h, ws.members.mo.cookie, first.next)
    const workspaceChange = after.changes.find((c) => c.entity === 'workspace' && c.id === ws.id)
    expect(workspaceChange?.op).toBe('delete')
    expect(after.changes.filter((c) => c.entity === 'workspaceMember' && c.op === 'put')).toEqual([])
  })

  it('lets a team board belong to a workspace of its creator only', async () => {
    const ws = await makeWorkspace(h, { mo: 'member' })
    const board = await as(ws.members.mo.cookie).post('/api/boards', { name: 'Team CRM', workspaceId: ws.id })
    expect(board.status).toBe(201)
    expect(board.body.workspaceId).toBe(ws.id)
    const other = await makeWorkspace(h, {})
    const refused = await as(ws.members.mo.cookie).post('/api/boards', { name: 'Not mine', workspaceId: other.id })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.workspaceId).toBe('Not a workspace of yours')
    expect(await h.db.value("SELECT COUNT(*) FROM boards WHERE name = 'Not mine'")).toBe(0)
  })

  it("hands a deleted account's last admin seat to the longest-standing member, with tombstones", async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
    expect((await h.admin('delete', `/api/admin/users/${ws.admin.id}`)).status).toBe(204)
    expect(await memberRows(ws.id)).toEqual([
      { userId: ws.members.mo.id, role: 'admin', status: 'active' },
      { userId: ws.members.ap.id, role: 'approver', status: 'active' },
    ])
    const gone = await h.db.values("SELECT op FROM change_log WHERE entity = 'workspaceMember' AND workspace_id = ? AND op = 'delete'", ws.id)
    expect(gone).toEqual(['delete'])
  })
})
