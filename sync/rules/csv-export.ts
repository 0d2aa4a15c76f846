// The vendor CSV export ("vendors-{date}.csv"): every vendor column, in the snake_case
// names the vendor import reads (so an exported file can be edited and imported again: csv-vendor-row.ts
// reads every column written here but the ids and times), lists joined with semicolons as the import
// splits them. Addresses on the site itself ("/media/logos/...") are written absolute, with the site's
// public address in front, as the import's row rule wants logos ("starts with http"). The file is written
// by csv-writer.ts, which neutralises every cell against CSV injection, quotes it and leads with the byte
// order mark.
import type { Vendor } from '../schemas'
import { cellText, csvFileText } from './csv-writer'
import { isSitePath } from './site-path'

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
  ['soc2_type', 'soc2Type'],
  ['soc2_period_end', 'soc2PeriodEnd'],
  ['soc2_report_date', 'soc2ReportDate'],
  ['iso27001_expiry', 'iso27001Expiry'],
  ['gdpr_dpa', 'gdprDpa'],
  ['hipaa', 'hipaa'],
  ['pen_test_date', 'penTestDate'],
  ['data_residency', 'dataResidency'],
  ['subprocessors', 'subprocessors'],
  ['security_contact', 'securityContact'],
  ['created_at', 'createdAt'],
  ['updated_at', 'updatedAt'],
  ['version', 'version'],
]

/** The fields that hold addresses, which a file must carry absolute. */
const ADDRESS_FIELDS: ReadonlySet<VendorField> = new Set(['logoUrl', 'pricingUrl', 'demoUrl', 'demoVideo', 'screenshots'])

/** An address on the site ("/media/logos/x.svg") with the site's public address in front; others as they are. */
export const absoluteAddress = (value: string, siteUrl: string): string => (isSitePath(value) ? `${siteUrl.replace(/\/+$/, '')}${value}` : value)

function exportValue(vendor: Vendor, field: VendorField, siteUrl: string): unknown {
  const value = vendor[field]
  if (!ADDRESS_FIELDS.has(field)) return value
  if (Array.isArray(value)) return value.map((v: string) => absoluteAddress(v, siteUrl))
  return typeof value === 'string' ? absoluteAddress(value, siteUrl) : value
}

/** The header row and one row per vendor, as plain cell text (csvFileText neutralises and quotes). */
export function vendorExportRows(vendors: readonly Vendor[], siteUrl: string): string[][] {
  const header = VENDOR_EXPORT_COLUMNS.map(([column]) => column)
  const rows = vendors.map((v) => VENDOR_EXPORT_COLUMNS.map(([, field]) => cellText(exportValue(v, field, siteUrl))))
  return [header, ...rows]
}

/** The export file's text for these vendors, in the given order; `siteUrl` is the site's public address. */
export function vendorExportCsv(vendors: readonly Vendor[], siteUrl: string): string {
  return csvFileText(vendorExportRows(vendors, siteUrl))
}

/** "vendors-yyyy-mm-dd.csv" for the local calendar day of `date`. */
export function vendorExportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `vendors-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`
}
