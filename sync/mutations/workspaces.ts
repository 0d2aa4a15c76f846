// The named mutations of company workspaces and their approvals (docs/workspaces.md): each is one REST
// call, and its `apply` shows the change on the row at once. A workspace and a decision are queued
// on their own new row (a temporary id until the server answers with the row it stored), so a
// decision given offline on a tablet shows at once, waits, and lands once. The members' mutations are
// those a board's team has too (membership.ts).
import { defineMutation, type MutationArgs } from './define-mutation'
import { memberMutations } from './membership'

const unchanged = (row: MutationArgs | null) => row

export const WORKSPACE_MUTATIONS = [
  defineMutation({
    name: 'workspace.create',
    entity: 'workspace',
    apply: unchanged,
    rest: ({ name, currency }) => ({ method: 'POST', path: '/api/workspaces', body: { name, currency } }),
  }),
  defineMutation({
    name: 'workspace.setPolicy',
    entity: 'workspace',
    apply: (row, { approvalAbove, multiApprovalAbove, approversNeeded }) => row && { ...row, approvalAbove, multiApprovalAbove, approversNeeded },
    rest: ({ approvalAbove, multiApprovalAbove, approversNeeded }, id) => ({ method: 'PUT', path: `/api/workspaces/${id}/policy`, body: { approvalAbove, multiApprovalAbove, approversNeeded } }),
  }),
  ...memberMutations({ entity: 'workspaceMember', scope: 'workspaceId', collection: '/api/workspaces' }),
  // An approver's decision: a new step of the request's history. `round` and `seen` say what the
  // device showed when it was given, so the server can tell a clash with a decision landed since.
  defineMutation({
    name: 'approvalStep.decide',
    entity: 'approvalStep',
    apply: unchanged,
    rest: ({ orderId, decision, comment, round, seen }) => ({ method: 'POST', path: `/api/orders/${String(orderId)}/decision`, body: { decision, comment, round, seen } }),
  }),
  // The requester's edit of a request sent back for changes, sent for approval again.
  defineMutation({
    name: 'order.resubmit',
    entity: 'order',
    apply: (row, { tierId, pricingOptionId, users, company, notes }) =>
      row && { ...row, tierId, pricingOptionId, users, company: company ?? null, notes: notes ?? null, approvalStatus: 'awaiting' },
    rest: ({ tierId, pricingOptionId, users, company, notes }, id) => ({ method: 'POST', path: `/api/orders/${id}/resubmit`, body: { tierId, pricingOptionId, users, company, notes } }),
  }),
]
