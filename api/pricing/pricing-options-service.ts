// Pricing-option rules: the tier must exist, the option defaults, at most one recommended option per
// tier (saving one as recommended clears the others, each with a new version so clients see it), user
// bounds checked against the stored row on partial updates, and deletes one by one or per product.
import { ENTITIES } from '../../sync/entities'
import type { PricingOption, PricingOptionInput, PricingOptionUpdate } from '../../sync/schemas'
import { deletePricingOption as cascadeDeleteOption } from '../catalog/cascade'
import type { Db } from '../db/connection'
import { insertRow, updateRow } from '../db/repo'
import { pricingOptionsTable } from '../db/tables'
import { assertDeleteVersion, badRequest, notFound, preconditionFailed } from '../http/errors'
import { stripNullish } from '../vendors/vendors-service'
import { findPricingOption, findTier, optionIdsOfProduct, otherRecommendedOptionIds, productExists } from './pricing-repo'

const OPTION_DEFAULTS = ENTITIES.pricingOption.defaults

const tierNotFound = () => badRequest('Tier not found', { productTierId: 'Tier not found' })

function assertUserBounds(minimumUsers: unknown, maximumUsers: unknown): void {
  if (typeof minimumUsers === 'number' && typeof maximumUsers === 'number' && maximumUsers < minimumUsers) {
    const message = 'Maximum users cannot be below minimum users'
    throw badRequest(message, { maximumUsers: message })
  }
}

/** Clears the flag on the tier's other options once `option` is saved as the recommended one. */
async function keepOneRecommended(db: Db, option: PricingOption): Promise<void> {
  if (!option.isRecommended) return
  for (const id of await otherRecommendedOptionIds(db, option.productTierId, option.id)) {
    await updateRow(db, pricingOptionsTable, id, { isRecommended: false })
  }
}

export async function createPricingOption(db: Db, input: PricingOptionInput): Promise<PricingOption> {
  if (!await findTier(db, input.productTierId)) throw tierNotFound()
  const values = { ...OPTION_DEFAULTS, ...stripNullish(input) }
  assertUserBounds(values.minimumUsers, values.maximumUsers)
  const option = await insertRow(db, pricingOptionsTable, values)
  await keepOneRecommended(db, option)
  return option
}

export async function updatePricingOption(db: Db, id: number, input: PricingOptionUpdate, expectedVersion?: number): Promise<PricingOption> {
  const current = await findPricingOption(db, id)
  if (!current) throw notFound('Pricing option')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  if (input.productTierId !== undefined && !await findTier(db, input.productTierId)) throw tierNotFound()
  // Columns that cannot be null fall back to their default when a client clears them.
  const values: Record<string, unknown> = { ...input }
  for (const field of ['setupFee', 'trialDays', 'minimumUsers'] as const) {
    if (values[field] === null) values[field] = OPTION_DEFAULTS[field]
  }
  const merged = { ...current, ...values }
  assertUserBounds(merged.minimumUsers, merged.maximumUsers)
  const option = await updateRow(db, pricingOptionsTable, id, values)
  await keepOneRecommended(db, option)
  return option
}

export async function deletePricingOption(db: Db, id: number, expectedVersion?: number): Promise<void> {
  const current = await findPricingOption(db, id)
  if (!current) throw notFound('Pricing option')
  assertDeleteVersion(current, expectedVersion)
  await cascadeDeleteOption(db, id)
}

/** Clear-all: every option of every tier of the product; answers how many went. */
export async function deleteAllPricingOptions(db: Db, productId: number): Promise<{ deleted: number }> {
  if (!await productExists(db, productId)) throw notFound('Product')
  const ids = await optionIdsOfProduct(db, productId)
  for (const id of ids) await cascadeDeleteOption(db, id)
  return { deleted: ids.length }
}
