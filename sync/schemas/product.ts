// Products (software and hardware) belong to a vendor; tiers and pricing options hang off them.
import { z } from 'zod'
import { flag, id, numeric, optionalText, pageQueryFields, rowMeta, safeUrl, textList, urlList } from './common'

export const PRODUCT_TYPES = ['software', 'hardware'] as const

const productFields = {
  vendorId: id,
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  slug: optionalText(200),
  description: optionalText(5000),
  category: optionalText(100),
  type: z.enum(PRODUCT_TYPES, 'Type must be software or hardware').optional(),
  logoUrl: safeUrl,
  featured: flag.optional(),
  demoUrl: safeUrl,
  demoVideo: safeUrl,
  screenshots: urlList().optional(),
  features: textList().optional(),
  pros: textList().optional(),
  cons: textList().optional(),
  integrations: textList().optional(),
  price: numeric.pipe(z.number().min(0, 'Price cannot be negative')).nullish(),
  pricingDetails: optionalText(5000),
  productUrl: safeUrl,
  systemRequirements: optionalText(2000),
  supportedPlatforms: textList(20, 100).optional(),
}

export const productCreateSchema = z.object(productFields)
export const productUpdateSchema = z.object(productFields).partial()
export type ProductInput = z.infer<typeof productCreateSchema>
export type ProductUpdate = z.infer<typeof productUpdateSchema>

export const productVendorSchema = z.object({ name: z.string(), slug: z.string(), logoUrl: z.string().nullable() })
/** The vendor summary a product carries in REST answers and search hits. */
export type ProductVendor = z.infer<typeof productVendorSchema>

export const productSchema = z.object({
  ...rowMeta,
  vendorId: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  type: z.enum(PRODUCT_TYPES),
  logoUrl: z.string().nullable(),
  featured: z.boolean(),
  demoUrl: z.string().nullable(),
  demoVideo: z.string().nullable(),
  screenshots: z.array(z.string()),
  features: z.array(z.string()),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  integrations: z.array(z.string()),
  price: z.number().nullable(),
  pricingDetails: z.string().nullable(),
  productUrl: z.string().nullable(),
  systemRequirements: z.string().nullable(),
  supportedPlatforms: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Filled in REST answers from the vendor row; the change feed leaves it out (clients join locally). */
  vendor: productVendorSchema.optional(),
})
export type Product = z.infer<typeof productSchema>

export const productListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  vendorId: id.optional(),
  category: z.string().trim().max(100).optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  featured: flag.optional(),
  ...pageQueryFields,
})
