// The vendor dialog's values (strings as typed, lists one per line) and their way to the vendor
// schema of sync/schemas. The form adds its own input limits: overall rating at least 1.
import { z } from 'zod'
import { DEFAULT_MARKET_SCORE, DEFAULT_OVERALL_RATING } from '../../../../sync/rules/ratings'
import { rating, vendorCreateSchema, VENDOR_CATEGORIES, type Vendor, type VendorInput } from '../../../../sync/schemas'
import { fieldsOf, type FieldKind, type FormValuesOf } from '../shared/form-values'
import { linesToList, listToLines, numberText, optionalNumber } from '../shared/schema-resolver'

export const vendorFormSchema = vendorCreateSchema.extend({
  rating: rating.pipe(z.number().min(1, 'Overall rating must be at least 1')).nullish(),
})
export type VendorFormOutput = z.output<typeof vendorFormSchema>

/** The fields the dialog edits: every field of the vendor input but `categories`, which follows the main category. */
type VendorFormField = Exclude<keyof VendorInput, 'categories'>
export type VendorFormValues = FormValuesOf<VendorInput, VendorFormField>

const FIELD_KINDS = {
  name: 'text', slug: 'text', category: 'text', description: 'text', pricingModel: 'text', pricingDetails: 'text',
  pricingUrl: 'text', logoUrl: 'text', demoUrl: 'text', demoVideo: 'text',
  securityRating: 'number', valueRating: 'number', supportRating: 'number', easeOfUseRating: 'number', featureRating: 'number',
  rating: 'number', reviewCount: 'number', startingPrice: 'number', marketScore: 'number',
  pros: 'list', cons: 'list', features: 'list', integrations: 'list', screenshots: 'list', deploymentOptions: 'list',
  featured: 'flag',
  soc2Type: 'choice', soc2PeriodEnd: 'text', soc2ReportDate: 'text', iso27001Expiry: 'text', penTestDate: 'text', securityContact: 'text',
  gdprDpa: 'flag', hipaa: 'flag', dataResidency: 'list', subprocessors: 'list',
} as const satisfies Record<VendorFormField, FieldKind>
const TEXT = fieldsOf(FIELD_KINDS, 'text')
const NUMBERS = fieldsOf(FIELD_KINDS, 'number')
const LISTS = fieldsOf(FIELD_KINDS, 'list')
const FLAGS = fieldsOf(FIELD_KINDS, 'flag')

/** Which dialog tab holds each field, to open the tab of the first error. */
export const VENDOR_TAB_OF: Record<string, string> = {
  name: 'basic', slug: 'basic', category: 'basic', description: 'basic', featured: 'basic', deploymentOptions: 'basic',
  startingPrice: 'pricing', pricingModel: 'pricing', pricingDetails: 'pricing', pricingUrl: 'pricing',
  features: 'features', pros: 'features', cons: 'features', integrations: 'features',
  logoUrl: 'media', demoUrl: 'media', demoVideo: 'media', screenshots: 'media',
  securityRating: 'ratings', valueRating: 'ratings', supportRating: 'ratings', easeOfUseRating: 'ratings', featureRating: 'ratings',
  rating: 'ratings', reviewCount: 'ratings', marketScore: 'ratings',
  soc2Type: 'trust', soc2PeriodEnd: 'trust', soc2ReportDate: 'trust', iso27001Expiry: 'trust', penTestDate: 'trust', securityContact: 'trust',
  gdprDpa: 'trust', hipaa: 'trust', dataResidency: 'trust', subprocessors: 'trust',
} satisfies Record<VendorFormField, string>

export function vendorFormValues(v: Vendor | null): VendorFormValues {
  const values = { soc2Type: v?.soc2Type ?? 'none' } as VendorFormValues
  for (const f of FLAGS) values[f] = v?.[f] ?? false
  for (const f of TEXT) values[f] = v?.[f] ?? ''
  for (const f of NUMBERS) values[f] = numberText(v?.[f])
  for (const f of LISTS) values[f] = listToLines(v?.[f])
  if (!v) Object.assign(values, { rating: String(DEFAULT_OVERALL_RATING), marketScore: String(DEFAULT_MARKET_SCORE), reviewCount: '0' })
  return values
}

/** Columns the server never stores empty: left out when cleared, so the stored value stays. */
const NOT_NULL = new Set(['rating', 'reviewCount', 'marketScore'])

export function vendorInputOf(values: VendorFormValues, existing: Vendor | null): Record<string, unknown> {
  const input: Record<string, unknown> = { soc2Type: values.soc2Type, categories: categoriesOf(values.category.trim() || null, existing) }
  for (const f of FLAGS) input[f] = values[f]
  for (const f of TEXT) input[f] = values[f].trim() === '' ? null : values[f].trim()
  input.name = values.name
  for (const f of NUMBERS) input[f] = optionalNumber(values[f]) ?? (NOT_NULL.has(f) ? undefined : null)
  for (const f of LISTS) input[f] = linesToList(values[f])
  return input
}

/** The main category leads the vendor's category list; the others it is also listed in stay. */
function categoriesOf(category: string | null, existing: Vendor | null): string[] {
  const others = (existing?.categories ?? []).filter((c) => c !== category && c !== existing?.category)
  return category ? [category, ...others] : others
}

export const categoryName = (slug: string | null | undefined): string =>
  VENDOR_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug ?? ''
