// Featured comparison rules: every item must be an existing vendor or product of the comparison's
// type (checked again when an update changes the type or the items, and a new type needs new items),
// optimistic concurrency on update. Kept on the server so every buyer sees the same set (the original kept it in one browser).
import type { FeaturedComparison, FeaturedComparisonInput, FeaturedComparisonUpdate, ItemType } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, insertRow, updateRow } from '../db/repo'
import { featuredComparisonsTable } from '../db/tables'
import { assertDeleteVersion, badRequest, notFound, preconditionFailed } from '../http/errors'
import { findComparison, missingItemIds } from './featured-comparisons-repo'

const TYPE_CHANGE_NEEDS_ITEMS = 'Changing the type needs a new list of items'

async function assertItemsExist(db: Db, type: ItemType, items: number[]): Promise<void> {
  const missing = await missingItemIds(db, type, items)
  if (missing.length === 0) return
  const message = missing.length === 1 ? `No ${type} with id ${missing[0]}` : `No ${type}s with ids ${missing.join(', ')}`
  throw badRequest(message, { items: message })
}

export async function createComparison(db: Db, input: FeaturedComparisonInput): Promise<FeaturedComparison> {
  await assertItemsExist(db, input.type, input.items)
  return await insertRow(db, featuredComparisonsTable, { ...input, createdAt: new Date().toISOString() })
}

export async function updateComparison(db: Db, id: number, input: FeaturedComparisonUpdate, expectedVersion?: number): Promise<FeaturedComparison> {
  const current = await findComparison(db, id)
  if (!current) throw notFound('Featured comparison')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  // Ids of one type mean nothing for the other (the form clears the items when the type changes).
  if (input.type !== undefined && input.type !== current.type && input.items === undefined) {
    throw badRequest(TYPE_CHANGE_NEEDS_ITEMS, { items: TYPE_CHANGE_NEEDS_ITEMS })
  }
  if (input.type !== undefined || input.items !== undefined) {
    await assertItemsExist(db, input.type ?? current.type, input.items ?? current.items)
  }
  return await updateRow(db, featuredComparisonsTable, id, input)
}

export async function deleteComparison(db: Db, id: number, expectedVersion?: number): Promise<void> {
  const current = await findComparison(db, id)
  if (!current) throw notFound('Featured comparison')
  assertDeleteVersion(current, expectedVersion)
  await deleteRow(db, featuredComparisonsTable, id)
}
