// Approvals of a workspace's subscription requests over REST: the policy's amounts and limits, a
// request waiting unseen by Vetted's admins, approve / reject with a reason / ask for changes, the
// requester's edit sent again, several approvers above the second amount, the history, the
// notifications, and every refusal (self-approval 403, non-members 404, clashes 409) changing nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { callsAs } from './board-team-fixtures'
import { makeHarness, type Harness } from './harness'
import { makePlan, makeWorkspace } from './workspace-fixtures'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const as = (cookie: string) => callsAs(h, cookie)
const adminOrderIds = async () => (await h.admin('get', '/api/admin/orders')).body.map((o: { id: number }) => o.id)
const stepKinds = async (orderId: number) => await h.db.values('SELECT kind FROM approval_steps WHERE order_id = ? ORDER BY id', orderId)

describe('approval policy', () => {
  it('lets an admin set the two amounts and the number of approvers, within the approvers there are', async () => {
    const ws = await makeWorkspace(h, { ap: 'approver', ap2: 'approver' })
    const admin = as(ws.admin.cookie)
    const path = `/api/workspaces/${ws.id}/policy`
    const set = await admin.put(path, { approvalAbove: 500, multiApprovalAbove: 5000, approversNeeded: 3 })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ approvalAbove: 500, multiApprovalAbove: 5000, approversNeeded: 3 })
    const refusals: [object, string, string][] = [
      [{ approvalAbove: 500, multiApprovalAbove: 400, approversNeeded: 2 }, 'multiApprovalAbove', 'The second amount must be higher than the first'],
      [{ approvalAbove: 500, multiApprovalAbove: 5000, approversNeeded: 4 }, 'approversNeeded', 'The workspace has 3 approvers: ask for at most that many'],
      [{ approvalAbove: 500, multiApprovalAbove: 5000, approversNeeded: 1 }, 'approversNeeded', 'At least 2 approvers'],
      [{ approvalAbove: -1, multiApprovalAbove: null, approversNeeded: null }, 'approvalAbove', 'An amount is 0 or more'],
      [{ approvalAbove: 20_000_000, multiApprovalAbove: null, approversNeeded: null }, 'approvalAbove', 'An amount is at most 10,000,000'],
      [{ approvalAbove: 'lots', multiApprovalAbove: null, approversNeeded: null }, 'approvalAbove', 'Must be a number'],
      [{ approvalAbove: 10, multiApprovalAbove: 100, approversNeeded: null }, 'approversNeeded', 'Give how many approvers are needed above the second amount'],
    ]
    for (const [body, field, message] of refusals) {
      const res = await admin.put(path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errors[field]).toBe(message)
    }
    expect((await admin.get(`/api/workspaces/${ws.id}`)).body).toMatchObject({ approvalAbove: 500, multiApprovalAbove: 5000, approversNeeded: 3 })
  })

  it('needs no approval up to the first amount (the request goes to the admins at once), one above it, N above the second', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver', ap2: 'approver' })
    expect((await as(ws.admin.cookie).put(`/api/workspaces/${ws.id}/policy`, { approvalAbove: 200, multiApprovalAbove: 1000, approversNeeded: 2 })).status).toBe(200)
    const plan = await makePlan(h, 100)
    const mo = as(ws.members.mo.cookie)
    const small = await mo.post('/api/orders', { ...plan, users: 2, workspaceId: ws.id })
    expect(small.body).toMatchObject({ total: 200, workspaceId: ws.id, approvalStatus: null, approvalsNeeded: 0 })
    const middle = await mo.post('/api/orders', { ...plan, users: 3, workspaceId: ws.id })
    expect(middle.body).toMatchObject({ total: 300, approvalStatus: 'awaiting', approvalsNeeded: 1, approvalRound: 1 })
    const large = await mo.post('/api/orders', { ...plan, users: 11, workspaceId: ws.id })
    expect(large.body).toMatchObject({ total: 1100, approvalStatus: 'awaiting', approvalsNeeded: 2 })
    const ids = await adminOrderIds()
    expect(ids).toContain(small.body.id)
    expect(ids).not.toContain(middle.body.id)
    expect(ids).not.toContain(large.body.id)
  })

  it("compares a request in another currency in the workspace's currency", async () => {
    const ws = await makeWorkspace(h, { mo: 'member' }, 'EUR')
    expect((await as(ws.admin.cookie).put(`/api/workspaces/${ws.id}/policy`, { approvalAbove: 100, multiApprovalAbove: null, approversNeeded: null })).status).toBe(200)
    const dollars = await makePlan(h, 108) // €100
    const pounds = await makePlan(h, 100, 'GBP') // €117.59
    expect((await as(ws.members.mo.cookie).post('/api/orders', { ...dollars, users: 1, workspaceId: ws.id })).body.approvalStatus).toBeNull()
    expect((await as(ws.members.mo.cookie).post('/api/orders', { ...pounds, users: 1, workspaceId: ws.id })).body.approvalStatus).toBe('awaiting')
  })

  it('refuses a request in a workspace the buyer is not in, as one 400 that changes nothing', async () => {
    const ws = await makeWorkspace(h, {})
    const outsider = await h.addUser('ap-outsider')
    const before = await h.db.value('SELECT COUNT(*) FROM orders')
    for (const workspaceId of [ws.id, 999_999]) {
      const res = await as(outsider.cookie).post('/api/orders', { ...await makePlan(h), users: 1, workspaceId })
      expect(res.status).toBe(400)
      expect(res.body.errors.workspaceId).toBe('Not a workspace of yours')
    }
    expect(await h.db.value('SELECT COUNT(*) FROM orders')).toBe(before)
  })
})

describe('approvals', () => {
  it('waits for an approver, who is notified; once approved it reaches the admin Orders, with its history', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
    const order = (await as(ws.members.mo.cookie).post('/api/orders', { ...await makePlan(h), users: 1, workspaceId: ws.id })).body
    expect(order.approvalStatus).toBe('awaiting')
    const notes = (await as(ws.members.ap.cookie).get('/api/notifications')).body
    expect(notes).toEqual([expect.objectContaining({ kind: 'approval-request', orderId: order.id, workspaceId: ws.id, boardId: null, excerpt: '$100 · awaiting your approval' })])
    expect((await as(ws.members.ap.cookie).get('/api/approvals')).body.map((o: { id: number }) => o.id)).toEqual([order.id])
    expect((await h.admin('patch', `/api/admin/orders/${order.id}`).send({ status: 'approved' })).status).toBe(404)

    const view = await as(ws.members.ap.cookie).get(`/api/orders/${order.id}/approval`)
    expect(view.body).toMatchObject({ order: { id: order.id, total: 100 }, workspace: { id: ws.id }, boardName: null, steps: [{ kind: 'requested', userId: ws.members.mo.id }] })
    const approved = await as(ws.members.ap.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'approve', round: 1, seen: 0 })
    expect(approved.status).toBe(201)
    expect(approved.body).toMatchObject({ kind: 'approved', userId: ws.members.ap.id, orderId: order.id })
    expect((await as(ws.members.mo.cookie).get('/api/orders')).body[0]).toMatchObject({ id: order.id, approvalStatus: 'approved' })
    expect(await adminOrderIds()).toContain(order.id)
    expect(await stepKinds(order.id)).toEqual(['requested', 'approved'])
    expect((await as(ws.members.mo.cookie).get('/api/notifications')).body[0]).toMatchObject({ kind: 'approval-decision', authorName: expect.any(String), orderId: order.id })
  })

  it('refuses a decision on one\'s own request (403), by a plain member (403) and by an outsider (404)', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
    const own = (await as(ws.members.ap.cookie).post('/api/orders', { ...await makePlan(h), users: 1, workspaceId: ws.id })).body
    expect(own.approvalStatus).toBe('awaiting') // the admin approves the approver's
    const self = await as(ws.members.ap.cookie).post(`/api/orders/${own.id}/decision`, { decision: 'approve', round: 1, seen: 0 })
    expect(self.status).toBe(403)
    expect(self.body.message).toBe('You cannot approve your own request')
    const byMember = await as(ws.members.mo.cookie).post(`/api/orders/${own.id}/decision`, { decision: 'approve', round: 1, seen: 0 })
    expect(byMember.status).toBe(404) // a plain member cannot read a colleague's request
    const theirs = (await as(ws.members.mo.cookie).post('/api/orders', { ...await makePlan(h), users: 1, workspaceId: ws.id })).body
    const memberOnOwn = await as(ws.members.mo.cookie).post(`/api/orders/${theirs.id}/decision`, { decision: 'approve', round: 1, seen: 0 })
    expect(memberOnOwn.status).toBe(403)
    expect(memberOnOwn.body.message).toBe('Only approvers and workspace admins decide on requests')
    const outsider = await h.addUser('ap-decider-outsider')
    expect((await as(outsider.cookie).post(`/api/orders/${own.id}/decision`, { decision: 'approve', round: 1, seen: 0 })).status).toBe(404)
    expect((await as(outsider.cookie).get(`/api/orders/${own.id}/approval`)).status).toBe(404)
    expect(await stepKinds(own.id)).toEqual(['requested'])
    expect(await stepKinds(theirs.id)).toEqual(['requested'])
  })

  it('wants a reason to reject and a comment to ask for changes; a rejected request never reaches the admins', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
    const order = (await as(ws.members.mo.cookie).post('/api/orders', { ...await makePlan(h), users: 1, workspaceId: ws.id })).body
    const ap = as(ws.members.ap.cookie)
    const bare = await ap.post(`/api/orders/${order.id}/decision`, { decision: 'reject', round: 1, seen: 0 })
    expect(bare.status).toBe(400)
    expect(bare.body.errors.comment).toBe('Give a reason for the rejection')
    expect((await ap.post(`/api/orders/${order.id}/decision`, { decision: 'request-changes', round: 1, seen: 0, comment: ' ' })).body.errors.comment).toBe('Say what should change')
    expect((await ap.post(`/api/orders/${order.id}/decision`, { decision: 'maybe', round: 1, seen: 0 })).status).toBe(400)
    expect((await ap.post(`/api/orders/${order.id}/decision`, { decision: 'reject', round: 1, seen: 0, comment: 'x'.repeat(1001) })).status).toBe(400)
    expect(await stepKinds(order.id)).toEqual(['requested'])
    const rejected = await ap.post(`/api/orders/${order.id}/decision`, { decision: 'reject', round: 1, seen: 0, comment: 'We have a CRM already' })
    expect(rejected.body).toMatchObject({ kind: 'rejected', comment: 'We have a CRM already' })
    expect((await as(ws.members.mo.cookie).get('/api/orders')).body[0].approvalStatus).toBe('rejected')
    expect(await adminOrderIds()).not.toContain(order.id)
    const late = await as(ws.admin.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'reject', round: 1, seen: 1, comment: 'No' })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('This request is no longer awaiting approval')
  })

  it('sends a request back for changes; the requester edits it and sends it again, in a new round', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
    const plan = await makePlan(h, 50)
    const order = (await as(ws.members.mo.cookie).post('/api/orders', { ...plan, users: 4, workspaceId: ws.id })).body
    const resendEarly = await as(ws.members.mo.cookie).post(`/api/orders/${order.id}/resubmit`, { tierId: plan.tierId, pricingOptionId: plan.pricingOptionId, users: 2 })
    expect(resendEarly.status).toBe(409)
    expect((await as(ws.members.ap.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'request-changes', round: 1, seen: 0, comment: 'Two seats are enough' })).status).toBe(201)
    expect((await as(ws.members.ap.cookie).post(`/api/orders/${order.id}/resubmit`, { tierId: plan.tierId, pricingOptionId: plan.pricingOptionId, users: 2 })).status).toBe(404)
    const again = await as(ws.members.mo.cookie).post(`/api/orders/${order.id}/resubmit`, { tierId: plan.tierId, pricingOptionId: plan.pricingOptionId, users: 2, notes: 'Two seats' })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ users: 2, total: 100, approvalStatus: 'awaiting', approvalRound: 2, notes: 'Two seats' })
    // A decision made on the first round lands too late.
    const stale = await as(ws.admin.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'approve', round: 1, seen: 1 })
    expect(stale.status).toBe(409)
    expect((await as(ws.members.ap.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'approve', round: 2, seen: 0 })).status).toBe(201)
    expect(await stepKinds(order.id)).toEqual(['requested', 'changes-requested', 'resubmitted', 'approved'])
    expect(await adminOrderIds()).toContain(order.id)
  })

  it('needs N approvals above the second amount; an approver decides once', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver', ap2: 'approver' })
    expect((await as(ws.admin.cookie).put(`/api/workspaces/${ws.id}/policy`, { approvalAbove: 0, multiApprovalAbove: 500, approversNeeded: 2 })).status).toBe(200)
    const order = (await as(ws.members.mo.cookie).post('/api/orders', { ...await makePlan(h, 600), users: 1, workspaceId: ws.id })).body
    expect(order.approvalsNeeded).toBe(2)
    expect((await as(ws.members.ap.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'approve', round: 1, seen: 0 })).status).toBe(201)
    const twice = await as(ws.members.ap.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'approve', round: 1, seen: 1 })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('You already decided on this request')
    expect((await as(ws.members.mo.cookie).get('/api/orders')).body[0].approvalStatus).toBe('awaiting')
    expect(await adminOrderIds()).not.toContain(order.id)
    expect((await as(ws.members.ap2.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'approve', round: 1, seen: 1 })).status).toBe(201)
    expect(await adminOrderIds()).toContain(order.id)
  })

  it('refuses a different decision landed after one the approver had not seen, naming both; the first stands', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver', ap2: 'approver' })
    expect((await as(ws.admin.cookie).put(`/api/workspaces/${ws.id}/policy`, { approvalAbove: 0, multiApprovalAbove: 500, approversNeeded: 2 })).status).toBe(200)
    const order = (await as(ws.members.mo.cookie).post('/api/orders', { ...await makePlan(h, 600), users: 1, workspaceId: ws.id })).body
    expect((await as(ws.members.ap.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'approve', round: 1, seen: 0 })).status).toBe(201)
    const clash = await as(ws.members.ap2.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'reject', round: 1, seen: 0, comment: 'Too dear' })
    expect(clash.status).toBe(409)
    expect(clash.body.message).toMatch(/^.+ approved first: your decision \(rejected\) was not applied\.$/)
    expect(await stepKinds(order.id)).toEqual(['requested', 'approved'])
    expect((await as(ws.members.mo.cookie).get('/api/orders')).body[0].approvalStatus).toBe('awaiting')
  })

  it('shows a request to the approvers through the feed, never to plain members', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', mo2: 'member', ap: 'approver' })
    const order = (await as(ws.members.mo.cookie).post('/api/orders', { ...await makePlan(h), users: 1, workspaceId: ws.id })).body
    const feedOf = async (cookie: string) => (await h.call('get', '/api/sync/changes?since=0&limit=1000', cookie)).body.changes as { entity: string; id: number; op: string }[]
    const forApprover = (await feedOf(ws.members.ap.cookie)).filter((c) => c.entity === 'order' && c.id === order.id)
    expect(forApprover.map((c) => c.op)).toEqual(['put'])
    expect((await feedOf(ws.members.ap.cookie)).some((c) => c.entity === 'approvalStep' && c.op === 'put')).toBe(true)
    const forColleague = (await feedOf(ws.members.mo2.cookie)).filter((c) => (c.entity === 'order' && c.id === order.id) || c.entity === 'approvalStep')
    expect(forColleague.every((c) => c.op === 'delete')).toBe(true)
  })
})
