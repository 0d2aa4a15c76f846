// Builds the search index from the local copy: vendors, then products, read in primary-key pages so a
// 60,000-row catalogue never sits in memory twice, and so searches can be answered between pages.
import type { Table } from 'dexie'
import type { VettedDb } from '../data/db'
import { toIndexedProduct, toIndexedVendor } from './catalog-documents'
import { CatalogIndex } from './catalog-index'

const PAGE = 5000

/** A new index over every vendor and product in the database. */
export async function buildFromDatabase(db: VettedDb, pageSize = PAGE): Promise<CatalogIndex> {
  const index = new CatalogIndex()
  await eachPage(db.table('vendors'), pageSize, (rows) => index.putVendors(rows.map(toIndexedVendor)))
  await eachPage(db.table('products'), pageSize, (rows) => index.putProducts(rows.map(toIndexedProduct)))
  return index
}

type Row = Record<string, unknown>

async function eachPage(table: Table<Row, number>, size: number, use: (rows: Row[]) => void): Promise<void> {
  // Temporary rows created offline have negative ids, so start below every id.
  let after = -Infinity
  for (;;) {
    const rows = await table.where(':id').above(after).limit(size).toArray()
    if (rows.length) use(rows)
    if (rows.length < size) return
    after = rows[rows.length - 1].id as number
  }
}
