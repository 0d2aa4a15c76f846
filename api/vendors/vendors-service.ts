// Vendor rules on the server: defaults, slugs derived from the name and kept unique, the overall
// rating when none is given, optimistic concurrency on update, and the cascade on delete.
import { ENTITIES } from '../../sync/entities'
import { initialVendorRating } from '../../sync/rules/ratings'
import { slugify, uniqueSlug } from '../../sync/rules/slugify'
import type { Vendor, VendorInput, VendorUpdate } from '../../sync/schemas'
import { deleteVendor as cascadeDeleteVendor } from '../catalog/cascade'
import type { Db } from '../db/connection'
import { insertRow, updateRow } from '../db/repo'
import { vendorsTable } from '../db/tables'
import { assertDeleteVersion, notFound, preconditionFailed } from '../http/errors'
import { findVendor, vendorSlugTaken } from './vendors-repo'


export function vendorSlugFor(db: Db, name: string, requested?: string | null, exceptId?: number): string {
  return uniqueSlug(slugify(requested || name), (s) => vendorSlugTaken(db, s, exceptId), 'vendor')
}

/**
 * Column values for a new vendor: the defaults under what the admin gave. Bulk imports pass
 * `isSlugTaken` to check slugs against an in-memory set instead of one query per row.
 */
export function newVendorValues(
  db: Db,
  input: VendorInput,
  now = new Date().toISOString(),
  isSlugTaken: (slug: string) => boolean = (s) => vendorSlugTaken(db, s),
): Record<string, unknown> {
  // Filled by assignment, not one literal of spreads: V8 copies wide objects into such a literal on a
  // slow path (about 30 µs a row), which dominated 10,000-row imports.
  const values = assignPresent(assignPresent({}, ENTITIES.vendor.defaults), input)
  values.rating = initialVendorRating(input)
  values.slug = uniqueSlug(slugify(input.slug || input.name), isSlugTaken, 'vendor')
  values.createdAt = now
  values.updatedAt = now
  return values
}

export function createVendor(db: Db, input: VendorInput): Vendor {
  return insertRow(db, vendorsTable, newVendorValues(db, input))
}

export function updateVendor(db: Db, id: number, input: VendorUpdate, expectedVersion?: number): Vendor {
  const current = findVendor(db, id)
  if (!current) throw notFound('Vendor')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  const values: Record<string, unknown> = { ...input, updatedAt: new Date().toISOString() }
  if (input.slug !== undefined || (input.name !== undefined && !current.slug)) {
    values.slug = vendorSlugFor(db, input.name ?? current.name, input.slug, id)
  }
  return updateRow(db, vendorsTable, id, values)
}

export function deleteVendor(db: Db, id: number, expectedVersion?: number): void {
  const current = findVendor(db, id)
  if (!current) throw notFound('Vendor')
  assertDeleteVersion(current, expectedVersion)
  cascadeDeleteVendor(db, id)
}

/** Copies the fields of `source` that are not null/undefined onto `target` (defaults stay for empty ones). */
export function assignPresent(target: Record<string, unknown>, source: object): Record<string, unknown> {
  for (const key of Object.keys(source)) {
    const value = (source as Record<string, unknown>)[key]
    if (value !== null && value !== undefined) target[key] = value
  }
  return target
}

/** Drops null/undefined so defaults apply to fields the admin left empty. */
export function stripNullish<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>
}
