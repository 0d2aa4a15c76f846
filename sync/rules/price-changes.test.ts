import { describe, expect, it } from 'vitest'
import { markSeen, priceChanges, priceKey, recordNewFavorites, type PriceSummary, type SeenPrices } from './price-changes'

const edr = (amount: number | null, label = amount === null ? 'Contact for pricing' : `Starts at $${amount}/user/month`): PriceSummary => ({
  itemType: 'product', itemId: 1, name: 'Sentinel EDR', slug: 'sentinel-edr', label, amount, currency: amount === null ? null : 'USD',
})
const vendor = (amount: number): PriceSummary => ({
  itemType: 'vendor', itemId: 1, name: 'Northgate Sentinel', slug: 'northgate-sentinel', label: `Starting at $${amount}/month`, amount, currency: 'USD',
})
/** A seen summary in US dollars. */
const usd = (label: string, amount: number | null): SeenPrices[string] => ({ label, amount, currency: amount === null ? null : 'USD' })

describe('priceChanges', () => {
  it('reports nothing when the summaries are the ones last seen', () => {
    const seen: SeenPrices = { 'product:1': usd('Starts at $7/user/month', 7) }
    expect(priceChanges(seen, [edr(7)])).toEqual([])
  })
  it('reports a rise and a drop with the price before and after', () => {
    const seen: SeenPrices = { 'product:1': usd('Starts at $7/user/month', 7), 'vendor:1': usd('Starting at $9/month', 9) }
    const changes = priceChanges(seen, [edr(8), vendor(5)])
    expect(changes.map((c) => [c.name, c.before.label, c.label, c.direction])).toEqual([
      ['Sentinel EDR', 'Starts at $7/user/month', 'Starts at $8/user/month', 'up'],
      ['Northgate Sentinel', 'Starting at $9/month', 'Starting at $5/month', 'down'],
    ])
  })
  it('a vendor and a product with the same id are different favourites', () => {
    const seen: SeenPrices = { 'vendor:1': usd('Starts at $8/user/month', 8) }
    expect(priceChanges(seen, [edr(7)])).toEqual([])
  })
  it('says "changed" when an amount is unknown on either side', () => {
    const seen: SeenPrices = { 'product:1': usd('Contact for pricing', null) }
    expect(priceChanges(seen, [edr(12)])[0].direction).toBe('changed')
  })
  it('ignores favourites never seen before (no alert on first sight)', () => {
    expect(priceChanges({}, [edr(7)])).toEqual([])
  })
  it('never compares two currencies, nor a summary recorded before summaries carried one', () => {
    expect(priceChanges({ 'product:1': { label: 'Starting at €9/user/month', amount: 9, currency: 'EUR' } }, [edr(7)])).toEqual([])
    expect(priceChanges({ 'product:1': { label: 'Starts at $9/user/month', amount: 9 } }, [edr(7)])).toEqual([])
  })
})

describe('recordNewFavorites', () => {
  it('records a new favourite at today\'s price and keeps the old price of a known one', () => {
    const seen: SeenPrices = { 'product:1': usd('Starts at $7/user/month', 7) }
    expect(recordNewFavorites(seen, [edr(8), vendor(5)])).toEqual({
      'product:1': usd('Starts at $7/user/month', 7),
      'vendor:1': usd('Starting at $5/month', 5),
    })
  })
  it('drops favourites no longer saved', () => {
    const seen: SeenPrices = { 'product:1': usd('x', 1), 'vendor:1': usd('y', 2) }
    expect(recordNewFavorites(seen, [vendor(2)])).toEqual({ 'vendor:1': usd('y', 2) })
  })
  it('records again a favourite seen only in another currency or before summaries carried one', () => {
    const seen: SeenPrices = { 'product:1': { label: 'Starting at €9/user/month', amount: 9, currency: 'EUR' }, 'vendor:1': { label: 'Starting at $5/month', amount: 5 } }
    expect(recordNewFavorites(seen, [edr(7), vendor(5)])).toEqual({ 'product:1': usd('Starts at $7/user/month', 7), 'vendor:1': usd('Starting at $5/month', 5) })
  })
  it('answers null when the same favourites are known (no write needed), even if a price changed', () => {
    expect(recordNewFavorites({ 'product:1': usd('Starts at $7/user/month', 7) }, [edr(9)])).toBeNull()
  })
})

describe('markSeen', () => {
  it('takes today\'s summaries for every favourite, clearing the alerts', () => {
    const seen: SeenPrices = { 'product:1': usd('Starts at $7/user/month', 7) }
    const next = markSeen(seen, [edr(8)])
    expect(next).toEqual({ 'product:1': usd('Starts at $8/user/month', 8) })
    expect(priceChanges(next, [edr(8)])).toEqual([])
  })
  it('can mark only some favourites', () => {
    const seen: SeenPrices = { 'product:1': usd('a', 1), 'vendor:1': usd('b', 2) }
    const next = markSeen(seen, [edr(8), vendor(5)], [priceKey('vendor', 1)])
    expect(priceChanges(next, [edr(8), vendor(5)]).map((c) => c.itemType)).toEqual(['product'])
  })
})
