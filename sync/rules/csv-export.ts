// The vendor CSV export (admin spec 7, "vendors-{date}.csv"): every vendor column, in the snake_case
// names the vendor import reads (so an exported file can be edited and imported again), lists joined
// with semicolons as the import splits them, and every cell neutralised against CSV injection
// (ARCHITECTURE 4: a cell starting with = + - @ tab or carriage return gets a leading single quote, so
// a spreadsheet shows it as text instead of running it as a formula).
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

const FORMULA_START = /^[=+\-@\t\r]/

/** A cell a spreadsheet would run as a formula gets a leading single quote; anything else is kept. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** A field value as cell text: lists joined with ";", absent values empty, booleans true/false. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map((v) => String(v)).join(';')
  return String(value)
}

/** RFC 4180 quoting: a cell with a comma, quote or line break is wrapped in quotes, quotes doubled. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The header row and one row per vendor, each cell already neutralised (not yet quoted). */
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
