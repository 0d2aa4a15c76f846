// The product dialog's values (strings as typed, lists one per line) and their way to the product
// schema of sync/schemas. A vendor created offline still has a temporary (negative) id: allowed.
import { z } from 'zod'
import { productCreateSchema, type Product } from '../../../../sync/schemas'
import { linesToList, listToLines, numberText, optionalNumber } from '../shared/schema-resolver'

export const productFormSchema = productCreateSchema
export type ProductFormOutput = z.output<typeof productFormSchema>

const TEXT = ['name', 'slug', 'category', 'description', 'logoUrl', 'demoUrl', 'demoVideo', 'pricingDetails', 'productUrl', 'systemRequirements'] as const
const LISTS = ['screenshots', 'features', 'pros', 'cons', 'integrations', 'supportedPlatforms'] as const

export type ProductFormValues = Record<(typeof TEXT)[number] | (typeof LISTS)[number], string> & {
  vendorId: string
  type: 'software' | 'hardware'
  price: string
  featured: boolean
}

export const PRODUCT_TAB_OF: Record<string, string> = {
  name: 'basic', slug: 'basic', vendorId: 'basic', category: 'basic', type: 'basic', description: 'basic',
  logoUrl: 'media', demoUrl: 'media', demoVideo: 'media', screenshots: 'media',
  features: 'features', pros: 'features', cons: 'features', integrations: 'features',
  featured: 'settings', price: 'settings', pricingDetails: 'settings', productUrl: 'settings', systemRequirements: 'settings', supportedPlatforms: 'settings',
}

export function productFormValues(p: Product | null): ProductFormValues {
  const values = { vendorId: p ? String(p.vendorId) : '', type: p?.type ?? 'software', price: numberText(p?.price), featured: p?.featured ?? false } as ProductFormValues
  for (const f of TEXT) values[f] = (p?.[f]) ?? ''
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
