// Turns a product's compact tier list ([name, USD price]) into tier rows and pricing options. The
// rules are deterministic but vary with the product's position (`seq`) so the demo shows every
// currency, payment frequency and contract term, setup fees, trials and user limits somewhere.
import type { SeedProduct } from './data/types'
import { tierTexts } from './tier-texts'

export type Values = Record<string, unknown>
export interface TierPlan { tier: Values; options: Values[] }

const ANNUAL_DISCOUNT = 0.85
const TO_EUR = 0.92
const TO_GBP = 0.79

/** Prices as a price list shows them: cents below 20, whole units below 1,000, tens above. */
export function money(x: number): number {
  if (x < 20) return Math.round(x * 100) / 100
  if (x < 1000) return Math.round(x)
  return Math.round(x / 10) * 10
}

export function planTiers(product: SeedProduct, seq: number): TierPlan[] {
  if (product.tiers === 'contact') return [{ tier: { ...tierTexts(product, 'Enterprise', 0, 1), isPopular: true, sortOrder: 0 }, options: [] }]
  const tiers = product.tiers
  const firstPaid = tiers[0][1] === 0 ? 1 : 0
  const popular = tiers.length === 1 ? 0 : Math.min(tiers.length - 1, firstPaid + 1)
  return tiers.map(([name, price], k) => ({
    tier: { ...tierTexts(product, name, k, tiers.length), isPopular: k === popular, sortOrder: k },
    options: withOneRecommended(
      product.type === 'hardware'
        ? hardwareOptions(price, k, seq)
        : softwareOptions(price, k, tiers.length, seq, !product.flatRate),
    ),
  }))
}

function softwareOptions(price: number, k: number, tierCount: number, seq: number, perUser: boolean): Values[] {
  const base = { setupFee: 0, trialDays: 0, minimumUsers: 1, maximumUsers: null, pricePerUser: perUser, isRecommended: false }
  if (price === 0) {
    return [{ ...base, price: 0, currency: 'USD', paymentFrequency: 'monthly', contractTerm: 'flexible', maximumUsers: perUser ? 5 : null }]
  }
  const isLast = k === tierCount - 1 && tierCount >= 3
  const terms = {
    ...base,
    setupFee: isLast && price >= 15 ? (price >= 100 ? 1000 : 500) : 0,
    trialDays: isLast ? 0 : [14, 30, 0, 0][seq % 4],
    minimumUsers: perUser && isLast ? 25 : 1,
    maximumUsers: perUser && tierCount >= 3 && k === 0 ? (seq % 2 ? 10 : 50) : null,
  }
  const monthly = { ...terms, price: money(price), currency: 'USD', paymentFrequency: 'monthly', contractTerm: seq % 2 ? 'monthly' : 'flexible' }
  const annual = { ...terms, price: money(price * 12 * ANNUAL_DISCOUNT), currency: 'USD', paymentFrequency: 'annually', contractTerm: 'annual' }
  const regional = [
    { ...terms, price: money(price * TO_EUR), currency: 'EUR', paymentFrequency: 'monthly', contractTerm: 'flexible' },
    { ...terms, price: money(price * 3 * TO_GBP * 0.95), currency: 'GBP', paymentFrequency: 'quarterly', contractTerm: 'quarterly' },
    { ...terms, price: money(price * 12 * TO_EUR * ANNUAL_DISCOUNT), currency: 'EUR', paymentFrequency: 'annually', contractTerm: 'annual' },
  ][seq % 3]
  return [monthly, annual, regional].slice(0, 1 + ((seq + k) % 3))
}

function hardwareOptions(price: number, k: number, seq: number): Values[] {
  const terms = {
    paymentFrequency: 'one-time', contractTerm: 'flexible', trialDays: 0, minimumUsers: 1, maximumUsers: null,
    pricePerUser: false, isRecommended: false,
    setupFee: k > 0 && seq % 2 === 0 ? 150 : 0, // professional installation on some Pro units
  }
  const usd = { ...terms, price: money(price), currency: 'USD' }
  const local = seq % 2
    ? { ...terms, price: money(price * TO_GBP), currency: 'GBP' }
    : { ...terms, price: money(price * TO_EUR), currency: 'EUR' }
  return (seq + k) % 3 === 0 ? [usd] : [usd, local]
}

/** Exactly one recommended option per tier: the annual USD price when offered, else the first. */
function withOneRecommended(options: Values[]): Values[] {
  const pick = Math.max(0, options.findIndex((o) => o.currency === 'USD' && o.paymentFrequency === 'annually'))
  return options.map((o, i) => ({ ...o, isRecommended: i === pick }))
}

/** The product's pricing summary, in the vendor listing's free-text style. */
export function pricingSummary(product: SeedProduct): string {
  if (product.pricingDetails) return product.pricingDetails
  if (product.tiers === 'contact') return 'Custom pricing based on volume and requirements. Contact sales for a quote.'
  const dollars = (p: number) => `$${p.toLocaleString('en-US')}`
  if (product.type === 'hardware') {
    return `${product.tiers.map(([n, p]) => `${n} ${dollars(p)} per unit`).join(', ')}. Volume pricing for 10 or more units.`
  }
  const unit = product.flatRate ? '/month' : '/user/month'
  const parts = product.tiers.map(([n, p]) => (p === 0 ? `${n} free` : `${n} ${dollars(p)}${unit}`))
  return `${parts.join(', ')}. Annual billing saves 15%.`
}

/** Lowest positive USD list price, or null for "Contact for pricing" products. */
export function listPrice(product: SeedProduct): number | null {
  if (product.tiers === 'contact') return null
  const paid = product.tiers.map(([, p]) => p).filter((p) => p > 0)
  return paid.length ? Math.min(...paid) : null
}
