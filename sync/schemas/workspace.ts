// Company workspaces and the approval of their subscription requests (docs/workspaces.md): the
// workspace with its approval policy, its members with a role, and each step of a request's approval.
import { z } from 'zod'
import { APPROVAL_STATUSES, DECISION_COMMENT_MAX, DECISIONS, STEP_KINDS } from '../rules/approval-state'
import { MAX_POLICY_AMOUNT, MIN_MULTI_APPROVERS } from '../rules/approval-policy'
import { MAX_WORKSPACE_MEMBERS, WORKSPACE_NAME_MAX, WORKSPACE_ROLES } from '../rules/workspace-roles'
import { inviteeField } from './board-team'
import { CURRENCIES } from './currencies'
import { id, integer, numeric, rowMeta } from './common'

const workspaceName = z
  .string({ error: 'Give the workspace a name' })
  .trim()
  .min(1, 'Give the workspace a name')
  .max(WORKSPACE_NAME_MAX, `A workspace name is at most ${WORKSPACE_NAME_MAX} characters`)
const currency = z.enum(CURRENCIES, { error: `The currency is one of ${CURRENCIES.join(', ')}` })

export const workspaceCreateSchema = z.object({ name: workspaceName, currency })
export const workspaceRenameSchema = z.object({ name: workspaceName })

const policyAmount = numeric.pipe(z.number().min(0, 'An amount is 0 or more').max(MAX_POLICY_AMOUNT, `An amount is at most ${MAX_POLICY_AMOUNT.toLocaleString('en-US')}`))
const approvers = integer.pipe(z.number().min(MIN_MULTI_APPROVERS, `At least ${MIN_MULTI_APPROVERS} approvers`).max(MAX_WORKSPACE_MEMBERS, 'Too many approvers'))

/** PUT /api/workspaces/{id}/policy: the two amounts (the second with its number of approvers, or both null). */
export const workspacePolicySchema = z.object({
  approvalAbove: policyAmount,
  multiApprovalAbove: policyAmount.nullable(),
  approversNeeded: approvers.nullable(),
})
export type WorkspacePolicyInput = z.infer<typeof workspacePolicySchema>

export const workspaceRole = z.enum(WORKSPACE_ROLES, { error: 'The role is member, approver or admin' })
export const workspaceMemberInviteSchema = z.object({ user: inviteeField, role: workspaceRole })
export const workspaceMemberRoleSchema = z.object({ role: workspaceRole })
export const workspaceMemberParams = z.object({ id, memberId: id })

export const workspaceSchema = z.object({
  ...rowMeta,
  /** Who created it (its first admin). */
  userId: z.number(),
  name: z.string(),
  currency: z.string(),
  approvalAbove: z.number(),
  multiApprovalAbove: z.number().nullable(),
  approversNeeded: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Workspace = z.infer<typeof workspaceSchema>

export const workspaceMemberSchema = z.object({
  ...rowMeta,
  workspaceId: z.number(),
  userId: z.number(),
  role: workspaceRole,
  /** invited: waiting for the invitee's answer; active: a member. */
  status: z.enum(['invited', 'active']),
  /** The member's display name and username when invited, so the team lists offline. */
  name: z.string(),
  username: z.string(),
  /** The workspace's name, for the invitee's list (they cannot read the workspace yet). */
  workspaceName: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>

/** One step of a request's approval history: who did what, when, in which round (a resubmission starts the next). */
export const approvalStepSchema = z.object({
  ...rowMeta,
  orderId: z.number(),
  workspaceId: z.number(),
  /** Who took the step. */
  userId: z.number(),
  /** Who made the request: they read its history with the approvers. */
  requesterId: z.number(),
  actorName: z.string(),
  kind: z.enum(STEP_KINDS),
  /** A rejection's reason, a request for changes' comment, an approval's optional note. */
  comment: z.string().nullable(),
  round: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ApprovalStep = z.infer<typeof approvalStepSchema>

const decisionComment = z.string().trim().max(DECISION_COMMENT_MAX, `At most ${DECISION_COMMENT_MAX.toLocaleString('en-US')} characters`)

/**
 * POST /api/orders/{id}/decision. `seen`: how many decisions of the current round the approver's
 * device showed when they decided (a clash is a different one landed since). A rejection needs a
 * reason and a request for changes a comment.
 */
export const approvalDecisionSchema = z
  .object({
    decision: z.enum(DECISIONS, { error: 'The decision is approve, reject or request-changes' }),
    comment: decisionComment.nullish(),
    round: integer.pipe(z.number().min(1)),
    seen: integer.pipe(z.number().min(0)),
  })
  .superRefine((input, ctx) => {
    if (input.decision !== 'approve' && !input.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: input.decision === 'reject' ? 'Give a reason for the rejection' : 'Say what should change' })
    }
  })
export type ApprovalDecisionInput = z.infer<typeof approvalDecisionSchema>

export const approvalStatus = z.enum(APPROVAL_STATUSES)
