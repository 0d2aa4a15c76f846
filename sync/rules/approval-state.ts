// Where a workspace's subscription request stands in its approval (docs/workspaces.md, "Approval
// states"), what a decision does to it, and when two approvers' decisions clash. The server applies
// these; the screens word them with the same tables.

/** null on an order: no approval involved (no workspace, or the policy needed none). */
export const APPROVAL_STATUSES = ['awaiting', 'changes-requested', 'rejected', 'approved'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

export const APPROVAL_STATUS_NAMES: Record<ApprovalStatus, string> = {
  awaiting: 'Awaiting approval',
  'changes-requested': 'Changes requested',
  rejected: 'Rejected',
  approved: 'Approved',
}

export const DECISIONS = ['approve', 'reject', 'request-changes'] as const
export type Decision = (typeof DECISIONS)[number]

/** Every step of a request's history: the requester's and the approvers'. */
export const STEP_KINDS = ['requested', 'resubmitted', 'approved', 'rejected', 'changes-requested'] as const
export type StepKind = (typeof STEP_KINDS)[number]

export const STEP_OF_DECISION: Record<Decision, StepKind> = { approve: 'approved', reject: 'rejected', 'request-changes': 'changes-requested' }

/** How a step reads in the history: "Ann Lee approved", "Bob Ray asked for changes". */
export const STEP_WORDS: Record<StepKind, string> = {
  requested: 'requested',
  resubmitted: 'sent the request again',
  approved: 'approved',
  rejected: 'rejected',
  'changes-requested': 'asked for changes',
}

/** The longest reason or comment a decision carries. */
export const DECISION_COMMENT_MAX = 1000

/** A request reaches Vetted's admins (their Orders) only with no approval pending or once approved. */
export const reachesAdmins = (status: ApprovalStatus | null | undefined): boolean => !status || status === 'approved'

/** The request's approval status after one more decision, given the approvals of this round so far (it included). */
export function statusAfter(decision: Decision, approvalsInRound: number, needed: number): ApprovalStatus {
  if (decision === 'reject') return 'rejected'
  if (decision === 'request-changes') return 'changes-requested'
  return approvalsInRound >= needed ? 'approved' : 'awaiting'
}

export interface DecisionStep {
  userId: number
  actorName: string
  kind: StepKind
}

/**
 * The earlier decision a new one clashes with, or null. A decision made on a device knew the round's
 * first `seen` decisions; one landed since (made offline at the same time elsewhere) that differs from
 * it is a real clash: the first to land stands, and this one is refused with both shown.
 */
export function clashingStep(round: readonly DecisionStep[], seen: number, decision: Decision): DecisionStep | null {
  const kind = STEP_OF_DECISION[decision]
  return round.slice(seen).find((step) => step.kind !== kind) ?? null
}

/** The refusal of a clashing decision, with both decisions in words. */
export const clashMessage = (first: DecisionStep, decision: Decision): string =>
  `${first.actorName} ${STEP_WORDS[first.kind]} first: your decision (${STEP_WORDS[STEP_OF_DECISION[decision]]}) was not applied.`
