// POST /api/vendors/import: each row must pass the vendor CSV row rule and the vendor schema;
// valid rows go in with one transaction, bulk statements and an in-memory slug set, so 10,000 rows
// take a fraction of a second (tests/api/imports.test.ts logs the figure).
import { NO_VALID_VENDORS_MESSAGE, vendorCsvRowError } from '../../sync/rules/csv-vendor-row'
import { vendorCreateSchema, type VendorInput } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { insertRows } from '../db/repo'
import { vendorsTable } from '../db/tables'
import { newVendorValues } from '../vendors/vendors-service'
import { describeIssues, isRecord, noValidRows, slugSet, type ImportResult, type RowError } from './import-rows'

export interface CheckedVendorRows {
  valid: VendorInput[]
  errors: RowError[]
}

/** Splits the posted rows into valid inputs and per-row errors; with none valid it throws the import's 400. */
export function checkVendorRows(rows: unknown[]): CheckedVendorRows {
  const valid: VendorInput[] = []
  const errors: RowError[] = []
  rows.forEach((item, index) => {
    const row = index + 1
    if (!isRecord(item)) return void errors.push({ row, message: 'Each row must be an object of vendor fields' })
    const ruleError = vendorCsvRowError(item)
    if (ruleError) return void errors.push({ row, message: ruleError })
    const parsed = vendorCreateSchema.safeParse(item, { reportInput: true })
    if (!parsed.success) return void errors.push({ row, message: describeIssues(parsed.error) })
    valid.push(parsed.data)
  })
  if (valid.length === 0) throw noValidRows(NO_VALID_VENDORS_MESSAGE, errors)
  return { valid, errors }
}

/** Inserts the checked rows; runs inside sendWrite's transaction. */
export async function importVendors(db: Db, { valid, errors }: CheckedVendorRows): Promise<ImportResult> {
  const slugs = slugSet(await db.values<string>('SELECT slug FROM vendors'))
  const now = new Date().toISOString()
  const values = valid.map((input) => {
    const v = newVendorValues(input, now, slugs.isTaken)
    slugs.take(v.slug as string)
    return v
  })
  await insertRows(db, vendorsTable, values)
  return { count: values.length, errors }
}
