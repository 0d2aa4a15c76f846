// The AI receptionist's matching rule: from a buyer's answers (category, monthly budget, deployment,
// must-have integrations) pick and rank vendors of the local copy, with the reasons a person can check.
// Category and deployment are requirements; budget excludes vendors known to cost more; integrations
// and ratings rank. Pure, so it runs offline over the whole copy and is tested without a browser.
import { categoryMatches } from './category-match'
import { figureAmount, priceFigureText, vendorPriceFigure, type PricedPlan, type VendorPriceFacts } from './price-figure'
import { overallRating, type DetailedRatings } from './ratings'
import { deploymentMatches, DEPLOYMENT_OPTIONS, priceInRange, type DeploymentOption, type PriceRange } from './vendor-filters'

export type Budget = 'free' | 'under-100' | 'under-500' | 'any'

/** Budget answers, as the highest monthly spend the buyer accepts (the price-range filter's bands). */
export const BUDGETS: readonly { value: Budget; label: string; ranges: readonly PriceRange[] | null }[] = [
  { value: 'free', label: 'Free plans only', ranges: ['free'] },
  { value: 'under-100', label: 'Up to $99 per month', ranges: ['free', '1-99'] },
  { value: 'under-500', label: 'Up to $499 per month', ranges: ['free', '1-99', '100-499'] },
  { value: 'any', label: 'No fixed budget', ranges: null },
]

export interface BuyerAnswers {
  /** A category slug; null: any category. */
  category: string | null
  budget: Budget
  /** null: no preference. */
  deployment: DeploymentOption | null
  integrations: string[]
}

export interface RecommendableVendor extends DetailedRatings, VendorPriceFacts {
  id: number
  name: string
  category: string | null
  categories?: readonly string[]
  featured: boolean
  rating?: number | null
  deploymentOptions: readonly string[]
  integrations: readonly string[]
}

export interface Recommendation<V> {
  vendor: V
  score: number
  /** Why it fits, in the buyer's terms. */
  reasons: string[]
  /** What to check before choosing it (a missing integration, pricing on request). */
  caveats: string[]
}

export const RECOMMENDATION_LIMIT = 5

// Integration names are free text ("Google Workspace", "google-workspace"): compare letters and digits only.
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')


const inCategory = (v: RecommendableVendor, slug: string) =>
  categoryMatches(v.category, slug) || (v.categories ?? []).some((c) => categoryMatches(c, slug))

/**
 * Ranks the vendors that meet the answers; `entriesOf` gives a vendor's pricing options. The budget is in
 * US dollars, so it is checked against the vendor's figure in US dollars (sync/rules/price-figure), and the
 * reason quotes that figure.
 */
export function recommendVendors<V extends RecommendableVendor>(
  vendors: readonly V[],
  answers: BuyerAnswers,
  entriesOf: (vendor: V) => readonly PricedPlan[],
  limit = RECOMMENDATION_LIMIT,
): Recommendation<V>[] {
  const ranges = BUDGETS.find((b) => b.value === answers.budget)?.ranges ?? null
  const deploymentLabel = DEPLOYMENT_OPTIONS.find((d) => d.value === answers.deployment)?.label
  const wanted = [...new Map(answers.integrations.map((i) => [key(i), i.trim()])).entries()].filter(([k]) => k)
  const results: Recommendation<V>[] = []
  for (const vendor of vendors) {
    if (answers.category && !inCategory(vendor, answers.category)) continue
    if (answers.deployment && !deploymentMatches(vendor.deploymentOptions, [answers.deployment])) continue
    const figure = vendorPriceFigure(vendor, entriesOf(vendor), 'USD')
    const price = figureAmount(figure)
    const reasons: string[] = []
    const caveats: string[] = []
    let score = 0
    if (ranges) {
      if (price !== null && !ranges.some((r) => priceInRange(price, r))) continue
      if (price === null) caveats.push('Pricing on request: confirm it fits your budget')
      else {
        score += 30
        reasons.push(price === 0 ? 'Has a free plan, within your budget' : `${priceFigureText(figure)}: within your budget`)
      }
    }
    if (answers.category) reasons.push('Matches the category you chose')
    if (deploymentLabel) {
      score += 20
      reasons.push(`Offers ${deploymentLabel} deployment`)
    }
    if (wanted.length) {
      const offered = new Set(vendor.integrations.map(key))
      const found = wanted.filter(([k]) => offered.has(k)).map(([, name]) => name)
      const missing = wanted.filter(([k]) => !offered.has(k)).map(([, name]) => name)
      score += 40 * (found.length / wanted.length)
      if (found.length) reasons.push(`Integrates with ${found.join(', ')}`)
      if (missing.length) caveats.push(`Does not list ${missing.join(', ')}`)
    }
    const rating = overallRating(vendor).value
    score += rating * 2
    if (rating >= 4) reasons.push(`Rated ${rating.toFixed(1)} out of 5 by customers`)
    results.push({ vendor, score, reasons, caveats })
  }
  return results.sort((a, b) => b.score - a.score || a.vendor.name.localeCompare(b.vendor.name)).slice(0, limit)
}

/** The integrations most vendors list (how many list each, then name): the choices offered to the buyer. */
export function popularIntegrations(vendors: readonly Pick<RecommendableVendor, 'integrations'>[], limit = 12): string[] {
  const counts = new Map<string, { name: string; count: number }>()
  for (const v of vendors) {
    const seen = new Set<string>()
    for (const raw of v.integrations) {
      const k = key(raw)
      if (!k || seen.has(k)) continue
      seen.add(k)
      const name = raw.trim()
      const entry = counts.get(k) ?? { name, count: 0 }
      entry.count++
      counts.set(k, entry)
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, limit).map((e) => e.name)
}
