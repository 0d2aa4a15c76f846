// Product tiers and their pricing options.
import { z } from 'zod'
import { flag, id, integer, numeric, optionalText, rowMeta, textList } from './common'
import { CURRENCIES } from './currencies'

export { CURRENCIES, type Currency } from './currencies'
export const PAYMENT_FREQUENCIES = ['monthly', 'annually', 'quarterly', 'one-time'] as const
export const CONTRACT_TERMS = ['monthly', 'annual', 'quarterly', 'flexible'] as const
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number]

const tierFields = {
  productId: id,
  name: z.string().trim().min(1, 'Tier name is required').max(120),
  description: optionalText(2000),
  features: textList().optional(),
  isPopular: flag.optional(),
  sortOrder: integer.optional(),
}
export const tierCreateSchema = z.object(tierFields)
export const tierUpdateSchema = z.object(tierFields).partial()
export type TierInput = z.infer<typeof tierCreateSchema>
export type TierUpdate = z.infer<typeof tierUpdateSchema>

export const tierSchema = z.object({
  ...rowMeta,
  productId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  isPopular: z.boolean(),
  sortOrder: z.number(),
})
export type ProductTier = z.infer<typeof tierSchema>

const money = numeric.pipe(z.number().min(0, 'Cannot be negative').max(100_000_000, 'Too large'))
const count = integer.pipe(z.number().min(0, 'Cannot be negative'))

const optionFields = {
  productTierId: id,
  price: money,
  currency: z.enum(CURRENCIES, 'Currency must be USD, EUR or GBP').optional(),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES, 'Payment frequency must be monthly, annually, quarterly or one-time').optional(),
  contractTerm: z.enum(CONTRACT_TERMS, 'Contract term must be monthly, annual, quarterly or flexible').optional(),
  setupFee: money.nullish(),
  trialDays: count.nullish(),
  minimumUsers: count.nullish(),
  maximumUsers: count.nullish(),
  pricePerUser: flag.optional(),
  isRecommended: flag.optional(),
}

type UserBounds = { minimumUsers?: number | null; maximumUsers?: number | null }
const usersInOrder = (o: UserBounds, ctx: z.RefinementCtx) => {
  if (o.maximumUsers != null && o.minimumUsers != null && o.maximumUsers < o.minimumUsers) {
    ctx.addIssue({ code: 'custom', path: ['maximumUsers'], message: 'Maximum users cannot be below minimum users' })
  }
}
export const pricingOptionCreateSchema = z.object(optionFields).superRefine(usersInOrder)
export const pricingOptionUpdateSchema = z.object(optionFields).partial().superRefine(usersInOrder)
export type PricingOptionInput = z.infer<typeof pricingOptionCreateSchema>
export type PricingOptionUpdate = z.infer<typeof pricingOptionUpdateSchema>

export const pricingOptionSchema = z.object({
  ...rowMeta,
  productTierId: z.number(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  contractTerm: z.enum(CONTRACT_TERMS),
  setupFee: z.number(),
  trialDays: z.number(),
  minimumUsers: z.number(),
  maximumUsers: z.number().nullable(),
  pricePerUser: z.boolean(),
  isRecommended: z.boolean(),
})
export type PricingOption = z.infer<typeof pricingOptionSchema>
