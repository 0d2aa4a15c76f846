// Workspace approvals on real devices (the browser's sync code on fake-indexeddb) against the real
// server: a request made offline while a workspace is current waits for approval at once and reaches
// the approvers' devices; two approvers deciding differently offline at the same time: the first to
// land stands, the other device is refused and shows both decisions, and each decision lands once.
import { beforeAll, expect, it, vi } from 'vitest'
import { memoryStorage } from '../memory-storage'
import { decideOnRequest, roundDecisions } from '../../web/data/account/approvals'
import { requestSubscription } from '../../web/data/account/orders-request'
import { pickWorkspace } from '../../web/data/account/workspaces'
import { sendPending } from '../../web/sync/push/sender'
import { makePlan, makeWorkspace } from '../api/workspace-fixtures'
import { losingAnswers, makeSyncHarness, offline, type SyncHarness } from './sync-harness'
import { deviceOf, signIn, syncDevice } from './team-devices'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
  vi.stubGlobal('localStorage', memoryStorage()) // the current workspace is a preference of the device
})

const steps = async (orderId: number) => await h.db.all('SELECT user_id AS "userId", kind FROM approval_steps WHERE order_id = ? ORDER BY id', orderId)

it('a request made offline in the current workspace waits for approval at once, then reaches the approvers', async () => {
  const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
  const plan = await makePlan(h, 40)
  const [mo, ap] = [await deviceOf(h, ws.members.mo), await deviceOf(h, ws.members.ap)]
  signIn(mo)
  pickWorkspace(ws.id)
  const id = await requestSubscription({ ...plan, users: 3 }, mo.db)
  expect(await sendPending(mo.db, offline)).toMatchObject({ sent: 0 })
  expect(await mo.db.orders.get(id)).toMatchObject({ workspaceId: ws.id, approvalStatus: 'awaiting', approvalsNeeded: 1, total: 120 })
  await syncDevice(h, mo)
  const [stored] = await h.db.all<{ id: number }>('SELECT id, workspace_id AS "workspaceId", approval_status AS "approvalStatus" FROM orders WHERE user_id = ?', ws.members.mo.id)
  expect(stored).toMatchObject({ workspaceId: ws.id, approvalStatus: 'awaiting' })
  await syncDevice(h, ap)
  expect(await ap.db.orders.get(stored.id)).toMatchObject({ approvalStatus: 'awaiting', userId: ws.members.mo.id })
  expect((await ap.db.notifications.toArray()).map((n) => [n.kind, n.orderId])).toEqual([['approval-request', stored.id]])
  signIn(mo)
  pickWorkspace(null)
})

it('two approvers decide differently offline: the first to land stands, the other is told with both decisions, each lands once', async () => {
  const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver', ap2: 'approver' })
  const order = (await h.call('post', '/api/orders', ws.members.mo.cookie).send({ ...await makePlan(h), users: 1, workspaceId: ws.id })).body
  expect(order.approvalStatus).toBe('awaiting')
  const [ann, ben, mo] = [await deviceOf(h, ws.members.ap), await deviceOf(h, ws.members.ap2), await deviceOf(h, ws.members.mo)]

  // Both tablets go offline and decide on the request as they last saw it.
  signIn(ann)
  await decideOnRequest((await ann.db.orders.get(order.id))!, 'approve', null, ann.db)
  expect(await sendPending(ann.db, offline)).toMatchObject({ sent: 0 })
  signIn(ben)
  await decideOnRequest((await ben.db.orders.get(order.id))!, 'reject', 'We already pay for one', ben.db)
  expect(await sendPending(ben.db, offline)).toMatchObject({ sent: 0 })
  expect((await ben.db.approvalSteps.where('orderId').equals(order.id).toArray()).map((s) => s.kind).sort()).toEqual(['rejected', 'requested'])

  // Ann is back first; her answer is lost and the change sent again: it lands once.
  signIn(ann)
  await sendPending(ann.db, losingAnswers(h.fetchAs(ann.person.cookie)), { ignoreBackoff: true })
  await syncDevice(h, ann)
  expect(await steps(order.id)).toEqual([{ userId: ws.members.mo.id, kind: 'requested' }, { userId: ws.members.ap.id, kind: 'approved' }])
  expect(await ann.db.outbox.count()).toBe(0)

  // Ben's rejection is refused: his device shows the refusal naming both decisions, and Ann's approval.
  expect(await syncDevice(h, ben)).toMatchObject({ rejected: 1 })
  const [refusal] = await ben.db.rejections.toArray()
  expect(refusal).toMatchObject({ status: 409, entity: 'approvalStep', path: `/api/orders/${order.id}/decision` })
  expect(refusal.message).toMatch(/^.+ approved first: your decision \(rejected\) was not applied\.$/)
  const benOrder = (await ben.db.orders.get(order.id))!
  expect(benOrder.approvalStatus).toBe('approved')
  const benSteps = await ben.db.approvalSteps.where('orderId').equals(order.id).sortBy('id')
  expect(benSteps.map((s) => s.kind)).toEqual(['requested', 'approved'])
  expect(roundDecisions(benOrder, benSteps)).toHaveLength(1)
  expect(await steps(order.id)).toHaveLength(2)

  // The requester's device shows it approved, and it is in Vetted's admin Orders.
  await syncDevice(h, mo)
  expect((await mo.db.orders.get(order.id))?.approvalStatus).toBe('approved')
  expect((await h.admin('get', '/api/admin/orders')).body.map((o: { id: number }) => o.id)).toContain(order.id)
})

it("a removed approver's device loses the workspace, its requests and their histories", async () => {
  const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
  const order = (await h.call('post', '/api/orders', ws.members.mo.cookie).send({ ...await makePlan(h), users: 1, workspaceId: ws.id })).body
  const ap = await deviceOf(h, ws.members.ap)
  expect(await ap.db.workspaces.get(ws.id)).toBeDefined()
  expect(await ap.db.orders.get(order.id)).toBeDefined()
  await h.call('delete', `/api/workspaces/${ws.id}/members/${ws.members.ap.memberId}`, ws.admin.cookie).expect(204)
  await syncDevice(h, ap)
  expect(await ap.db.workspaces.get(ws.id)).toBeUndefined()
  expect(await ap.db.workspaceMembers.where('workspaceId').equals(ws.id).count()).toBe(0)
  expect(await ap.db.orders.get(order.id)).toBeUndefined()
  expect(await ap.db.approvalSteps.where('orderId').equals(order.id).count()).toBe(0)
})
