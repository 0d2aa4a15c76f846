// Which plan the buyer has chosen on the product page (a tier and one of its pricing options, or a tier
// without options) and which one is chosen at first. How many users or units a plan starts at is the
// quantity rule's (sync/rules/plan-quantity).
import { initialPlan } from '../../../sync/rules/plan-choice'
import type { PricingOption } from '../../../sync/schemas'
import type { ProductPlan } from '../../data/catalog/product-detail-hooks'

export interface PlanChoice {
  tierId: number
  /** Null for a tier without pricing options ("Contact for pricing"). */
  optionId: number | null
}

/** The radio value of a choice, and back. */
export const choiceValue = (c: PlanChoice) => `${c.tierId}:${c.optionId ?? 'none'}`
export function parseChoice(value: string): PlanChoice | null {
  const [tier, option] = value.split(':')
  const tierId = Number(tier)
  if (!Number.isInteger(tierId)) return null
  return { tierId, optionId: option === 'none' ? null : Number(option) }
}

/** The first choice shown: the plan of sync/rules/plan-choice (popular tier, recommended option). */
export function initialChoice(plans: readonly ProductPlan[]): PlanChoice | null {
  const first = initialPlan(plans)
  return first && { tierId: first.plan.tier.id, optionId: first.option?.id ?? null }
}

/** The chosen plan and option, or null when the choice no longer exists (the catalogue changed). */
export function resolveChoice(plans: readonly ProductPlan[], choice: PlanChoice | null): { plan: ProductPlan; option: PricingOption | null } | null {
  if (!choice) return null
  const plan = plans.find((p) => p.tier.id === choice.tierId)
  if (!plan) return null
  if (choice.optionId === null) return plan.options.length === 0 ? { plan, option: null } : null
  const option = plan.options.find((o) => o.id === choice.optionId)
  return option ? { plan, option } : null
}
