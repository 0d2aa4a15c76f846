// What the buyer has chosen on the subscribe screen, kept in the address (?tier=&option=&users=) so it
// survives signing in, a reload, or a link from the cart. Only a tier's pricing option can be subscribed
// to; an option the catalogue no longer has falls back to the suggested plan.
import { initialPlan } from '../../../sync/rules/plan-choice'
import type { PricingOption } from '../../../sync/schemas'
import type { ProductPlan } from '../../data/catalog/product-detail-hooks'

export interface SubscribeChoice {
  plan: ProductPlan
  option: PricingOption
}

/** The plans that can be subscribed to: tiers with at least one pricing option. */
export const subscribablePlans = (plans: readonly ProductPlan[]) => plans.filter((p) => p.options.length > 0)

export function findChoice(plans: readonly ProductPlan[], optionId: number | null): SubscribeChoice | null {
  const withOptions = subscribablePlans(plans)
  for (const plan of withOptions) {
    const option = plan.options.find((o) => o.id === optionId)
    if (option) return { plan, option }
  }
  const suggested = initialPlan(withOptions)
  return suggested?.option ? { plan: suggested.plan, option: suggested.option } : null
}
