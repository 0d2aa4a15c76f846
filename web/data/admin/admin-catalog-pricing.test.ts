// Pricing writes go through the outbox: a tier takes its options with it, clear-all queues one DELETE
// per row (options before their tiers), a new option gets the server's defaults locally, and an edit
// that changes nothing queues nothing.
import { beforeEach, describe, expect, it } from 'vitest'
import type { PricingOption, ProductTier } from '../../../sync/schemas'
import { clearOptions, clearTiers, removeTier, saveOption, saveTier } from './admin-catalog-pricing'
import { db } from '../../db/db'

const tier = (id: number, productId: number, extra: Partial<ProductTier> = {}): ProductTier =>
  ({ id, version: 1, productId, name: `Tier ${id}`, description: null, features: [], isPopular: false, sortOrder: id, ...extra })
const option = (id: number, productTierId: number): PricingOption => ({
  id, version: 1, productTierId, price: 10 * id, currency: 'USD', paymentFrequency: 'monthly', contractTerm: 'flexible',
  setupFee: 0, trialDays: 0, minimumUsers: 1, maximumUsers: null, pricePerUser: true, isRecommended: false,
})
const queued = async () => (await db.outbox.orderBy('seq').toArray()).map((e) => `${e.name} ${e.entityId}`)

beforeEach(async () => {
  await Promise.all([db.productTiers.clear(), db.pricingOptions.clear(), db.outbox.clear()])
  await db.productTiers.bulkPut([tier(1, 7), tier(2, 7), tier(3, 8)])
  await db.pricingOptions.bulkPut([option(11, 1), option(12, 2), option(13, 3)])
})

describe('admin pricing writes', () => {
  it('deletes a tier with its options, each queued', async () => {
    await removeTier(1)
    expect(await queued()).toEqual(['pricingOption.delete 11', 'productTier.delete 1'])
    expect(await db.pricingOptions.get(11)).toBeUndefined()
    expect(await db.productTiers.get(2)).toBeDefined()
  })

  it('clears only this product\'s options, one DELETE each', async () => {
    expect(await clearOptions(7)).toBe(2)
    expect(await queued()).toEqual(['pricingOption.delete 11', 'pricingOption.delete 12'])
    expect((await db.pricingOptions.toArray()).map((o) => o.id)).toEqual([13])
  })

  it('clears this product\'s tiers and their options, leaving other products alone', async () => {
    expect(await clearTiers(7)).toBe(2)
    expect(await queued()).toEqual(['pricingOption.delete 11', 'productTier.delete 1', 'pricingOption.delete 12', 'productTier.delete 2'])
    expect((await db.productTiers.toArray()).map((t) => t.id)).toEqual([3])
  })

  it('creates an option with the defaults shown locally and the body as typed', async () => {
    await saveOption(null, { productTierId: 3, price: 5, maximumUsers: null })
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ name: 'pricingOption.create', args: { productTierId: 3, price: 5 } })
    const local = await db.pricingOptions.get(entry.entityId)
    expect(local).toMatchObject({ price: 5, currency: 'USD', minimumUsers: 1, pricePerUser: true, version: 0 })
  })

  it('queues only the changed fields of an edit, and nothing for an unchanged one', async () => {
    const existing = tier(2, 7)
    expect(await saveTier(existing, { productId: 7, name: 'Tier 2', features: [] })).toBe(false)
    expect(await saveTier(existing, { productId: 7, name: 'Team', features: ['SSO'] })).toBe(true)
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ name: 'productTier.update', args: { name: 'Team', features: ['SSO'] }, baseVersion: 1 })
  })
})
