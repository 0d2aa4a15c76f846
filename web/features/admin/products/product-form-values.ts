// The product dialog's values (strings as typed, lists one per line) and their way to the product
// schema of sync/schemas. A vendor created offline still has a temporary (negative) id: allowed.
import { z } from 'zod'
import { productCreateSchema, type Product, type ProductInput } from '../../../../sync/schemas'
import { fieldsOf, type FieldKind, type FormValuesOf } from '../shared/form-values'
import { linesToList, listToLines, numberText, optionalNumber } from '../shared/schema-resolver'

export const productFormSchema = productCreateSchema
export type ProductFormOutput = z.output<typeof productFormSchema>

export type ProductFormValues = FormValuesOf<ProductInput>

/** Every field of the product input; vendorId, type and price have their own conversions. */
const FIELD_KINDS = {
  name: 'text', slug: 'text', category: 'text', description: 'text', logoUrl: 'text', demoUrl: 'text', demoVideo: 'text',
  pricingDetails: 'text', productUrl: 'text', systemRequirements: 'text',
  screenshots: 'list', features: 'list', pros: 'list', cons: 'list', integrations: 'list', supportedPlatforms: 'list',
  vendorId: 'number', price: 'number', type: 'choice', featured: 'flag',
} as const satisfies Record<keyof ProductInput, FieldKind>
const TEXT = fieldsOf(FIELD_KINDS, 'text')
const LISTS = fieldsOf(FIELD_KINDS, 'list')

export const PRODUCT_TAB_OF: Record<string, string> = {
  name: 'basic', slug: 'basic', vendorId: 'basic', category: 'basic', type: 'basic', description: 'basic',
  logoUrl: 'media', demoUrl: 'media', demoVideo: 'media', screenshots: 'media',
  features: 'features', pros: 'features', cons: 'features', integrations: 'features',
  featured: 'settings', price: 'settings', pricingDetails: 'settings', productUrl: 'settings', systemRequirements: 'settings', supportedPlatforms: 'settings',
} satisfies Record<keyof ProductInput, string>

export function productFormValues(p: Product | null): ProductFormValues {
  const values = { vendorId: p ? String(p.vendorId) : '', type: p?.type ?? 'software', price: numberText(p?.price), featured: p?.featured ?? false } as ProductFormValues
  for (const f of TEXT) values[f] = p?.[f] ?? ''
  for (const f of LISTS) values[f] = listToLines(p?.[f])
  return values
}

export function productInputOf(values: ProductFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {
    vendorId: values.vendorId === '' ? undefined : Number(values.vendorId),
    type: values.type,
    featured: values.featured,
    price: optionalNumber(values.price),
  }
  for (const f of TEXT) input[f] = values[f].trim() === '' ? null : values[f].trim()
  input.name = values.name
  for (const f of LISTS) input[f] = linesToList(values[f])
  return input
}
