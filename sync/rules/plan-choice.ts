// Which plan a buyer starts from. Within a tier, the option marked recommended, else the
// first one added; across a product, the tier marked most popular, else the first in the order shown.
// The product page and the subscribe screen preselect this plan; the browser's cart and the server's
// cart (api/cart) give a tier added without an option its default option, so both land on the same line.

/** The option a tier brings when none is chosen: the recommended one, else the first added (lowest id); null without options. */
export function defaultPricingOption<O extends { id: number; isRecommended?: unknown }>(tierOptions: readonly O[]): O | null {
  const byId = [...tierOptions].sort((a, b) => a.id - b.id)
  return byId.find((o) => o.isRecommended === true) ?? byId[0] ?? null
}

/** A tier with its options, in the order the product page shows the tiers. */
export interface TierPlan {
  tier: { isPopular: boolean }
  options: readonly { id: number; isRecommended: boolean }[]
}

/** The plan chosen at first: the popular tier (else the first) with its default option (null for a tier without options). */
export function initialPlan<P extends TierPlan>(plans: readonly P[]): { plan: P; option: P['options'][number] | null } | null {
  const plan = plans.find((p) => p.tier.isPopular) ?? plans[0]
  return plan ? { plan, option: defaultPricingOption<P['options'][number]>(plan.options) } : null
}
