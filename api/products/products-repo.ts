// Product queries. Rows leave this file as camelCase entities with the joined `vendor` summary
// ({ name, slug, logoUrl }) the listing and detail screens show.
import type { z } from 'zod'
import type { Product, productListQuery } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { pageTail, type Page } from '../db/list-page'
import { findById } from '../db/repo'
import { fromRow, type Row } from '../db/table'
import { productsTable } from '../db/tables'
import { containsPattern } from '../http/like'

export type ProductFilter = Omit<z.infer<typeof productListQuery>, 'limit' | 'cursor'>

const SELECT_WITH_VENDOR = `SELECT p.*, v.name AS vendor_name, v.slug AS vendor_slug, v.logo_url AS vendor_logo_url
  FROM products p JOIN vendors v ON v.id = p.vendor_id`

type VendorColumns = { vendor_name: string; vendor_slug: string; vendor_logo_url: string | null }

function withVendor(row: Row & VendorColumns): Product {
  return { ...fromRow(productsTable, row), vendor: { name: row.vendor_name, slug: row.vendor_slug, logoUrl: row.vendor_logo_url } }
}

async function selectWithVendor(db: Db, where: string, ...params: unknown[]): Promise<Product[]> {
  return (await db.all<(Row & VendorColumns)>(`${SELECT_WITH_VENDOR} WHERE ${where}`, ...params)).map(withVendor)
}

/**
 * Featured first, then by name, then by id; search matches name or description, case-insensitively.
 * With a page, only that page (and one row more: api/db/list-page.ts).
 */
export async function listProducts(db: Db, filter: ProductFilter = {}, page?: Page): Promise<Product[]> {
  const where = ['1 = 1']
  const params: unknown[] = []
  if (filter.search) {
    where.push(`(lower(p.name) LIKE lower(?) ESCAPE '\\' OR lower(p.description) LIKE lower(?) ESCAPE '\\')`)
    params.push(containsPattern(filter.search), containsPattern(filter.search))
  }
  if (filter.vendorId !== undefined) {
    where.push('p.vendor_id = ?')
    params.push(filter.vendorId)
  }
  if (filter.category) {
    where.push(`lower(p.category) LIKE lower(?) ESCAPE '\\'`)
    params.push(containsPattern(filter.category))
  }
  if (filter.type) {
    where.push('p.type = ?')
    params.push(filter.type)
  }
  if (filter.featured !== undefined) {
    where.push('p.featured = ?')
    params.push(filter.featured ? 1 : 0)
  }
  const tail = pageTail('p.', where, params, page)
  return await selectWithVendor(db, `${where.join(' AND ')} ${tail}`, ...params)
}

export async function findProductWithVendor(db: Db, id: number): Promise<Product | undefined> {
  return (await selectWithVendor(db, 'p.id = ?', id))[0]
}

export async function findProductBySlug(db: Db, slug: string): Promise<Product | undefined> {
  return (await selectWithVendor(db, 'p.slug = ?', slug))[0]
}

export const findProduct = async (db: Db, id: number) => await findById(db, productsTable, id)
export const vendorExists = async (db: Db, id: number) => await db.get('SELECT 1 FROM vendors WHERE id = ?', id) !== undefined
