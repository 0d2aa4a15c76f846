// The admin's vendors and products on the local copy. Lists read Dexie (so they work offline and
// follow sync); every write is optimistic and queued in the outbox (createLocal/updateLocal/
// deleteLocal), so the server gets it once, whenever the connection allows.
import { initialVendorRating } from '../../../sync/rules/ratings'
import { compareByListName } from '../../../sync/rules/list-order'
import { slugify } from '../../../sync/rules/slugify'
import type { Product, ProductInput, Vendor, VendorInput } from '../../../sync/schemas'
import { createLocal, deleteLocal, queueWrite, updateLocal } from '../../sync/push/local-writes'
import { changedFields } from './admin-catalog-changes'
import { useCatalogQuery } from '../catalog/catalog-query'
import { db, type VettedDb } from '../../db/db'

export function useAdminVendors(): Vendor[] | undefined {
  return useCatalogQuery(async () => (await db.vendors.toArray()).sort(compareByListName), [])
}

export type AdminProduct = Product & { vendorName: string | null }

/** Products by name with their vendor's name joined locally (null: the vendor is not in the copy). */
export function useAdminProducts(): AdminProduct[] | undefined {
  return useCatalogQuery(async () => {
    const names = new Map<number, string>()
    await db.vendors.each((v) => void names.set(v.id, v.name))
    return (await db.products.toArray()).sort(compareByListName).map((p) => ({ ...p, vendorName: names.get(p.vendorId) ?? null }))
  }, [])
}

const now = () => new Date().toISOString()

/** The row a new vendor shows until the server's answer replaces it (createLocal adds the entity's defaults). */
function newVendorRow(input: VendorInput): Record<string, unknown> {
  return {
    ...input,
    slug: input.slug || slugify(input.name),
    rating: initialVendorRating(input),
    createdAt: now(),
    updatedAt: now(),
  }
}

/** Creates (no `existing`) or updates a vendor; false when an edit changed nothing. */
export async function saveVendor(existing: Vendor | null, input: VendorInput, d: VettedDb = db): Promise<boolean> {
  if (!existing) {
    await createLocal(d, 'vendor', newVendorRow(input))
    return true
  }
  const changes = changedFields(existing, input)
  if (!Object.keys(changes).length) return false
  await updateLocal(d, 'vendor', existing.id, changes)
  return true
}

/** The server deletes a vendor's products with it; so does the local copy, each through the outbox. */
export async function removeVendor(id: number, d: VettedDb = db): Promise<void> {
  await queueWrite(d, [d.vendors, d.products], async () => {
    for (const p of await d.products.where('vendorId').equals(id).toArray()) await deleteLocal(d, 'product', p.id)
    await deleteLocal(d, 'vendor', id)
  })
}

function newProductRow(input: ProductInput): Record<string, unknown> {
  return { ...input, slug: input.slug || slugify(input.name), createdAt: now(), updatedAt: now() }
}

export async function saveProduct(existing: Product | null, input: ProductInput, d: VettedDb = db): Promise<boolean> {
  if (!existing) {
    await createLocal(d, 'product', newProductRow(input))
    return true
  }
  const changes = changedFields(existing, input)
  if (!Object.keys(changes).length) return false
  await updateLocal(d, 'product', existing.id, changes)
  return true
}

export async function removeProduct(id: number, d: VettedDb = db): Promise<void> {
  await deleteLocal(d, 'product', id)
}
