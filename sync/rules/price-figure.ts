// The one rule for a "starting at" price: which figure a vendor or a product is summed up by, and what
// that figure is. Every screen that shows a starting price (vendor and product cards, the vendor page's
// header and Pricing tab, the product page, the hub, the compare boards, the Evaluation Center, price
// alerts, the AI receptionist and the admin's vendor screens) takes it from here, so they never disagree.
//
// The figure is the cheapest way in among the item's pricing options:
// - options in the buyer's display currency when the item has any, else in the first currency it has in
//   the order USD, EUR, GBP: amounts are never converted, and a figure in another currency says so by its
//   own symbol ("€9.20");
// - recurring plans compared per month (a quarterly price divided by 3, a yearly one by 12), and one-time
//   prices only when no recurring plan has a price;
// - a per-user plan counts one user's price, a flat plan its whole price.
// It keeps what it is: per user or flat, and the billing period behind a monthly figure ("$10.17/user/month,
// billed yearly"). Without a priced plan, a vendor falls back to the starting price an administrator set,
// then the lowest dollar amount in its pricing details, then "Free plan available" when its plans are free
// or its pricing model says free, then "Contact for pricing"; a product to its own list price, then free.
import { MONTHS_PER_PAYMENT, isRecurring } from './billing-periods'
import { formatMoney } from './money'
import { roundToCents } from './order-pricing'

/** The pricing-option fields the figure depends on (a price may arrive as a numeric string). */
export interface PricedPlan {
  id?: number
  price: number | string | null | undefined
  currency?: string | null
  paymentFrequency?: string | null
  pricePerUser?: boolean | null
}

export type Billing = 'monthly' | 'quarterly' | 'annually' | 'one-time'

/** A figure taken from one of the item's plans. */
export interface PlanFigure {
  kind: 'plan'
  /** Per month for a recurring plan (rounded to cents); the price itself for a one-time one. */
  amount: number
  currency: string
  perUser: boolean
  billing: Billing
  /** The plan's own price for its billing period, as listed ($122 for a yearly plan shown as $10.17/month). */
  listed: number
  /** The option the figure comes from (absent for options without an id). */
  optionId?: number
}

/** A figure someone wrote down rather than a plan's price: the admin's starting price, the pricing details, a product's list price. */
export interface StatedFigure {
  kind: 'stated'
  amount: number
  currency: 'USD'
  source: 'starting-price' | 'pricing-details' | 'list-price'
}

export type PriceFigure = PlanFigure | StatedFigure | { kind: 'free' } | { kind: 'contact' }

/** The catalogue's currencies in the order a figure falls back to when the display currency is not offered. */
export const FIGURE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const
export const DEFAULT_DISPLAY_CURRENCY = 'USD'

const toAmount = (price: PricedPlan['price']): number | null => {
  const n = typeof price === 'string' ? Number(price.trim() || NaN) : price
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null
}

const currencyOf = (plan: PricedPlan) => plan.currency || 'USD'
/** A frequency the catalogue does not know counts as monthly, the default of a pricing option. */
const billingOf = (plan: PricedPlan): Billing =>
  (isRecurring(plan.paymentFrequency) || plan.paymentFrequency === 'one-time' ? plan.paymentFrequency : 'monthly') as Billing

/** One plan as a figure: its price per month (recurring) or once (one-time); null without a usable price. */
export function planFigure(plan: PricedPlan): PlanFigure | null {
  const listed = toAmount(plan.price)
  if (listed === null) return null
  const billing = billingOf(plan)
  const amount = billing === 'one-time' ? listed : roundToCents(listed / MONTHS_PER_PAYMENT[billing])
  return { kind: 'plan', amount, currency: currencyOf(plan), perUser: plan.pricePerUser !== false, billing, listed, ...(plan.id !== undefined ? { optionId: plan.id } : {}) }
}

/** The currency an item's figure is given in: the display currency when one of its priced plans has it, else the first offered. */
export function figureCurrency(plans: readonly PricedPlan[], displayCurrency: string = DEFAULT_DISPLAY_CURRENCY): string | null {
  const offered = new Set(plans.filter((p) => toAmount(p.price) !== null).map(currencyOf))
  if (offered.has(displayCurrency)) return displayCurrency
  return FIGURE_CURRENCIES.find((c) => offered.has(c)) ?? [...offered].sort()[0] ?? null
}

/** Cheaper first; among equals, the plan billed monthly, then per user, then the lower option id (a stable choice). */
function cheaper(a: PlanFigure, b: PlanFigure): boolean {
  if (a.amount !== b.amount) return a.amount < b.amount
  if ((a.billing === 'monthly') !== (b.billing === 'monthly')) return a.billing === 'monthly'
  if (a.perUser !== b.perUser) return a.perUser
  return (a.optionId ?? Infinity) < (b.optionId ?? Infinity)
}

/** The lowest positive plan figure (recurring before one-time) in the figure's currency; null when no plan has a positive price. */
export function startingPlan(plans: readonly PricedPlan[], displayCurrency: string = DEFAULT_DISPLAY_CURRENCY): PlanFigure | null {
  const currency = figureCurrency(plans.filter((p) => (toAmount(p.price) ?? 0) > 0), displayCurrency)
  let best: PlanFigure | null = null
  for (const plan of plans) {
    const figure = planFigure(plan)
    if (!figure || figure.amount <= 0 || figure.currency !== currency) continue
    const recurring = (f: PlanFigure) => f.billing !== 'one-time'
    if (!best || (recurring(figure) && !recurring(best)) || (recurring(figure) === recurring(best) && cheaper(figure, best))) best = figure
  }
  return best
}

/** Whether some plan is free (a zero price). */
const hasFreePlan = (plans: readonly PricedPlan[]) => plans.some((p) => toAmount(p.price) === 0)

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

/** The range written in free text, for a vendor without priced plans: "$12 to $349, in the pricing details"; null without amounts. */
export function writtenRangeText(text: string | null | undefined): string | null {
  const amounts = dollarAmounts(text)
  if (!amounts.length) return null
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)]
  return `${low === high ? formatMoney(low) : `${formatMoney(low)} to ${formatMoney(high)}`}, in the pricing details`
}

/** The vendor fields the figure falls back to when no plan has a price. */
export interface VendorPriceFacts {
  startingPrice?: number | null
  pricingDetails?: string | null
  pricingModel?: string | null
}

/** A vendor's figure over the plans of all its products. */
export function vendorPriceFigure(vendor: VendorPriceFacts, plans: readonly PricedPlan[], displayCurrency?: string): PriceFigure {
  const plan = startingPlan(plans, displayCurrency)
  if (plan) return plan
  if (vendor.startingPrice != null && vendor.startingPrice > 0) return { kind: 'stated', amount: vendor.startingPrice, currency: 'USD', source: 'starting-price' }
  const written = lowestDollarAmount(vendor.pricingDetails)
  if (written !== null) return { kind: 'stated', amount: written, currency: 'USD', source: 'pricing-details' }
  if (hasFreePlan(plans) || (!!vendor.pricingModel && /free/i.test(vendor.pricingModel))) return { kind: 'free' }
  return { kind: 'contact' }
}

/** A product's figure over its plans, else its list price. */
export function productPriceFigure(product: { price?: number | null }, plans: readonly PricedPlan[], displayCurrency?: string): PriceFigure {
  const plan = startingPlan(plans, displayCurrency)
  if (plan) return plan
  if (product.price != null && product.price > 0) return { kind: 'stated', amount: product.price, currency: 'USD', source: 'list-price' }
  return hasFreePlan(plans) ? { kind: 'free' } : { kind: 'contact' }
}

/** The number filters and sorts read: the figure's amount (per month for recurring plans), 0 when free, null when unknown. */
export function figureAmount(figure: PriceFigure): number | null {
  if (figure.kind === 'free') return 0
  if (figure.kind === 'contact') return null
  return figure.amount
}

/** The figure's currency (null for free and contact). */
export const figureCurrencyOf = (figure: PriceFigure): string | null => (figure.kind === 'plan' || figure.kind === 'stated' ? figure.currency : null)

export const FREE_TEXT = 'Free plan available'
export const CONTACT_TEXT = 'Contact for pricing'

const BILLED: Record<Billing, string> = { monthly: 'billed monthly', quarterly: 'billed quarterly', annually: 'billed yearly', 'one-time': 'paid once' }
const SOURCE: Record<StatedFigure['source'], string> = {
  'starting-price': "the vendor's listed starting price",
  'pricing-details': "from the vendor's pricing details",
  'list-price': 'list price',
}

/** The amount with its unit: "$10.17/user/month", "$59/month", "$629", "$5/user" (one-time). */
export function figureAmountText(figure: PlanFigure | StatedFigure): string {
  const money = formatMoney(figure.amount, figure.currency)
  if (figure.kind === 'stated') return figure.source === 'list-price' ? money : `${money}/month`
  const user = figure.perUser ? '/user' : ''
  return figure.billing === 'one-time' ? `${money}${user}` : `${money}${user}/month`
}

/** What the figure is: "per user, billed yearly", "flat rate, billed monthly", "one-time price per unit", "from the vendor's pricing details". */
export function figureBasisText(figure: PlanFigure | StatedFigure): string {
  if (figure.kind === 'stated') return SOURCE[figure.source]
  if (figure.billing === 'one-time') return figure.perUser ? 'per user, paid once' : 'one-time price per unit'
  return `${figure.perUser ? 'per user' : 'flat rate'}, ${BILLED[figure.billing]}`
}

/**
 * The figure in one line, the form every screen but the cards uses: "Starting at $10.17/user/month, billed
 * yearly", "Starting at $50.17/month, flat rate, billed yearly", "Starting at $629, one-time price per unit",
 * "Free plan available", "Contact for pricing".
 */
export function priceFigureText(figure: PriceFigure): string {
  if (figure.kind === 'free') return FREE_TEXT
  if (figure.kind === 'contact') return CONTACT_TEXT
  return `Starting at ${figureLine(figure)}`
}

/** A figure without "Starting at", for a plan already chosen: "$10.17/user/month, billed yearly". */
export function figureLine(figure: PlanFigure | StatedFigure): string {
  // "/user" already says per user; a flat or one-time figure says what it is in words.
  const basis = figure.kind === 'plan' && figure.perUser && figure.billing !== 'one-time' ? BILLED[figure.billing] : figureBasisText(figure)
  return `${figureAmountText(figure)}, ${basis}`
}

/**
 * The figure as the vendor and product cards show it: "Starting at $X/month" (or
 * "Starting at $X" for a one-time price), with what the figure is beneath ("per user, billed yearly").
 */
export function priceFigureCard(figure: PriceFigure): { headline: string; basis: string | null } {
  if (figure.kind === 'free') return { headline: FREE_TEXT, basis: null }
  if (figure.kind === 'contact') return { headline: CONTACT_TEXT, basis: null }
  const money = formatMoney(figure.amount, figure.currency)
  const oneTime = (figure.kind === 'plan' && figure.billing === 'one-time') || (figure.kind === 'stated' && figure.source === 'list-price')
  return { headline: oneTime ? `Starting at ${money}` : `Starting at ${money}/month`, basis: figureBasisText(figure) }
}

/**
 * The span of an item's plans, in the figure's currency: from the starting figure to the dearest plan
 * counted the same way (recurring plans per month; one-time prices only when there is no recurring
 * plan); null without a priced plan or when the span is a single figure.
 */
export function planRange(plans: readonly PricedPlan[], displayCurrency?: string): { low: PlanFigure; high: PlanFigure } | null {
  const low = startingPlan(plans, displayCurrency)
  if (!low) return null
  const sameKind = (f: PlanFigure) => f.currency === low.currency && (f.billing === 'one-time') === (low.billing === 'one-time')
  const figures = plans.map(planFigure).filter((f): f is PlanFigure => !!f && f.amount > 0 && sameKind(f))
  const high = figures.reduce((a, b) => (b.amount > a.amount ? b : a), low)
  return high.amount === low.amount && high.perUser === low.perUser ? null : { low, high }
}

/** "$10.17/user/month to $349/month": both ends say what they are. */
export const planRangeText = (range: { low: PlanFigure; high: PlanFigure }): string => `${figureAmountText(range.low)} to ${figureAmountText(range.high)}`

/** Where a figure comes from, for the admin who sets prices: "the Standard plan of Close Manager ($122 a year per user)". */
export function figureSourceText(figure: PriceFigure, plan?: { productName: string; tierName: string } | null): string {
  switch (figure.kind) {
    case 'plan': {
      const listed = `${formatMoney(figure.listed, figure.currency)}${figure.billing === 'one-time' ? ' once' : ` ${BILLED[figure.billing]}`}${figure.perUser ? ' per user' : ''}`
      return plan ? `the ${plan.tierName} plan of ${plan.productName} (${listed}), the cheapest per month of its plans` : `its cheapest plan per month (${listed})`
    }
    case 'stated':
      return figure.source === 'list-price' ? "the product's list price (no plan has a price)" : `${SOURCE[figure.source]} (no plan has a price)`
    case 'free':
      return 'its plans are free, or its pricing model mentions free'
    case 'contact':
      return 'no plan has a price, and neither a starting price nor the pricing details give one'
  }
}

/** Groups pricing options by the vendor they belong to (option → tier → product → vendor), in one pass each. */
export function pricingEntriesByVendor<E extends { productTierId: number }>(
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
