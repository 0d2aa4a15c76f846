// A product's pricing tiers and options for the admin, on the local copy, with queued writes.
// Clear-all deletes each row through the outbox, one delete per row:
// options first, then their tiers, all queued in one local transaction.
import type { PricingOption, PricingOptionInput, ProductTier, TierInput } from '../../../sync/schemas'
import { createLocal, deleteLocal, queueWrite, updateLocal } from '../../sync/push/local-writes'
import { changedFields } from './admin-catalog-changes'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db'

export interface ProductPricing {
  tiers: ProductTier[]
  options: PricingOption[]
}

const byOrder = (a: ProductTier, b: ProductTier) => a.sortOrder - b.sortOrder || Math.abs(a.id) - Math.abs(b.id)

async function readPricing(productId: number): Promise<ProductPricing> {
  const tiers = (await db.productTiers.where('productId').equals(productId).toArray()).sort(byOrder)
  const tierIds = tiers.map((t) => t.id)
  const options = await db.pricingOptions.where('productTierId').anyOf(tierIds).toArray()
  const rank = new Map(tierIds.map((id, i) => [id, i]))
  options.sort((a, b) => rank.get(a.productTierId)! - rank.get(b.productTierId)! || a.price - b.price)
  return { tiers, options }
}

export function useProductPricing(productId: number | null): ProductPricing | undefined {
  return useLiveQuery(() => (productId === null ? { tiers: [], options: [] } : readPricing(productId)), [productId])
}

const pricingTables = () => [db.productTiers, db.pricingOptions]

export async function saveTier(existing: ProductTier | null, input: TierInput): Promise<boolean> {
  if (!existing) {
    await createLocal(db, 'productTier', { ...input })
    return true
  }
  const changes = changedFields(existing, input)
  if (!Object.keys(changes).length) return false
  await updateLocal(db, 'productTier', existing.id, changes)
  return true
}

/** A tier goes with its options (the server cascades the same way). */
export async function removeTier(id: number): Promise<void> {
  await queueWrite(db, pricingTables(), async () => {
    for (const o of await db.pricingOptions.where('productTierId').equals(id).toArray()) await deleteLocal(db, 'pricingOption', o.id)
    await deleteLocal(db, 'productTier', id)
  })
}

export async function clearTiers(productId: number): Promise<number> {
  return queueWrite(db, pricingTables(), async () => {
    const { tiers } = await readPricing(productId)
    for (const t of tiers) await removeTier(t.id)
    return tiers.length
  })
}

export async function saveOption(existing: PricingOption | null, input: PricingOptionInput): Promise<boolean> {
  if (!existing) {
    const shown = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined))
    await createLocal(db, 'pricingOption', shown)
    return true
  }
  const changes = changedFields(existing, input)
  if (!Object.keys(changes).length) return false
  await updateLocal(db, 'pricingOption', existing.id, changes)
  return true
}

export async function removeOption(id: number): Promise<void> {
  await deleteLocal(db, 'pricingOption', id)
}

export async function clearOptions(productId: number): Promise<number> {
  return queueWrite(db, pricingTables(), async () => {
    const { options } = await readPricing(productId)
    for (const o of options) await deleteLocal(db, 'pricingOption', o.id)
    return options.length
  })
}
