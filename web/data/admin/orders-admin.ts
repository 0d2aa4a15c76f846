// Every buyer's subscription requests, for admins (the profile's "All subscription requests"). The
// change feed sends each buyer only their own requests, so this list is read from the server
// (GET /api/admin/orders) and needs a connection; a status change is PATCH /api/admin/orders/{id} with
// the version the admin was looking at (If-Match), so two admins never overwrite each other unseen.
import { useCallback, useEffect, useState } from 'react'
import type { AdminOrder, OrderStatus } from '../../../sync/schemas'
import { api, ApiError } from '../../sync/base/api-client'

export type { AdminOrder }

export interface AdminOrders {
  orders: AdminOrder[] | undefined
  /** Why the list could not be read, written for the admin; null when it was. */
  error: string | null
  reload: () => void
}

const problem = (err: unknown) => (err instanceof ApiError ? err.userMessage : 'You appear to be offline. Requests load when you are back online.')

export function useAdminOrders(): AdminOrders {
  const [orders, setOrders] = useState<AdminOrder[] | undefined>(undefined)
  const [error, setError] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  useEffect(() => {
    let current = true
    api<AdminOrder[]>('/api/admin/orders').then(
      (list) => current && (setOrders(list), setError(null)),
      (err: unknown) => current && (setOrders((o) => o ?? []), setError(problem(err))),
    )
    return () => {
      current = false
    }
  }, [round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { orders, error, reload }
}

/** Sets a request's status; resolves with the updated request, or throws an Error whose message is for the admin. */
export async function setOrderStatus(order: AdminOrder, status: OrderStatus): Promise<AdminOrder> {
  try {
    return await api<AdminOrder>(`/api/admin/orders/${order.id}`, { method: 'PATCH', body: { status }, headers: { 'If-Match': `"${order.version}"` } })
  } catch (err) {
    if (err instanceof ApiError && err.status === 412) throw new Error('Someone changed this request meanwhile. The list now shows its current status.')
    throw new Error(problem(err))
  }
}
