// The quantity rule (sync/rules/plan-quantity) for a cart line on the local copy: the line's option
// decides whether its quantity counts users (within the plan's user limits) or units, as on the server.
import { planQuantityProblem } from '../../../sync/rules/plan-quantity'
import type { VettedDb } from '../../db/db'

/** Why a line of this option cannot hold this quantity, in the buyer's words; null when it can. */
export async function lineQuantityProblem(d: VettedDb, optionId: number | null, quantity: number): Promise<string | null> {
  const option = optionId === null ? null : ((await d.pricingOptions.get(optionId)) ?? null)
  return planQuantityProblem(option, quantity)
}
