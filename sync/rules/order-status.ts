// Which subscription requests a buyer may still withdraw: those not decided yet. The server refuses
// the others (api/orders); the profile offers "Cancel request" only for these.
import type { OrderStatus } from '../schemas'

export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['requested', 'in-review']

export const canCancel = (status: OrderStatus): boolean => CANCELLABLE_STATUSES.includes(status)
