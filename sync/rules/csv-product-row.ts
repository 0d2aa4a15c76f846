// The product CSV import: the row rule and the mapping of a papaparse
// record (columns vendorId, name, description, price, pricingDetails, features) to the product input
// of POST /api/products/import. The browser runs both before sending; the server runs the rule again.
import type { CsvRecord } from './csv-vendor-row'

export const MISSING_PRODUCT_FIELDS_MESSAGE = 'Missing required fields. Please ensure all products have: vendorId, name'

export const PRODUCT_ROW_MESSAGES = {
  vendorId: 'vendorId must be a whole number',
  price: 'price must be a number or empty',
} as const

/** List fields a product CSV may carry; each cell holds one entry per line. */
const MULTI_LINE_FIELDS = ['features', 'pros', 'cons', 'integrations', 'screenshots', 'supportedPlatforms'] as const

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
const isWholeNumber = (v: unknown) =>
  (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\s*\d+\s*$/.test(v))
const isNumber = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v))

/** Why a product row is refused, or null when the row rule accepts it. */
export function productCsvRowError(row: { vendorId?: unknown; name?: unknown; price?: unknown }): string | null {
  if (isBlank(row.vendorId) || isBlank(row.name) || typeof row.name !== 'string') return MISSING_PRODUCT_FIELDS_MESSAGE
  if (!isWholeNumber(row.vendorId)) return PRODUCT_ROW_MESSAGES.vendorId
  if (!isBlank(row.price) && !isNumber(row.price)) return PRODUCT_ROW_MESSAGES.price
  return null
}

/** A multi-line cell: one entry per line, entries trimmed, blank lines dropped. */
export const splitLines = (v: string | undefined): string[] =>
  (v ?? '').split(/\r?\n/).map((s) => s.trim()).filter(Boolean)

/**
 * One CSV record as product input. vendorId and price become numbers when they read as numbers and
 * stay as typed otherwise, so the row rule can say what is wrong; blank text is left out.
 */
export function productFromCsvRecord(record: CsvRecord): Record<string, unknown> {
  const text = (v: string | undefined) => (v ?? '').trim()
  const out: Record<string, unknown> = { vendorId: null, name: text(record.name), price: null }
  const vendorId = text(record.vendorId)
  if (vendorId) out.vendorId = /^\d+$/.test(vendorId) ? Number(vendorId) : vendorId
  const price = text(record.price)
  if (price) out.price = isNumber(price) ? Number(price) : price
  for (const field of ['description', 'pricingDetails'] as const) {
    if (text(record[field])) out[field] = text(record[field])
  }
  for (const field of MULTI_LINE_FIELDS) {
    if (record[field] !== undefined) out[field] = splitLines(record[field])
  }
  return out
}
