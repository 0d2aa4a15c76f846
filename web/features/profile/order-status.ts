// The colour of a request's status badge: grey while waiting, blue in review, green approved, red declined.
import type { OrderStatus } from '../../../sync/schemas'

const PALETTES: Record<OrderStatus, string> = { requested: 'gray', 'in-review': 'blue', approved: 'green', declined: 'red', cancelled: 'gray' }

export const statusPalette = (status: OrderStatus): string => PALETTES[status]
