// What may sit on an evaluation board: vendors on a vendor board; products (with an optional tier and
// pricing option of that product) on a product board. An unknown item answers 400 naming its id.
import type { Board, ItemType } from '../../sync/schemas'
import { checkPlanChoice } from '../cart/plan-choice'
import type { Db } from '../db/connection'
import { findById } from '../db/repo'
import { productsTable, vendorsTable } from '../db/tables'
import { badRequest, HttpError } from '../http/errors'

export type BoardItem = Board['items'][number]

async function vendorProblem(db: Db, item: BoardItem): Promise<string | null> {
  if (!await findById(db, vendorsTable, item.itemId)) return `Vendor ${item.itemId} not found`
  if (item.tierId || item.pricingOptionId) return `Vendor ${item.itemId}: tiers and pricing options belong on product boards`
  return null
}

async function productProblem(db: Db, item: BoardItem): Promise<string | null> {
  if (!await findById(db, productsTable, item.itemId)) return `Product ${item.itemId} not found`
  try {
    await checkPlanChoice(db, { productId: item.itemId, tierId: item.tierId, pricingOptionId: item.pricingOptionId })
    return null
  } catch (err) {
    if (!(err instanceof HttpError)) throw err
    return `Product ${item.itemId}: ${err.message}`
  }
}

/** The items with repeats dropped (a board lists each choice once), after checking that each exists. */
export async function checkBoardItems(db: Db, type: ItemType, items: BoardItem[]): Promise<BoardItem[]> {
  const seen = new Set<string>()
  const unique = items.filter((item) => {
    const key = `${item.itemId}:${item.tierId ?? ''}:${item.pricingOptionId ?? ''}`
    return !seen.has(key) && seen.add(key)
  })
  for (const item of unique) {
    const problem = type === 'vendor' ? await vendorProblem(db, item) : await productProblem(db, item)
    if (problem) throw badRequest(problem, { items: problem })
  }
  return unique
}
