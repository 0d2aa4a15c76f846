// Vendors: the catalogue's companies. Input schemas leave defaults to the server; the row schema is
// what the API and the change feed send.
import { z } from 'zod'
import { flag, integer, numeric, optionalText, pageQueryFields, rating, rowMeta, safeUrl, textList, urlList } from './common'
import { trustInputFields, trustRowFields } from './trust'

export const VENDOR_CATEGORIES = [
  { name: 'Security', slug: 'security' },
  { name: 'Productivity', slug: 'productivity' },
  { name: 'IT Operations', slug: 'it-operations' },
  { name: 'Business Operations', slug: 'business-operations' },
  { name: 'HR', slug: 'hr' },
  { name: 'Finance', slug: 'finance' },
  { name: 'Marketing', slug: 'marketing' },
] as const

const vendorFields = {
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  slug: optionalText(200),
  logoUrl: safeUrl,
  category: optionalText(100),
  description: optionalText(5000),
  featured: flag.optional(),
  securityRating: rating.nullish(),
  valueRating: rating.nullish(),
  supportRating: rating.nullish(),
  easeOfUseRating: rating.nullish(),
  featureRating: rating.nullish(),
  rating: rating.nullish(),
  reviewCount: integer.pipe(z.number().min(0, 'Review count cannot be negative')).nullish(),
  startingPrice: numeric.pipe(z.number().min(0, 'Price cannot be negative')).nullish(),
  pricingModel: optionalText(200),
  pricingDetails: optionalText(5000),
  pricingUrl: safeUrl,
  demoUrl: safeUrl,
  demoVideo: safeUrl,
  pros: textList().optional(),
  cons: textList().optional(),
  features: textList().optional(),
  integrations: textList().optional(),
  screenshots: urlList().optional(),
  deploymentOptions: textList(10, 50).optional(),
  categories: textList(20, 100).optional(),
  marketScore: rating.nullish(),
  ...trustInputFields,
}

export const vendorCreateSchema = z.object(vendorFields)
export const vendorUpdateSchema = z.object(vendorFields).partial()
export type VendorInput = z.infer<typeof vendorCreateSchema>
export type VendorUpdate = z.infer<typeof vendorUpdateSchema>

export const vendorSchema = z.object({
  ...rowMeta,
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  featured: z.boolean(),
  securityRating: z.number().nullable(),
  valueRating: z.number().nullable(),
  supportRating: z.number().nullable(),
  easeOfUseRating: z.number().nullable(),
  featureRating: z.number().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  startingPrice: z.number().nullable(),
  pricingModel: z.string().nullable(),
  pricingDetails: z.string().nullable(),
  pricingUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  demoVideo: z.string().nullable(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  features: z.array(z.string()),
  integrations: z.array(z.string()),
  screenshots: z.array(z.string()),
  deploymentOptions: z.array(z.string()),
  categories: z.array(z.string()),
  marketScore: z.number(),
  ...trustRowFields,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Vendor = z.infer<typeof vendorSchema>

export const vendorListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(100).optional(),
  featured: flag.optional(),
  ...pageQueryFields,
})
