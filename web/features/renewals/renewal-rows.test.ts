import { describe, expect, it } from 'vitest'
import type { Subscription } from '../../../sync/schemas'
import { renewalRows, yearlyTotal } from './renewal-rows'

const sub = (id: number, over: Partial<Subscription>): Subscription => ({
  id, version: 1, userId: 1, workspaceId: 5, orderId: null, vendorId: null, productId: null, name: `S${id}`, cost: 10, currency: 'USD', term: 'monthly',
  startDate: '2026-01-15', autoRenew: true, noticeDays: 30, status: 'active', reviewBoardId: null, createdAt: '', updatedAt: '', ...over,
})

describe('renewal rows', () => {
  it('sorts by notice deadline, ended terms last, with urgency and cost per year in the workspace currency', () => {
    const rows = renewalRows([
      sub(1, { term: 'annual', startDate: '2026-06-01', cost: 1080, currency: 'EUR', noticeDays: 90 }), // renews 2027-06-01, deadline 2027-03-03
      sub(2, { startDate: '2026-01-15', noticeDays: 30 }), // renews 2026-12-15, deadline 2026-11-15: overdue
      sub(3, { term: 'annual', startDate: '2024-01-10', autoRenew: false }), // ended 2025-01-10
      sub(4, { startDate: '2026-01-20', noticeDays: 10 }), // renews 2026-12-20, deadline 2026-12-10: soon
    ], '2026-11-27', 'USD', (id) => `User ${id}`)
    expect(rows.map((r) => [r.subscription.id, r.dates.noticeDeadline, r.urgency])).toEqual([
      [2, '2026-11-15', 'overdue'],
      [4, '2026-12-10', 'soon'],
      [1, '2027-03-03', 'later'],
      [3, '2024-12-11', 'ended'],
    ])
    expect(rows.find((r) => r.subscription.id === 1)?.costPerYear).toBe(1166.4)
    expect(rows[0].costPerYear).toBe(120)
    expect(rows[0].ownerName).toBe('User 1')
    expect(yearlyTotal(rows)).toBe(1406.4)
  })
})
