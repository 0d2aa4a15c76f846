// How every screen writes money and counts: en-US digits with thousands separators, the currency's
// symbol ("$1,290", "€17.48", "£1,020"), whole amounts without cents and any other amount with two
// ("$12", "$12.50": the rule for prices). One formatter per currency and shape, made on
// first use and kept: Intl.NumberFormat is costly to build, and lists of cards format on every render.

type MoneyFormats = { whole: Intl.NumberFormat; cents: Intl.NumberFormat }

const byCurrency = new Map<string, MoneyFormats>()

const plain = (digits: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
const PLAIN: MoneyFormats = { whole: plain(0), cents: plain(2) }

function currencyFormats(currency: string): MoneyFormats | null {
  const known = byCurrency.get(currency)
  if (known) return known
  try {
    const of = (digits: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits })
    const made = { whole: of(0), cents: of(2) }
    byCurrency.set(currency, made)
    return made
  } catch {
    return null // not an ISO 4217 code: Intl refuses it
  }
}

/** Whole amounts (after rounding to cents) are written without decimals. */
const isWhole = (amount: number) => Math.round(amount * 100) % 100 === 0

/** "$12", "$12.50", "€1,290", "£1,020.50"; a code Intl does not know reads "12.50 XYZ". */
export function formatMoney(amount: number, currency = 'USD'): string {
  const formats = currencyFormats(currency)
  const shape = isWhole(amount) ? 'whole' : 'cents'
  return formats ? formats[shape].format(amount) : `${PLAIN[shape].format(amount)} ${currency}`
}

const COUNT = new Intl.NumberFormat('en-US')

/** A count with thousands separators: "1,290". */
export const formatCount = (n: number): string => COUNT.format(n)

/** A count and its noun, singular only for exactly one: "1 review", "1,165 reviews". */
export const countText = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`
