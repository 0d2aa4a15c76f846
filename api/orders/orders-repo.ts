// Subscription request queries: a buyer's own, and every request for the admin with the names of the
// buyer and the product (the product may since have been deleted; the request keeps its snapshot).
import type { AdminOrder, Order } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findWhere } from '../db/repo'
import { fromRow, type Row } from '../db/table'
import { ordersTable } from '../db/tables'

/** Newest first; the id breaks ties between requests made in the same millisecond. */
export const listOrders = async (db: Db, userId: number): Promise<Order[]> =>
  await findWhere(db, ordersTable, 'user_id = ? ORDER BY created_at DESC, id DESC', userId)

export async function findOwnOrder(db: Db, userId: number, id: number): Promise<Order | undefined> {
  const [order] = await findWhere(db, ordersTable, 'id = ? AND user_id = ?', id, userId)
  return order
}

const WITH_NAMES = `SELECT o.*, u.username AS buyer_username, p.name AS product_name
  FROM orders o LEFT JOIN users u ON u.id = o.user_id LEFT JOIN products p ON p.id = o.product_id`

const withNames = (row: Row): AdminOrder => ({
  ...fromRow(ordersTable, row),
  username: (row.buyer_username as string | null) ?? null,
  productName: (row.product_name as string | null) ?? null,
})

/**
 * Every request Vetted's admins review: those with no approval pending (a request waiting for its
 * workspace's approvers, sent back or rejected never reaches them: sync/rules/approval-state.ts, reachesAdmins).
 */
export async function listAllOrders(db: Db): Promise<AdminOrder[]> {
  const rows = await db.all<Row>(`${WITH_NAMES} WHERE o.approval_status IS NULL OR o.approval_status = 'approved' ORDER BY o.created_at DESC, o.id DESC`)
  return rows.map(withNames)
}

export async function findOrderWithNames(db: Db, id: number): Promise<AdminOrder | undefined> {
  const row = await db.get<Row>(`${WITH_NAMES} WHERE o.id = ?`, id)
  return row && withNames(row)
}
