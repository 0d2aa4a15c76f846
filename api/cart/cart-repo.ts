// Cart line queries, always scoped to one user. A line is identified by (product, tier, option), with
// "no tier" and "no option" being values of their own (IS matches NULL).
import type { CartLine } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findWhere } from '../db/repo'
import { cartLinesTable } from '../db/tables'

/** What makes a cart line one line: the same product, tier and option add up (sync/rules/cart-lines.ts). */
export type LineKey = Pick<CartLine, 'productId' | 'tierId' | 'pricingOptionId'>

/** Oldest first, the order the buyer added them; the id breaks ties within a millisecond. */
export const listCartLines = async (db: Db, userId: number): Promise<CartLine[]> =>
  await findWhere(db, cartLinesTable, 'user_id = ? ORDER BY created_at, id', userId)

export async function findOwnLine(db: Db, userId: number, id: number): Promise<CartLine | undefined> {
  const [line] = await findWhere(db, cartLinesTable, 'id = ? AND user_id = ?', id, userId)
  return line
}

export async function findLineFor(db: Db, userId: number, key: LineKey): Promise<CartLine | undefined> {
  const [line] = await findWhere(
    db, cartLinesTable, 'user_id = ? AND product_id = ? AND tier_id IS NOT DISTINCT FROM ? AND pricing_option_id IS NOT DISTINCT FROM ?',
    userId, key.productId, key.tierId, key.pricingOptionId,
  )
  return line
}
