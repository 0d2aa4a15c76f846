// The vendor CSV export (admin spec 7, "vendors-{date}.csv"): every vendor column, in the snake_case
// names the vendor import reads (so an exported file can be edited and imported again), lists joined
// with semicolons as the import splits them, and every cell neutralised against CSV injection (ASVS 5.0
// V1.2.10; docs/security.md): a spreadsheet must show each cell as text, never run it as a formula.
//
// - A cell starting with = + - @ tab or carriage return gets a leading single quote.
// - So does each `;`-separated part of a cell (each list item, or `=1+1` in `ok;=1+1`): a spreadsheet
//   whose list separator is `;` (most of Europe) may open the file with `;` as the separator, and every
//   part then becomes a cell of its own; so does each line of a cell, for the same reader.
// - Leading spaces before such a character do not hide it: some imports trim them.
// - Every cell is quoted (RFC 4180), so a `;`-separated reader that honours quotes keeps each cell
//   whole, and one that splits on `,` never sees a field start inside a cell.
// The board export (sync/rules/board-csv.ts) uses the same two rules.
import type { Vendor } from '../schemas'

type VendorField = keyof Vendor

/** [CSV header, vendor field]; the import's columns keep the import's names, the rest follow its style. */
export const VENDOR_EXPORT_COLUMNS: readonly (readonly [string, VendorField])[] = [
  ['id', 'id'],
  ['name', 'name'],
  ['slug', 'slug'],
  ['description', 'description'],
  ['category', 'category'],
  ['logo_url', 'logoUrl'],
  ['featured', 'featured'],
  ['security_rating', 'securityRating'],
  ['value_rating', 'valueRating'],
  ['support_rating', 'supportRating'],
  ['ease_of_use_rating', 'easeOfUseRating'],
  ['feature_rating', 'featureRating'],
  ['rating', 'rating'],
  ['review_count', 'reviewCount'],
  ['market_score', 'marketScore'],
  ['starting_price', 'startingPrice'],
  ['pricing_model', 'pricingModel'],
  ['pricing_details', 'pricingDetails'],
  ['pricing_url', 'pricingUrl'],
  ['demo_video', 'demoVideo'],
  ['demo_url', 'demoUrl'],
  ['pros', 'pros'],
  ['cons', 'cons'],
  ['features', 'features'],
  ['integrations', 'integrations'],
  ['screenshots', 'screenshots'],
  ['deployment_options', 'deploymentOptions'],
  ['categories', 'categories'],
  ['created_at', 'createdAt'],
  ['updated_at', 'updatedAt'],
  ['version', 'version'],
]

/**
 * Where a part of a cell starts (the cell's start, or after a `;` or a line break) that a spreadsheet
 * may run as a formula: = + - @ tab or carriage return, after any spaces or double quotes (a reader
 * that ignores the cell's quoting drops those). Only the separator is consumed, so a carriage return
 * that starts a part is also the start of the next one.
 */
const FORMULA_PART = /(^|[;\r\n])(?=(?:[^\S\r\n]|")*[=+\-@\t\r])/g

/**
 * The cell with a leading single quote on each part a spreadsheet would run as a formula; anything
 * else is kept. Line breaks separate parts too: a `;`-separated reader that does not honour the
 * quoting starts a new row at each one.
 */
export function neutraliseCell(text: string): string {
  return text.replace(FORMULA_PART, "$1'")
}

/** A field value as cell text: lists joined with ";", absent values empty, booleans true/false. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map((v) => String(v as string)).join(';')
  return plainText(value)
}

/** A single value as text; an object (never expected in a cell) as its JSON rather than "[object Object]". */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value) ?? ''
}

/** RFC 4180 quoting, for every cell: wrapped in double quotes, inner quotes doubled. */
export function quoteCell(text: string): string {
  return `"${text.replace(/"/g, '""')}"`
}

/** The header row and one row per vendor, each cell already neutralised (quoted by toCsv). */
export function vendorExportRows(vendors: readonly Vendor[]): string[][] {
  const header = VENDOR_EXPORT_COLUMNS.map(([column]) => column)
  const rows = vendors.map((v) => VENDOR_EXPORT_COLUMNS.map(([, field]) => neutraliseCell(cellText(v[field]))))
  return [header, ...rows]
}

/** Rows as CSV text with CRLF line ends (what spreadsheets expect). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteCell).join(',')).join('\r\n') + '\r\n'
}

/** "vendors-yyyy-mm-dd.csv" for the local calendar day of `date` (the spec leaves the format open). */
export function vendorExportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `vendors-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`
}
