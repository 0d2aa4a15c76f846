// The named mutations of subscriptions and renewals (docs/renewals.md): each is one REST call, and its
// `apply` shows the change on the row at once, so the Renewals page works offline and each change
// lands once. A subscription bought elsewhere is queued on its own new row (a temporary id until the
// server answers with the row it stored); a renewal review names its board, which may itself still
// have a temporary id: re-keying follows `reviewBoardId` (sync/entities/account.ts).
import { defineMutation } from './define-mutation'

const EDITABLE = ['name', 'cost', 'currency', 'term', 'startDate', 'autoRenew', 'noticeDays', 'ownerId'] as const

/** The fields an edit sends, as given (only those present). */
const editFields = (args: Record<string, unknown>) => Object.fromEntries(EDITABLE.filter((f) => f in args).map((f) => [f, args[f]]))

export const SUBSCRIPTION_MUTATIONS = [
  defineMutation({
    name: 'subscription.add',
    entity: 'subscription',
    apply: (row) => row,
    rest: (args) => ({
      method: 'POST',
      path: '/api/subscriptions',
      body: { workspaceId: args.workspaceId ?? null, vendorId: args.vendorId ?? null, productId: args.productId ?? null, ...editFields(args) },
    }),
  }),
  defineMutation({
    name: 'subscription.edit',
    entity: 'subscription',
    apply: (row, args) => {
      if (!row) return row
      const { ownerId, ...terms } = editFields(args)
      return { ...row, ...terms, ...(ownerId !== undefined && { userId: ownerId }) }
    },
    rest: (args, id) => ({ method: 'PATCH', path: `/api/subscriptions/${id}`, body: editFields(args) }),
  }),
  defineMutation({
    name: 'subscription.setStatus',
    entity: 'subscription',
    apply: (row, { status }) => row && { ...row, status },
    rest: ({ status }, id) => ({ method: 'POST', path: `/api/subscriptions/${id}/status`, body: { status } }),
  }),
  defineMutation({
    name: 'subscription.startReview',
    entity: 'subscription',
    apply: (row, { reviewBoardId }) => row && { ...row, reviewBoardId, status: 'in-review' },
    rest: ({ reviewBoardId }, id) => ({ method: 'POST', path: `/api/subscriptions/${id}/review`, body: { boardId: reviewBoardId } }),
  }),
]
