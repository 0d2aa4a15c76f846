// POST /api/products/import: each row must pass the product CSV row rule, name an existing
// vendor and pass the product schema; valid rows go in with one transaction and bulk statements.
import { MISSING_PRODUCT_FIELDS_MESSAGE, productCsvRowError } from '../../sync/rules/csv-product-row'
import { productCreateSchema, type ProductInput } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { insertRows } from '../db/repo'
import { productsTable } from '../db/tables'
import { newProductValues } from '../products/products-service'
import { describeIssues, isRecord, noValidRows, slugSet, type ImportResult, type RowError } from './import-rows'

export interface CheckedProductRows {
  valid: ProductInput[]
  errors: RowError[]
}

/**
 * Splits the posted rows into valid inputs and per-row errors. With none valid it answers 400 with the
 * product import's message; the per-row errors say what each row lacked.
 */
export async function checkProductRows(db: Db, rows: unknown[]): Promise<CheckedProductRows> {
  const vendorIds = new Set(await db.values<number>('SELECT id FROM vendors'))
  const valid: ProductInput[] = []
  const errors: RowError[] = []
  rows.forEach((item, index) => {
    const row = index + 1
    if (!isRecord(item)) return void errors.push({ row, message: 'Each row must be an object of product fields' })
    const ruleError = productCsvRowError(item)
    if (ruleError) return void errors.push({ row, message: ruleError })
    const parsed = productCreateSchema.safeParse(item, { reportInput: true })
    if (!parsed.success) return void errors.push({ row, message: describeIssues(parsed.error) })
    if (!vendorIds.has(parsed.data.vendorId)) return void errors.push({ row, message: 'Vendor not found' })
    valid.push(parsed.data)
  })
  if (valid.length === 0) throw noValidRows(MISSING_PRODUCT_FIELDS_MESSAGE, errors)
  return { valid, errors }
}

/** Inserts the checked rows; runs inside sendWrite's transaction. */
export async function importProducts(db: Db, { valid, errors }: CheckedProductRows): Promise<ImportResult> {
  const slugs = slugSet(await db.values<string>('SELECT slug FROM products'))
  const now = new Date().toISOString()
  const values = valid.map((input) => {
    const v = newProductValues(input, slugs.isTaken, now)
    slugs.take(v.slug as string)
    return v
  })
  await insertRows(db, productsTable, values)
  return { count: values.length, errors }
}
