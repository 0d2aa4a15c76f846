// Vendor rules on the server: defaults, slugs derived from the name and kept unique, the overall
// rating when none is given, optimistic concurrency on update, and the cascade on delete.
import { DEFAULT_MARKET_SCORE, DEFAULT_OVERALL_RATING, detailOverall } from '../../sync/rules/ratings'
import { slugify, uniqueSlug } from '../../sync/rules/slugify'
import type { VendorInput, VendorUpdate } from '../../sync/schemas'
import { deleteVendor as cascadeDeleteVendor } from '../catalog/cascade'
import type { Db } from '../db/connection'
import { insertRow, updateRow } from '../db/repo'
import type { Entity } from '../db/table'
import { vendorsTable } from '../db/tables'
import { notFound, preconditionFailed } from '../http/errors'
import { findVendor, vendorSlugTaken } from './vendors-repo'

const LIST_DEFAULTS = { pros: [], cons: [], features: [], integrations: [], screenshots: [], deploymentOptions: [], categories: [] }

export function vendorSlugFor(db: Db, name: string, requested?: string | null, exceptId?: number): string {
  return uniqueSlug(slugify(requested || name), (s) => vendorSlugTaken(db, s, exceptId), 'vendor')
}

/** Column values for a new vendor: the spec's defaults under what the admin gave. */
export function newVendorValues(db: Db, input: VendorInput, now = new Date().toISOString()): Record<string, unknown> {
  const computed = detailOverall(input)
  return {
    ...LIST_DEFAULTS,
    featured: false,
    reviewCount: 0,
    marketScore: DEFAULT_MARKET_SCORE,
    ...stripNullish(input),
    rating: input.rating ?? (computed || DEFAULT_OVERALL_RATING),
    slug: vendorSlugFor(db, input.name, input.slug),
    createdAt: now,
    updatedAt: now,
  }
}

export function createVendor(db: Db, input: VendorInput): Entity {
  return insertRow(db, vendorsTable, newVendorValues(db, input))
}

export function updateVendor(db: Db, id: number, input: VendorUpdate, expectedVersion?: number): Entity {
  const current = findVendor(db, id)
  if (!current) throw notFound('Vendor')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  const values: Record<string, unknown> = { ...input, updatedAt: new Date().toISOString() }
  if (input.slug !== undefined || (input.name !== undefined && !current.slug)) {
    values.slug = vendorSlugFor(db, (input.name ?? current.name) as string, input.slug, id)
  }
  return updateRow(db, vendorsTable, id, values)
}

export function deleteVendor(db: Db, id: number): void {
  if (!findVendor(db, id)) throw notFound('Vendor')
  cascadeDeleteVendor(db, id)
}

/** Drops null/undefined so defaults apply to fields the admin left empty. */
export function stripNullish<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>
}
