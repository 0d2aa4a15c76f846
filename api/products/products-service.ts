// Product rules on the server: the vendor must exist, defaults, slugs derived from the name and kept
// unique, optimistic concurrency on update, and the cascade (tiers, options, cart lines, favourites)
// on delete.
import { ENTITIES } from '../../sync/entities'
import { slugify, uniqueSlug } from '../../sync/rules/slugify'
import type { Product, ProductInput, ProductUpdate } from '../../sync/schemas'
import { deleteProduct as cascadeDeleteProduct } from '../catalog/cascade'
import type { Db } from '../db/connection'
import { freeSlug, insertRow, takenSlugs, updateRow } from '../db/repo'
import { productsTable } from '../db/tables'
import { badRequest, notFound, preconditionFailed } from '../http/errors'
import { assignPresent } from '../vendors/vendors-service'
import { findProduct, findProductWithVendor, vendorExists } from './products-repo'


export const vendorNotFound = () => badRequest('Vendor not found', { vendorId: 'Vendor not found' })

/** Column values for a new product: the defaults under what was given; `isSlugTaken` lets bulk imports check in memory. */
export function newProductValues(input: ProductInput, isSlugTaken: (slug: string) => boolean, now = new Date().toISOString()): Record<string, unknown> {
  // Filled by assignment: V8 builds wide objects from spreads on a slow path that dominated bulk imports.
  const values = assignPresent(assignPresent({}, ENTITIES.product.defaults), input)
  values.slug = uniqueSlug(slugify(input.slug || input.name), isSlugTaken, 'product')
  values.createdAt = now
  values.updatedAt = now
  return values
}

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  if (!await vendorExists(db, input.vendorId)) throw vendorNotFound()
  const taken = await takenSlugs(db, 'products', slugify(input.slug || input.name), 'product')
  const { id } = await insertRow(db, productsTable, newProductValues(input, taken))
  return (await findProductWithVendor(db, id))!
}

export async function updateProduct(db: Db, id: number, input: ProductUpdate, expectedVersion?: number): Promise<Product> {
  const current = await findProduct(db, id)
  if (!current) throw notFound('Product')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(await findProductWithVendor(db, id))
  if (input.vendorId !== undefined && !await vendorExists(db, input.vendorId)) throw vendorNotFound()
  const values: Record<string, unknown> = { ...input, updatedAt: new Date().toISOString() }
  if (input.slug !== undefined) {
    const name = input.name ?? current.name
    values.slug = await freeSlug(db, 'products', slugify(input.slug || name), 'product', id)
  }
  await updateRow(db, productsTable, id, values)
  return (await findProductWithVendor(db, id))!
}

export async function deleteProduct(db: Db, id: number, expectedVersion?: number): Promise<void> {
  const current = await findProduct(db, id)
  if (!current) throw notFound('Product')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(await findProductWithVendor(db, id))
  await cascadeDeleteProduct(db, id)
}
