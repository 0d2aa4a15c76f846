// Cart rules: a line is a product with an optional tier and option; a tier given
// without an option takes the tier's recommended option, else its first; adding an existing line adds
// to its quantity; a quantity of 0 or less removes the line. What a quantity means for the line's
// option (users, within the plan's user limits, or units) is the quantity rule of sync/rules/plan-quantity.
import { planQuantityProblem } from '../../sync/rules/plan-quantity'
import type { CartLine } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, deleteWhere, findById, insertRow, updateRow } from '../db/repo'
import { cartLinesTable, pricingOptionsTable } from '../db/tables'
import { assertDeleteVersion, badRequest, notFound, preconditionFailed } from '../http/errors'
import { findLineFor, findOwnLine, type LineKey } from './cart-repo'
import { checkPlanChoice, defaultOption, type PlanIds } from './plan-choice'

/** The line key for what the buyer chose, after checking the chain and filling in the default option. */
export async function resolveLineKey(db: Db, ids: PlanIds): Promise<LineKey> {
  const { product, tier, option } = await checkPlanChoice(db, ids)
  const chosen = option ?? (tier ? await defaultOption(db, tier.id) : null)
  return { productId: product.id, tierId: tier?.id ?? null, pricingOptionId: chosen?.id ?? null }
}

/** Refuses a quantity the line's option cannot take (400 naming the quantity field). */
async function checkQuantity(db: Db, optionId: number | null, quantity: number): Promise<void> {
  const option = optionId === null ? null : await findById(db, pricingOptionsTable, optionId)
  const message = planQuantityProblem(option, quantity)
  if (message) throw badRequest(message, { quantity: message })
}

export async function addToCart(db: Db, userId: number, key: LineKey, quantity: number): Promise<CartLine> {
  const existing = await findLineFor(db, userId, key)
  const total = (existing?.quantity ?? 0) + quantity
  await checkQuantity(db, key.pricingOptionId, total)
  if (existing) return await updateRow(db, cartLinesTable, existing.id, { quantity: total })
  return await insertRow(db, cartLinesTable, { userId, ...key, quantity, createdAt: new Date().toISOString() })
}

/** Sets a line's quantity; 0 or less removes the line and returns nothing. */
export async function setLineQuantity(db: Db, userId: number, id: number, quantity: number, expectedVersion?: number): Promise<CartLine | void> {
  const line = await findOwnLine(db, userId, id)
  if (!line) throw notFound('Cart line')
  if (expectedVersion !== undefined && line.version !== expectedVersion) throw preconditionFailed(line)
  if (quantity <= 0) return await deleteRow(db, cartLinesTable, id)
  await checkQuantity(db, line.pricingOptionId, quantity)
  return await updateRow(db, cartLinesTable, id, { quantity })
}

export async function removeLine(db: Db, userId: number, id: number, expectedVersion?: number): Promise<void> {
  const line = await findOwnLine(db, userId, id)
  if (!line) throw notFound('Cart line')
  assertDeleteVersion(line, expectedVersion)
  await deleteRow(db, cartLinesTable, id)
}

/** Empties the cart; each line leaves a tombstone so the buyer's other devices empty theirs too. */
export async function clearCart(db: Db, userId: number): Promise<void> {
  await deleteWhere(db, cartLinesTable, 'user_id = ?', userId)
}
