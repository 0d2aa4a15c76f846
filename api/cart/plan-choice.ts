// Checks that a buyer's choice holds together: the product exists, the tier is one of the product's
// tiers and the pricing option one of the tier's options. The cart and subscription requests share it;
// a broken chain answers 400 naming the field, so a form can show the message beside it.
import { defaultPricingOption } from '../../sync/rules/plan-choice'
import type { PricingOption, Product, ProductTier } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere } from '../db/repo'
import { pricingOptionsTable, productsTable, tiersTable } from '../db/tables'
import { badRequest } from '../http/errors'

export interface PlanIds {
  productId: number
  tierId?: number | null
  pricingOptionId?: number | null
}

export interface PlanChoice {
  product: Product
  tier: ProductTier | null
  option: PricingOption | null
}

export const PLAN_MESSAGES = {
  product: 'Product not found',
  tier: "This tier is not one of the product's tiers",
  option: "This pricing option is not one of the tier's options",
  productOption: "This pricing option is not one of the product's options",
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message })

/** The product, tier and option behind the ids; an option given without its tier brings its tier along. */
export async function checkPlanChoice(db: Db, ids: PlanIds): Promise<PlanChoice> {
  const product = await findById(db, productsTable, ids.productId)
  if (!product) throw fieldError('productId', PLAN_MESSAGES.product)
  const option = ids.pricingOptionId ? await findById(db, pricingOptionsTable, ids.pricingOptionId) : undefined
  if (ids.pricingOptionId && !option) throw fieldError('pricingOptionId', PLAN_MESSAGES.option)

  const tierId = ids.tierId ?? option?.productTierId
  const tier = tierId ? await findById(db, tiersTable, tierId) : undefined
  if (tierId && tier?.productId !== product.id) {
    throw ids.tierId ? fieldError('tierId', PLAN_MESSAGES.tier) : fieldError('pricingOptionId', PLAN_MESSAGES.productOption)
  }
  if (option && option.productTierId !== tier?.id) throw fieldError('pricingOptionId', PLAN_MESSAGES.option)
  return { product, tier: tier ?? null, option: option ?? null }
}

/** The option a tier offers by default: the rule of sync/rules/plan-choice, over the tier's options. */
export async function defaultOption(db: Db, tierId: number): Promise<PricingOption | null> {
  return defaultPricingOption(await findWhere(db, pricingOptionsTable, 'product_tier_id = ?', tierId))
}
