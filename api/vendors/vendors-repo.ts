// Vendor queries. Rows leave this file as camelCase entities.
import { idInSlug } from '../http/parse'
import type { z } from 'zod'
import type { Vendor, vendorListQuery } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { pageTail, type Page } from '../db/list-page'
import { findById, findWhere } from '../db/repo'
import { vendorsTable } from '../db/tables'
import { containsPattern } from '../http/like'
import { rowJsonExpression } from '../sync/row-json'
import { perEngine } from '../db/dialect'

export type VendorFilter = Omit<z.infer<typeof vendorListQuery>, 'limit' | 'cursor'>

/**
 * Featured first, then by name, then by id; search matches name or description, case-insensitively.
 * With a page, only that page (and one row more: api/db/list-page.ts).
 */
export async function listVendors(db: Db, filter: VendorFilter = {}, page?: Page): Promise<Vendor[]> {
  const where = ['1 = 1']
  const params: unknown[] = []
  if (filter.search) {
    where.push(`(lower(name) LIKE lower(?) ESCAPE '\\' OR lower(description) LIKE lower(?) ESCAPE '\\')`)
    params.push(containsPattern(filter.search), containsPattern(filter.search))
  }
  if (filter.category) {
    where.push(`lower(category) LIKE lower(?) ESCAPE '\\'`)
    params.push(containsPattern(filter.category))
  }
  if (filter.featured !== undefined) {
    where.push('featured = ?')
    params.push(filter.featured ? 1 : 0)
  }
  const tail = pageTail('', where, params, page)
  return await findWhere(db, vendorsTable, `${where.join(' AND ')} ${tail}`, ...params)
}

export const findVendor = async (db: Db, id: number) => await findById(db, vendorsTable, id)

const VENDOR_JSON_BY_SLUG = perEngine((engine) => `SELECT ${rowJsonExpression(engine, vendorsTable)} FROM vendors WHERE slug = ?`)
const VENDOR_JSON_BY_ID = perEngine((engine) => `SELECT ${rowJsonExpression(engine, vendorsTable)} FROM vendors WHERE id = ?`)

/**
 * A vendor's answer as JSON text built by the database (api/sync/row-json.ts), the same document as
 * JSON.stringify of the entity fromRow gives, without decoding the row's list columns only to encode
 * them again: by slug, else by id when `slug` is all digits (clients that only know the id).
 */
export async function vendorJsonBySlugOrId(db: Db, slug: string): Promise<string | undefined> {
  return (await db.value<string>(VENDOR_JSON_BY_SLUG(db), slug)) ??
    (idInSlug(slug) !== null ? (await db.value<string>(VENDOR_JSON_BY_ID(db), idInSlug(slug))) : undefined)
}

