// How a subscription request's status reads (the profile, the admin's list, the mails the server sends),
// and which requests a buyer may still withdraw: those not decided yet. The server refuses the others
// (api/orders); the profile offers "Cancel request" only for these.
import type { OrderStatus } from '../schemas'

export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['requested', 'in-review']

export const canCancel = (status: OrderStatus): boolean => CANCELLABLE_STATUSES.includes(status)

/** How each status reads to a buyer or an admin. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  requested: 'Requested',
  'in-review': 'In review',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
}
