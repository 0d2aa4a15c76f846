// How many approvals a subscription request needs in a workspace (docs/workspaces.md, "Policy"): none
// up to the policy's first amount, one above it, and the policy's number of approvers above its
// second, higher amount. The request's total (orderTotal, sync/rules/order-pricing.ts: the first
// payment, what the request records as `total`) is compared in the workspace's currency, converted at
// the app's fixed reference rates (USD_PER_UNIT, sync/rules/price-normalise.ts). The server stores
// the result with the request; the screens show the same rule's words.
import { roundToCents } from './order-pricing'
import { USD_PER_UNIT } from './price-normalise'

export interface ApprovalPolicy {
  /** A request whose total is above this amount needs approval (0: every request that costs anything). */
  approvalAbove: number
  /** Above this second, higher amount a request needs `approversNeeded` approvals; null: never more than one. */
  multiApprovalAbove: number | null
  /** How many approvers above `multiApprovalAbove` (at least 2); null with it. */
  approversNeeded: number | null
  currency: string
}

/** The default policy of a new workspace: one approver for every request. */
export const DEFAULT_POLICY = { approvalAbove: 0, multiApprovalAbove: null, approversNeeded: null } as const

/** The most a policy amount may be. */
export const MAX_POLICY_AMOUNT = 10_000_000
/** The fewest approvers the second amount may ask for. */
export const MIN_MULTI_APPROVERS = 2

/** An amount in one currency as the same value in another, at the fixed reference rates (unknown: unchanged). */
export function convertAmount(amount: number, from: string, to: string): number {
  if (from === to) return amount
  const fromRate = USD_PER_UNIT[from]
  const toRate = USD_PER_UNIT[to]
  if (fromRate === undefined || toRate === undefined) return amount
  return roundToCents((amount * fromRate) / toRate)
}

/** The approvals a request of `total` in `currency` needs under the policy: 0, 1 or the policy's number. */
export function approvalsNeeded(policy: ApprovalPolicy, total: number, currency: string): number {
  const amount = convertAmount(total, currency, policy.currency)
  // Every request needs one under the default policy, a free one included: "every request" means every one.
  if (policy.approvalAbove > 0 && amount <= policy.approvalAbove) return 0
  if (policy.multiApprovalAbove !== null && policy.approversNeeded !== null && amount > policy.multiApprovalAbove) return policy.approversNeeded
  return 1
}

/**
 * Why a policy cannot be set, or null when it can: the second amount must be higher than the first,
 * and the number of approvers at least 2 and at most the approvers (and admins) the workspace has.
 */
export function policyProblem(policy: Omit<ApprovalPolicy, 'currency'>, approverCount: number): { field: string; message: string } | null {
  const { multiApprovalAbove, approversNeeded } = policy
  if ((multiApprovalAbove === null) !== (approversNeeded === null)) {
    return multiApprovalAbove === null
      ? { field: 'multiApprovalAbove', message: 'Give the amount above which several approvers are needed' }
      : { field: 'approversNeeded', message: 'Give how many approvers are needed above the second amount' }
  }
  if (multiApprovalAbove !== null && multiApprovalAbove <= policy.approvalAbove) {
    return { field: 'multiApprovalAbove', message: 'The second amount must be higher than the first' }
  }
  if (approversNeeded !== null && approversNeeded > approverCount) {
    return { field: 'approversNeeded', message: `The workspace has ${approverCount} approver${approverCount === 1 ? '' : 's'}: ask for at most that many` }
  }
  return null
}

/** The policy in words, for the workspace screen and the approval screen. */
export function policySummary(policy: ApprovalPolicy, format: (amount: number, currency: string) => string): string {
  const first = policy.approvalAbove > 0 ? `Requests above ${format(policy.approvalAbove, policy.currency)} need one approver` : 'Every request needs one approver'
  if (policy.multiApprovalAbove === null || policy.approversNeeded === null) return `${first}.`
  return `${first}; above ${format(policy.multiApprovalAbove, policy.currency)}, ${policy.approversNeeded} approvers.`
}

/**
 * The approvals a request actually waits for: the policy's number, never more than the approvers
 * (and admins) of the workspace other than the requester, so a workspace of one approves nobody's.
 */
export const approvalsFor = (policy: ApprovalPolicy, total: number, currency: string, otherApprovers: number): number =>
  Math.min(approvalsNeeded(policy, total, currency), otherApprovers)
