// Renewals from the screens' functions, on fake-indexeddb against the real server: a renewal review
// started offline makes its board and links it on the device at once, and both land once, the
// subscription pointing at the board's real id; an offline edit lands as the server's row.
import { beforeAll, describe, expect, it } from 'vitest'
import { addVendor } from '../../../tests/api/buyer-fixtures'
import { callsAs } from '../../../tests/api/board-team-fixtures'
import { makeWorkspace } from '../../../tests/api/workspace-fixtures'
import { makeSyncHarness, type SyncHarness } from '../../../tests/sync/sync-harness'
import { followIdentity } from '../../sync/account/account-data'
import { useSession } from '../../sync/base/session'
import { pull } from '../../sync/pull/pull'
import { sendPending } from '../../sync/push/sender'
import { editSubscription, startRenewalReview } from './renewals'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})

describe('renewals data', () => {
  it('starts a review offline: the board holds the vendor and its similar vendors, and both land once', async () => {
    const current = await addVendor(h.db, { category: 'Renewal tools', rating: 3 })
    const best = await addVendor(h.db, { category: 'renewal tools', rating: 4.9 })
    const featured = await addVendor(h.db, { category: 'Renewal tools', rating: 2, featured: true })
    await addVendor(h.db, { category: 'Other', rating: 5 })
    const ws = await makeWorkspace(h, { mo: 'member' })
    const mo = ws.members.mo
    const added = await callsAs(h, ws.admin.cookie).post('/api/subscriptions', {
      workspaceId: ws.id, vendorId: current.id, name: current.name, cost: 1200, currency: 'USD', term: 'annual', startDate: '2026-03-01', autoRenew: true, noticeDays: 60, ownerId: mo.id,
    })
    expect(added.status).toBe(201)

    const username = await h.db.value('SELECT username FROM users WHERE id = ?', mo.id) as string
    const user = { id: mo.id, username, email: `${username}@example.com`, firstName: null, lastName: null, role: 'user' as const }
    useSession.setState({ user, known: true, checkedAt: Date.now() })
    const db = h.newDb()
    await pull(db, { fetchImpl: h.fetchAs(mo.cookie), ownerId: mo.id })
    await followIdentity(db, user, h.fetchAs(mo.cookie))
    const subscription = (await db.subscriptions.get(added.body.id))!
    expect(subscription).toMatchObject({ name: current.name, status: 'active', reviewBoardId: null })

    // Nothing sent yet: the device shows the board and the subscription in review at once.
    const boardId = await startRenewalReview(subscription, db)
    expect(boardId).toBeLessThan(0)
    expect((await db.boards.get(boardId))?.items.map((i) => i.itemId)).toEqual([current.id, featured.id, best.id])
    expect(await db.subscriptions.get(subscription.id)).toMatchObject({ status: 'in-review', reviewBoardId: boardId })
    await editSubscription({ ...subscription, status: 'in-review' }, { noticeDays: 90 }, db)

    expect(await sendPending(db, h.fetchAs(mo.cookie), { ignoreBackoff: true })).toMatchObject({ sent: 3, rejected: 0 })
    const stored = await h.db.get('SELECT status, review_board_id AS board, notice_days AS notice FROM subscriptions WHERE id = ?', subscription.id) as { status: string; board: number; notice: number }
    expect(stored.board).toBeGreaterThan(0)
    expect(stored).toMatchObject({ status: 'in-review', notice: 90 })
    const board = await h.db.get('SELECT name, items, workspace_id AS workspaceId FROM boards WHERE id = ?', stored.board) as { name: string; items: string }
    expect(board.name).toBe(`Renewal review: ${current.name}`)
    expect(JSON.parse(board.items).map((i: { itemId: number }) => i.itemId)).toEqual([current.id, featured.id, best.id])

    await pull(db, { fetchImpl: h.fetchAs(mo.cookie), ownerId: mo.id })
    expect(await db.subscriptions.get(subscription.id)).toMatchObject({ reviewBoardId: stored.board, noticeDays: 90 })
    expect(await db.boards.get(stored.board)).toBeDefined()
  })
})
