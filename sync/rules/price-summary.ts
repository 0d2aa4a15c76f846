// Price lines of the vendor and product cards (visitor spec 9) and the monthly starting price the price
// range filter reads, so the filter always agrees with what the card says.
//
// A pricing entry is a pricing option (price may arrive as a numeric string). The cards say "/month" in
// dollars, so entries in another currency are skipped and annual or quarterly prices count per month
// (a $102 annual plan starts at $8.50/month); monthly and one-time prices count as they are.
import { formatMoney } from './money'

/** The pricing-option fields a starting price depends on. */
export interface PricingEntry {
  price: number | string | null | undefined
  currency?: string | null
  paymentFrequency?: string | null
}

/** The vendor fields the summary falls back to when no entry has a positive price. */
export interface VendorPricingText {
  pricingDetails?: string | null
  pricingModel?: string | null
}

const MONTHS_PER_PAYMENT: Record<string, number> = { annually: 12, quarterly: 3 }

/** The entry's dollar price per month, or null when it has no usable price or is not in USD. */
export function monthlyDollars(entry: PricingEntry): number | null {
  if (entry.currency && entry.currency !== 'USD') return null
  const price = typeof entry.price === 'string' ? Number(entry.price.trim() || NaN) : entry.price
  if (typeof price !== 'number' || !Number.isFinite(price)) return null
  const months = MONTHS_PER_PAYMENT[entry.paymentFrequency ?? ''] ?? 1
  return Math.round((price / months) * 100) / 100
}

/** The lowest positive monthly dollar price among the entries, null when none has one. */
export function lowestPositivePrice(entries: readonly PricingEntry[]): number | null {
  let lowest: number | null = null
  for (const entry of entries) {
    const monthly = monthlyDollars(entry)
    if (monthly !== null && monthly > 0 && (lowest === null || monthly < lowest)) lowest = monthly
  }
  return lowest
}

const DOLLAR_AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/g

/** The positive dollar amounts written in free text ("Starter $12/user/month, Business $1,290" → 12 and 1290). */
function dollarAmounts(text: string | null | undefined): number[] {
  return [...(text ?? '').matchAll(DOLLAR_AMOUNT)].map(([, whole, fraction = '']) => Number(whole.replace(/,/g, '') + fraction)).filter((n) => n > 0)
}

/** The lowest positive dollar amount written in free text ("Starter $12/user/month, Business $29" → 12). */
export function lowestDollarAmount(text: string | null | undefined): number | null {
  const amounts = dollarAmounts(text)
  return amounts.length ? Math.min(...amounts) : null
}

/** The vendor page's price range from its pricing details (visitor spec 2): "$7 - $19", "$895" for one amount, null without. */
export function priceRangeText(text: string | null | undefined): string | null {
  const amounts = dollarAmounts(text)
  if (!amounts.length) return null
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)]
  return low === high ? formatMoney(low) : `${formatMoney(low)} - ${formatMoney(high)}`
}

const mentionsFree = (model: string | null | undefined) => !!model && /free/i.test(model)

/** The vendor's monthly starting price for the price range filter: null when unknown, 0 when free. */
export function vendorStartingPrice(vendor: VendorPricingText, entries: readonly PricingEntry[]): number | null {
  return lowestPositivePrice(entries) ?? lowestDollarAmount(vendor.pricingDetails) ?? (mentionsFree(vendor.pricingModel) ? 0 : null)
}

/** The vendor card's price summary, in the spec's order of fallbacks. */
export function vendorPriceSummary(vendor: VendorPricingText, entries: readonly PricingEntry[]): string {
  const price = vendorStartingPrice(vendor, entries)
  if (price === null) return 'Contact for pricing'
  if (price === 0) return 'Free plan available'
  return `Starting at ${formatMoney(price)}/month`
}

/** The product's starting price for filters and sorting: its lowest positive price, 0 when only free, else null. */
export function productStartingPrice(options: readonly PricingEntry[]): number | null {
  return lowestPositivePrice(options) ?? (options.some((o) => monthlyDollars(o) === 0) ? 0 : null)
}

/** The product card's pricing line: "Starts at $X/user/month", or "Contact for pricing" without a positive price. */
export function productPriceLine(options: readonly PricingEntry[]): string {
  const lowest = lowestPositivePrice(options)
  return lowest === null ? 'Contact for pricing' : `Starts at ${formatMoney(lowest)}/user/month`
}

/** Groups pricing options by the vendor they belong to (option → tier → product → vendor), in one pass each. */
export function pricingEntriesByVendor<E extends PricingEntry & { productTierId: number }>(
  products: readonly { id: number; vendorId: number }[],
  tiers: readonly { id: number; productId: number }[],
  options: readonly E[],
): Map<number, E[]> {
  const vendorOfProduct = new Map(products.map((p) => [p.id, p.vendorId]))
  const vendorOfTier = new Map(tiers.map((t) => [t.id, vendorOfProduct.get(t.productId)]))
  const byVendor = new Map<number, E[]>()
  for (const option of options) {
    const vendorId = vendorOfTier.get(option.productTierId)
    if (vendorId === undefined) continue
    const list = byVendor.get(vendorId)
    if (list) list.push(option)
    else byVendor.set(vendorId, [option])
  }
  return byVendor
}
