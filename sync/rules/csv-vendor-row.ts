// The vendor CSV import: which rows are accepted, and how a papaparse
// record with the CSV's snake_case columns becomes the camelCase vendor input the API takes. The admin
// screen runs both in the browser before sending; the server runs the row rule again on what arrives.
import { slugify } from './slugify'

export const NO_VALID_VENDORS_MESSAGE =
  'No valid vendor records found. Please ensure your CSV has proper name and logo_url columns with valid data.'

/** More rows than this in one import answers 400: a bigger file is almost certainly a mistake. */
export const MAX_IMPORT_ROWS = 50_000

export const VENDOR_ROW_MESSAGES = {
  name: 'Name must be 3 to 99 characters',
  nameContent: "Name cannot contain 'http', commas or semicolons",
  logoUrl: 'logo_url must start with http and point to a .jpg, .png, .jpeg, .gif or .svg image',
  descriptionLength: 'Description must be under 1000 characters',
  descriptionLinks: 'Description cannot contain http:// or www.',
} as const

/** The fields the row rule looks at, as they arrive in the import body (camelCase). */
export interface VendorRowFields {
  name?: unknown
  logoUrl?: unknown
  description?: unknown
}

/** Why a vendor row is refused, or null when the row rule accepts it. */
export function vendorCsvRowError(row: VendorRowFields): string | null {
  const name = typeof row.name === 'string' ? row.name.trim() : ''
  if (name.length < 3 || name.length > 99) return VENDOR_ROW_MESSAGES.name
  if (name.includes('http') || name.includes(',') || name.includes(';')) return VENDOR_ROW_MESSAGES.nameContent
  const logoUrl = typeof row.logoUrl === 'string' ? row.logoUrl.trim() : ''
  if (!logoUrl.startsWith('http') || !/\.(jpg|png|jpeg|gif|svg)/i.test(logoUrl)) return VENDOR_ROW_MESSAGES.logoUrl
  const { description } = row
  if (description === undefined || description === null || description === '') return null
  if (typeof description !== 'string' || description.length >= 1000) return VENDOR_ROW_MESSAGES.descriptionLength
  if (description.includes('http://') || description.includes('www.')) return VENDOR_ROW_MESSAGES.descriptionLinks
  return null
}

export type CsvRecord = Record<string, string | undefined>

const RATING_COLUMNS = {
  security_rating: 'securityRating',
  value_rating: 'valueRating',
  support_rating: 'supportRating',
  ease_of_use_rating: 'easeOfUseRating',
  feature_rating: 'featureRating',
} as const
const LIST_COLUMNS = { pros: 'pros', cons: 'cons', integrations: 'integrations', screenshots: 'screenshots' } as const
/** Columns the vendor export writes beyond the import's own columns, read back when present so an export round-trips. */
const EXPORT_LIST_COLUMNS = { features: 'features', deployment_options: 'deploymentOptions', categories: 'categories' } as const
const EXPORT_NUMBER_COLUMNS = { rating: 'rating', review_count: 'reviewCount', starting_price: 'startingPrice', market_score: 'marketScore' } as const
/**
 * The trust profile's columns (sync/schemas/trust.ts), read when the file has them: a blank cell
 * clears the field, and the server's schema checks dates, regions and the contact's address.
 */
const TRUST_TEXT_COLUMNS = {
  soc2_type: 'soc2Type', soc2_period_end: 'soc2PeriodEnd', soc2_report_date: 'soc2ReportDate', iso27001_expiry: 'iso27001Expiry',
  pen_test_date: 'penTestDate', security_contact: 'securityContact',
} as const
const TRUST_FLAG_COLUMNS = { gdpr_dpa: 'gdprDpa', hipaa: 'hipaa' } as const
const TRUST_LIST_COLUMNS = { data_residency: 'dataResidency', subprocessors: 'subprocessors' } as const
const TEXT_COLUMNS = {
  description: 'description',
  category: 'category',
  logo_url: 'logoUrl',
  pricing_model: 'pricingModel',
  pricing_details: 'pricingDetails',
  pricing_url: 'pricingUrl',
  demo_video: 'demoVideo',
  demo_url: 'demoUrl',
} as const

const trimmed = (v: string | undefined) => (v ?? '').trim()

/** A rating column: a number, 0 when blank or unreadable. */
export function csvRating(v: string | undefined): number {
  const n = Number.parseFloat(trimmed(v))
  return Number.isFinite(n) ? n : 0
}

/** A multi-value column: split on semicolons, entries trimmed, blanks dropped. */
export const splitSemicolons = (v: string | undefined): string[] =>
  trimmed(v).split(';').map((s) => s.trim()).filter(Boolean)

/**
 * One CSV record as the vendor input of POST /api/vendors/import. Blank text columns are left out so
 * the server's defaults apply; the slug comes from the name. The vendor CSV's own columns are
 * read by the rules above; the other columns the export writes (features, deployment options, categories,
 * overall rating, review count, starting price, market score, the trust profile) are read too when the
 * file has them.
 */
export function vendorFromCsvRecord(record: CsvRecord): Record<string, unknown> {
  const name = trimmed(record.name)
  const out: Record<string, unknown> = { name, slug: slugify(name) }
  for (const [column, field] of Object.entries(TEXT_COLUMNS)) {
    const value = trimmed(record[column])
    if (value) out[field] = value
  }
  out.featured = ['true', '1', 'TRUE'].includes(trimmed(record.featured))
  for (const [column, field] of Object.entries(RATING_COLUMNS)) out[field] = csvRating(record[column])
  for (const [column, field] of Object.entries(LIST_COLUMNS)) out[field] = splitSemicolons(record[column])
  for (const [column, field] of Object.entries(EXPORT_LIST_COLUMNS)) if (column in record) out[field] = splitSemicolons(record[column])
  for (const [column, field] of Object.entries(EXPORT_NUMBER_COLUMNS)) {
    const value = trimmed(record[column])
    if (value) out[field] = Number(value) // the server's schema refuses what is not a number in range
  }
  readTrustColumns(record, out)
  return out
}

function readTrustColumns(record: CsvRecord, out: Record<string, unknown>): void {
  for (const [column, field] of Object.entries(TRUST_TEXT_COLUMNS)) {
    if (!(column in record)) continue
    const value = trimmed(record[column])
    out[field] = value || (field === 'soc2Type' ? 'none' : null)
  }
  for (const [column, field] of Object.entries(TRUST_FLAG_COLUMNS)) if (column in record) out[field] = ['true', '1', 'TRUE'].includes(trimmed(record[column]))
  for (const [column, field] of Object.entries(TRUST_LIST_COLUMNS)) if (column in record) out[field] = splitSemicolons(record[column])
}
