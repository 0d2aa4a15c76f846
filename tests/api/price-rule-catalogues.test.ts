// The price rule (sync/rules/price-figure) over every vendor and product of the demo catalogue and of a
// generated one, in each display currency: what each screen shows agrees. A vendor starts where its
// cheapest product starts (the header and the Products tab agree); the figure is one of its own plans,
// in the display currency whenever it has a plan in it and never converted; the card's headline, the
// one-line text, the price alert, the board's ranking number, the filters' amount and the Pricing tab's
// range all read the same amount; and the admin's "where it comes from" names that plan's product.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { findWhere } from '../../api/db/repo'
import { generateLargeCatalog } from '../../api/db/seed-large'
import { seedDemoCatalog, seedReferenceData } from '../../api/db/seed/demo'
import { pricingOptionsTable, productsTable, tiersTable, vendorsTable } from '../../api/db/tables'
import { MONTHS_PER_PAYMENT } from '../../sync/rules/billing-periods'
import { roundToCents } from '../../sync/rules/order-pricing'
import {
  FIGURE_CURRENCIES, figureAmount, figureCurrencyOf, figureSourceText, planRange, priceFigureCard, priceFigureText,
  pricingEntriesByVendor, productPriceFigure, vendorPriceFigure, type PlanFigure, type PriceFigure,
} from '../../sync/rules/price-figure'
import { rankingPrices } from '../../sync/rules/price-normalise'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

async function catalogue(fill: (db: Db) => Promise<void>): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), 'vetted-price-rule-'))
  dirs.push(dir)
  const db = openDatabase(join(dir, 'catalogue.db'))
  await migrate(db)
  await fill(db)
  return db
}

const CATALOGUES: [string, () => Promise<Db>][] = [
  ['the demo catalogue', async () => await catalogue(async (db) => { await seedDemoCatalog(db) })],
  ['a generated catalogue', async () => await catalogue(async (db) => { await seedReferenceData(db); await generateLargeCatalog(db, { vendors: 60, products: 240 }) })],
]

/** The amount a text shows first ("Starting at $1,290/month, ..." → 1290). */
const shownAmount = (text: string) => Number(/[$€£]([\d,]+(?:\.\d+)?)/.exec(text)?.[1].replace(/,/g, '') ?? NaN)
const isPlan = (f: PriceFigure): f is PlanFigure => f.kind === 'plan'
const recurring = (f: PlanFigure) => f.billing !== 'one-time'

describe.each(CATALOGUES)('the price rule over %s', async (_, open) => {
  const db = await open()
  const vendors = await findWhere(db, vendorsTable, '1 = 1')
  const products = await findWhere(db, productsTable, '1 = 1')
  const tiers = await findWhere(db, tiersTable, '1 = 1')
  const options = await findWhere(db, pricingOptionsTable, '1 = 1')
  const optionsByVendor = pricingEntriesByVendor(products, tiers, options)
  const tierById = new Map(tiers.map((t) => [t.id, t]))
  const optionsOfProduct = (productId: number) => options.filter((o) => tierById.get(o.productTierId)?.productId === productId)

  it('holds vendors with plans', () => {
    expect(vendors.length).toBeGreaterThan(40)
    expect([...optionsByVendor.values()].flat().length).toBeGreaterThan(100)
  })

  it.each(FIGURE_CURRENCIES)('every screen agrees for every vendor and product, displayed in %s', (currency) => {
    for (const vendor of vendors) {
      const own = optionsByVendor.get(vendor.id) ?? []
      const figure = vendorPriceFigure(vendor, own, currency)
      const text = priceFigureText(figure)
      const { headline } = priceFigureCard(figure)
      const amount = figureAmount(figure)
      const where = `${vendor.name} in ${currency}: ${text}`
      if (figure.kind === 'free' || figure.kind === 'contact') {
        expect(headline, where).toBe(text)
        continue
      }
      // The card's headline, the one-line text (header, Pricing tab, boards, alerts) and the filters' amount are one number.
      expect(shownAmount(headline), where).toBe(amount)
      expect(shownAmount(text), where).toBe(amount)
      // A board of this vendor alone ranks it by that number (per month; a one-time price over 36 months).
      const [rank] = rankingPrices([figure])
      if (figure.kind === 'plan' && recurring(figure)) expect(rank.value, where).toBe(amount)
      if (!isPlan(figure)) continue

      // The figure is one of the vendor's own plans, its price per month as listed, never converted.
      const option = own.find((o) => o.id === figure.optionId)!
      expect(option, where).toBeDefined()
      expect([option.price, option.currency], where).toEqual([figure.listed, figure.currency])
      if (recurring(figure)) expect(figure.amount, where).toBe(roundToCents(option.price / MONTHS_PER_PAYMENT[option.paymentFrequency]))
      // In the display currency whenever the vendor has a priced plan in it.
      if (own.some((o) => o.currency === currency && o.price > 0)) expect(figure.currency, where).toBe(currency)
      // The Pricing tab's range starts at the figure.
      const range = planRange(own, currency)
      if (range) expect(range.low.amount, where).toBe(figure.amount)

      // The header agrees with the Products tab: the vendor starts where its cheapest product (in the same currency) starts.
      const productFigures = products.filter((p) => p.vendorId === vendor.id).map((p) => productPriceFigure(p, optionsOfProduct(p.id), currency))
      const comparable = productFigures.filter((f): f is PlanFigure => isPlan(f) && f.currency === figure.currency && recurring(f) === recurring(figure))
      expect(Math.min(...comparable.map((f) => f.amount)), where).toBe(figure.amount)
      const source = products.find((p) => p.id === tierById.get(option.productTierId)!.productId)!
      expect(comparable.some((f) => f.optionId === figure.optionId), where).toBe(true)
      // The admin is told which plan of which product that is.
      expect(figureSourceText(figure, { productName: source.name, tierName: tierById.get(option.productTierId)!.name }), where).toContain(source.name)
    }
  })

  it('a product figure never reads "/month" for a one-time price, and says per user only for per-user plans', () => {
    for (const product of products) {
      const figure = productPriceFigure(product, optionsOfProduct(product.id))
      if (!isPlan(figure)) continue
      const text = priceFigureText(figure)
      expect(text.includes('/month'), `${product.name}: ${text}`).toBe(recurring(figure))
      expect(text.includes('/user'), `${product.name}: ${text}`).toBe(figure.perUser)
      expect(figureCurrencyOf(figure)).toBe(figure.currency)
    }
  })
})
