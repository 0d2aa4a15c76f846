// How an evaluation board ranks items by price: by the starting figure each item shows (sync/rules/
// price-figure), taken per month. A one-time price is spread over a 36-month life. When the board holds
// figures in more than one currency, they are compared in US dollars at FIXED reference rates (not live
// market rates, so a board reads the same offline and tomorrow), and the cell of every converted figure
// says so: nothing is converted silently, and nothing is shown that the figure did not say.
import { formatMoney } from './money'
import { roundToCents } from './order-pricing'
import { figureCurrencyOf, type PriceFigure } from './price-figure'

/** US dollars for one unit of each currency the catalogue uses (fixed reference rates). */
export const USD_PER_UNIT: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08, GBP: 1.27 }

/** A one-time price (hardware, perpetual licences) is spread over a 36-month life. */
export const ONE_TIME_MONTHS = 36

/** The sentence boards show under their figures. */
export const NORMALISATION_NOTE =
  "Price scores 5 for the cheapest starting price on the board and less in proportion for dearer ones: each item's starting price per month " +
  '(one-time prices spread over 36 months). When the board holds prices in different currencies, they are compared in US dollars at fixed ' +
  'reference rates (1 EUR = 1.08 USD, 1 GBP = 1.27 USD), and each converted price says so. Setup fees are not included.'

/** The number a board ranks an item's price by, and what was done to the figure to get it (null when nothing was). */
export interface RankingPrice {
  value: number | null
  note: string | null
}

const perMonth = (figure: PriceFigure): { amount: number; spread: boolean } | null => {
  if (figure.kind === 'free') return { amount: 0, spread: false }
  if (figure.kind === 'contact') return null
  const oneTime = (figure.kind === 'plan' && figure.billing === 'one-time') || (figure.kind === 'stated' && figure.source === 'list-price')
  return oneTime ? { amount: figure.amount / ONE_TIME_MONTHS, spread: true } : { amount: figure.amount, spread: false }
}

/** Each figure's ranking price: per month, and in US dollars only when the figures are in more than one currency. */
export function rankingPrices(figures: readonly PriceFigure[]): RankingPrice[] {
  const currencies = new Set(figures.map(figureCurrencyOf).filter((c): c is string => c !== null))
  const convert = currencies.size > 1
  return figures.map((figure) => {
    const monthly = perMonth(figure)
    const currency = figureCurrencyOf(figure)
    if (!monthly) return { value: null, note: null }
    const rate = convert && currency ? USD_PER_UNIT[currency] : 1
    if (rate === undefined) return { value: null, note: null }
    const value = roundToCents(monthly.amount * rate)
    const how = [
      ...(monthly.spread ? [`one-time price over ${ONE_TIME_MONTHS} months`] : []),
      ...(rate !== 1 && currency ? [`1 ${currency} = ${rate} USD`] : []),
    ]
    const shown = formatMoney(value, convert ? 'USD' : (currency ?? 'USD'))
    return { value, note: how.length ? `Ranked as ${shown} a month (${how.join(', ')})` : null }
  })
}
