import { describe, expect, it } from 'vitest'
import { approvalsFor, approvalsNeeded, convertAmount, DEFAULT_POLICY, policyProblem, policySummary } from './approval-policy'
import { formatMoney } from './money'

const policy = (over: Partial<Parameters<typeof approvalsNeeded>[0]> = {}) => ({ ...DEFAULT_POLICY, currency: 'USD', ...over })

describe('approvalsNeeded', () => {
  it('asks one approver for every request under the default policy, a free one included', () => {
    expect(approvalsNeeded(policy(), 0, 'USD')).toBe(1)
    expect(approvalsNeeded(policy(), 99_999, 'USD')).toBe(1)
  })

  it('needs none up to the first amount, one above it, and N above the second', () => {
    const p = policy({ approvalAbove: 500, multiApprovalAbove: 5000, approversNeeded: 3 })
    expect(approvalsNeeded(p, 500, 'USD')).toBe(0)
    expect(approvalsNeeded(p, 500.01, 'USD')).toBe(1)
    expect(approvalsNeeded(p, 5000, 'USD')).toBe(1)
    expect(approvalsNeeded(p, 5000.01, 'USD')).toBe(3)
  })

  it("compares in the workspace's currency at the fixed reference rates", () => {
    expect(convertAmount(100, 'GBP', 'USD')).toBe(127)
    expect(convertAmount(108, 'USD', 'EUR')).toBe(100)
    const euros = policy({ currency: 'EUR', approvalAbove: 100 })
    expect(approvalsNeeded(euros, 108, 'USD')).toBe(0) // €100
    expect(approvalsNeeded(euros, 109, 'USD')).toBe(1)
  })
})

describe('approvalsFor', () => {
  it('never waits for more approvers than there are besides the requester', () => {
    const p = policy({ multiApprovalAbove: 100, approversNeeded: 3 })
    expect(approvalsFor(p, 500, 'USD', 5)).toBe(3)
    expect(approvalsFor(p, 500, 'USD', 2)).toBe(2)
    expect(approvalsFor(p, 500, 'USD', 0)).toBe(0)
  })
})

describe('policyProblem', () => {
  it('wants the second amount above the first and between 2 and the approvers there are', () => {
    expect(policyProblem({ approvalAbove: 100, multiApprovalAbove: 100, approversNeeded: 2 }, 3)?.field).toBe('multiApprovalAbove')
    expect(policyProblem({ approvalAbove: 100, multiApprovalAbove: 1000, approversNeeded: 4 }, 3)?.message).toBe('The workspace has 3 approvers: ask for at most that many')
    expect(policyProblem({ approvalAbove: 100, multiApprovalAbove: 1000, approversNeeded: null }, 3)?.field).toBe('approversNeeded')
    expect(policyProblem({ approvalAbove: 100, multiApprovalAbove: 1000, approversNeeded: 3 }, 3)).toBeNull()
    expect(policyProblem({ approvalAbove: 0, multiApprovalAbove: null, approversNeeded: null }, 1)).toBeNull()
  })

  it('reads in words', () => {
    expect(policySummary(policy(), formatMoney)).toBe('Every request needs one approver.')
    expect(policySummary(policy({ approvalAbove: 500, multiApprovalAbove: 5000, approversNeeded: 2 }), formatMoney)).toBe('Requests above $500 need one approver; above $5,000, 2 approvers.')
  })
})
