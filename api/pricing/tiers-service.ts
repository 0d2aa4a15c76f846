// Tier rules: the product must exist, defaults, optimistic concurrency, and deletes that take the
// tier's options (and cart lines) with them, one by one or all of a product's at once.
import { withDefaults } from '../../sync/entities'
import type { ProductTier, TierInput, TierUpdate } from '../../sync/schemas'
import { deleteTier as cascadeDeleteTier } from '../catalog/cascade'
import type { Db } from '../db/connection'
import { insertRow, updateRow } from '../db/repo'
import { tiersTable } from '../db/tables'
import { assertDeleteVersion, badRequest, notFound, preconditionFailed } from '../http/errors'
import { stripNullish } from '../vendors/vendors-service'
import { findTier, productExists, tierIdsOfProduct } from './pricing-repo'


const productNotFound = () => badRequest('Product not found', { productId: 'Product not found' })

export async function createTier(db: Db, input: TierInput): Promise<ProductTier> {
  if (!await productExists(db, input.productId)) throw productNotFound()
  return await insertRow(db, tiersTable, withDefaults('productTier', stripNullish(input)))
}

export async function updateTier(db: Db, id: number, input: TierUpdate, expectedVersion?: number): Promise<ProductTier> {
  const current = await findTier(db, id)
  if (!current) throw notFound('Tier')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  if (input.productId !== undefined && !await productExists(db, input.productId)) throw productNotFound()
  return await updateRow(db, tiersTable, id, input)
}

export async function deleteTier(db: Db, id: number, expectedVersion?: number): Promise<void> {
  const current = await findTier(db, id)
  if (!current) throw notFound('Tier')
  assertDeleteVersion(current, expectedVersion)
  await cascadeDeleteTier(db, id)
}

/** Clear-all: every tier of the product with its options; answers how many tiers went. */
export async function deleteAllTiers(db: Db, productId: number): Promise<{ deleted: number }> {
  if (!await productExists(db, productId)) throw notFound('Product')
  const ids = await tierIdsOfProduct(db, productId)
  for (const id of ids) await cascadeDeleteTier(db, id)
  return { deleted: ids.length }
}
