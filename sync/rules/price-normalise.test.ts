import { describe, expect, it } from 'vitest'
import { planFigure, type PriceFigure } from './price-figure'
import { rankingPrices } from './price-normalise'

const figure = (price: number, paymentFrequency = 'monthly', currency = 'USD'): PriceFigure => planFigure({ price, paymentFrequency, currency, pricePerUser: true })!

describe('rankingPrices: what a board ranks by is the figure it shows', () => {
  it('takes each starting figure per month, as shown, with nothing to explain', () => {
    expect(rankingPrices([figure(20), figure(120, 'annually')])).toEqual([{ value: 20, note: null }, { value: 10, note: null }])
  })
  it('counts free as 0 and "Contact for pricing" as no price', () => {
    expect(rankingPrices([{ kind: 'free' }, { kind: 'contact' }]).map((r) => r.value)).toEqual([0, null])
  })
  it('spreads a one-time price over 36 months, and says so', () => {
    expect(rankingPrices([figure(720, 'one-time')])).toEqual([{ value: 20, note: 'Ranked as $20 a month (one-time price over 36 months)' }])
  })
  it('compares in US dollars at the fixed rates only when the board mixes currencies, and says so on each converted price', () => {
    expect(rankingPrices([figure(100, 'monthly', 'EUR'), figure(12, 'monthly', 'EUR')]).map((r) => r.value)).toEqual([100, 12])
    expect(rankingPrices([figure(100, 'monthly', 'GBP'), figure(12)])).toEqual([
      { value: 127, note: 'Ranked as $127 a month (1 GBP = 1.27 USD)' },
      { value: 12, note: null },
    ])
    expect(rankingPrices([figure(1080, 'one-time', 'EUR'), figure(12)])[0]).toEqual({ value: 32.4, note: 'Ranked as $32.40 a month (one-time price over 36 months, 1 EUR = 1.08 USD)' })
  })
})
