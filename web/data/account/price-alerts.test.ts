// Price-change alerts from the local copy: a favourite is recorded at its price when first seen; a price
// that a later pull brings in is reported (old → new) until marked as seen.
import { beforeAll, describe, expect, it } from 'vitest'
import { updateRow } from '../../../api/db/repo'
import { pricingOptionsTable } from '../../../api/db/tables'
import { addOption, addPricedProduct } from '../../../tests/api/buyer-fixtures'
import { makeSyncHarness, type SyncHarness } from '../../../tests/sync/sync-harness'
import { pull } from '../../sync/pull/pull'
import { markPricesSeen, readFavoriteSummaries, readPriceChanges, recordFavoritePrices } from './price-alerts'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})

const setPrice = async (id: number, price: number) => await h.db.transaction(async (tx) => await updateRow(tx, pricingOptionsTable, id, { price }))
const favorite = async (itemType: 'vendor' | 'product', itemId: number) =>
  expect((await h.member('post', '/api/favorites').send({ itemType, itemId })).status).toBeLessThan(300)

describe('price-change alerts', () => {
  it('reports a changed price on a favourite product and vendor after sync, until marked as seen', async () => {
    const { vendor, product, tier, plain } = await addPricedProduct(h.db) // options at 12.50 and 20 per user a month
    await favorite('product', product.id)
    await favorite('vendor', vendor.id)
    const d = h.newDb()
    const sync = () => pull(d, { fetchImpl: h.fetchAs(h.cookies.member) })
    await sync()
    const userId = h.ids.member
    // One rule for the vendor and its product alike (sync/rules/price-figure).
    expect((await readFavoriteSummaries(d, userId)).map((s) => s.label)).toEqual(['Starting at $12.50/user/month, billed monthly', 'Starting at $12.50/user/month, billed monthly'])
    await recordFavoritePrices(d, userId)
    expect(await readPriceChanges(d, userId)).toEqual([])

    await setPrice(plain.id, 9)
    await sync()
    await recordFavoritePrices(d, userId) // a sync round's end: known favourites keep the price last seen
    const changes = await readPriceChanges(d, userId)
    expect(changes.map((c) => [c.itemType, c.before.label, c.label, c.direction]).sort()).toEqual([
      ['product', 'Starting at $12.50/user/month, billed monthly', 'Starting at $9/user/month, billed monthly', 'down'],
      ['vendor', 'Starting at $12.50/user/month, billed monthly', 'Starting at $9/user/month, billed monthly', 'down'],
    ])

    await markPricesSeen(userId, [`product:${product.id}`], d)
    expect((await readPriceChanges(d, userId)).map((c) => c.itemType)).toEqual(['vendor'])
    await markPricesSeen(userId, undefined, d)
    expect(await readPriceChanges(d, userId)).toEqual([])

    // A favourite saved later is recorded at its price then, with no alert.
    await addOption(h.db, tier.id, { price: 3 })
    await sync()
    expect((await readPriceChanges(d, userId)).map((c) => c.label)).toEqual(['Starting at $3/user/month, billed monthly', 'Starting at $3/user/month, billed monthly'])
  })
})
