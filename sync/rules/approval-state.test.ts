import { describe, expect, it } from 'vitest'
import { clashingStep, clashMessage, reachesAdmins, statusAfter } from './approval-state'

describe('approval state', () => {
  it('approves once enough approvals are in; a rejection or a request for changes ends the round', () => {
    expect(statusAfter('approve', 1, 2)).toBe('awaiting')
    expect(statusAfter('approve', 2, 2)).toBe('approved')
    expect(statusAfter('reject', 1, 2)).toBe('rejected')
    expect(statusAfter('request-changes', 0, 1)).toBe('changes-requested')
  })

  it('lets a request reach the admins only when nothing is pending', () => {
    expect([null, 'approved', 'awaiting', 'rejected', 'changes-requested'].map((s) => reachesAdmins(s as never))).toEqual([true, true, false, false, false])
  })

  it('finds a different decision landed since the device looked, and words both', () => {
    const ann = { userId: 1, actorName: 'Ann Lee', kind: 'approved' as const }
    expect(clashingStep([ann], 1, 'reject')).toBeNull() // seen: a deliberate rejection after Ann's approval
    expect(clashingStep([ann], 0, 'approve')).toBeNull() // the same decision adds up
    expect(clashingStep([ann], 0, 'reject')).toBe(ann)
    expect(clashMessage(ann, 'reject')).toBe('Ann Lee approved first: your decision (rejected) was not applied.')
  })
})
