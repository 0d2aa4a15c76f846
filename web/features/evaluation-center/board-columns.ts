// What each column of an evaluation board says, worked out from the loaded items: the five ratings (a
// product is rated through its vendor), overall rating and how it was reached, market score, reviews,
// the price (sync/rules/price-figure: the same figure as every other screen, or the chosen plan's) and
// what the ranking reads from it, deployment, integrations, pros, cons and key features, and the 0-5
// criterion scores the weighted ranking reads, Security & compliance included (the vendor's trust
// profile, or the person's own score of it). Pure, so the matrix, chart and CSV agree.
import { figureLine, planFigure, priceFigureText, productPriceFigure, vendorPriceFigure, type PriceFigure } from '../../../sync/rules/price-figure'
import { rankingPrices } from '../../../sync/rules/price-normalise'
import { DEFAULT_MARKET_SCORE, RATING_CRITERIA, overallExplanation, overallRating } from '../../../sync/rules/ratings'
import { localDay } from '../../../sync/rules/dates'
import { securityCell, type SecurityCell } from '../../../sync/rules/security-criterion'
import { priceScores, SECURITY_COMPLIANCE, type CriterionScores } from '../../../sync/rules/weighted-score'
import type { Vendor } from '../../../sync/schemas'
import { boardItemKey } from '../../data/account/boards'
import type { LoadedBoardItem } from '../../data/account/evaluation-items'

export type RatingKey = (typeof RATING_CRITERIA)[number]['key']

export interface BoardColumn {
  key: string
  kind: 'vendor' | 'product'
  name: string
  /** The product's vendor and plan ("Tillpoint · Pro"), empty for vendors. */
  subtitle: string
  href: string
  logoUrl: string | null
  ratings: Record<RatingKey, number | null>
  overall: number
  overallNote: string
  marketScore: number
  reviewCount: number
  /** The item's figure, or its chosen plan's. */
  figure: PriceFigure
  /** The figure in words ("Starting at $10.17/user/month, billed yearly"; a chosen plan without "Starting at"). */
  priceSummary: string
  /** What the price criterion ranks by (sync/rules/price-normalise), null without a price. */
  rankingPrice: number | null
  /** How the ranking price was reached from the figure (a conversion, a one-time price spread), null when it is the figure. */
  rankingNote: string | null
  deploymentOptions: string[]
  integrations: string[]
  pros: string[]
  cons: string[]
  features: string[]
  /** The item's Security & compliance cell: its vendor's trust profile, or the person's own score. */
  security: SecurityCell
  /** The vendor page's Trust tab, null when the item's vendor is not on this device. */
  trustHref: string | null
  scores: CriterionScores
}

/** What the Security & compliance cells read: the person's today and their own scores by item id. */
export interface SecurityInput {
  today: string
  overrides?: ReadonlyMap<number, number>
}

const NO_RATINGS: Pick<Vendor, RatingKey | 'rating'> = {
  securityRating: null, valueRating: null, supportRating: null, easeOfUseRating: null, featureRating: null, rating: 0,
}

function ratingsOf(vendor: Pick<Vendor, RatingKey> | null): Record<RatingKey, number | null> {
  const source = vendor ?? NO_RATINGS
  return Object.fromEntries(RATING_CRITERIA.map(({ key }) => [key, source[key] ?? null])) as Record<RatingKey, number | null>
}

function baseColumn(item: LoadedBoardItem, currency: string): Omit<BoardColumn, 'scores' | 'rankingPrice' | 'rankingNote' | 'security' | 'trustHref'> {
  if (item.kind === 'vendor') {
    const { vendor, options } = item
    const overall = overallRating(vendor)
    return {
      key: boardItemKey(item.ref), kind: 'vendor', name: vendor.name, subtitle: '', href: `/vendors/${vendor.slug}`, logoUrl: vendor.logoUrl,
      ratings: ratingsOf(vendor), overall: overall.value, overallNote: overallExplanation(overall), marketScore: vendor.marketScore || DEFAULT_MARKET_SCORE,
      reviewCount: vendor.reviewCount, ...priced(vendorPriceFigure(vendor, options, currency)),
      deploymentOptions: vendor.deploymentOptions, integrations: vendor.integrations, pros: vendor.pros, cons: vendor.cons, features: vendor.features,
    }
  }
  const { product, vendor, tier, option, options } = item
  const overall = overallRating(vendor ?? NO_RATINGS)
  return {
    key: boardItemKey(item.ref), kind: 'product', name: product.name,
    subtitle: [vendor?.name, tier?.name].filter(Boolean).join(' · '), href: `/products/${product.slug}`, logoUrl: product.logoUrl ?? vendor?.logoUrl ?? null,
    ratings: ratingsOf(vendor), overall: overall.value,
    overallNote: vendor ? `${overallExplanation(overall)} Products are rated through their vendor.` : 'No vendor ratings available.',
    marketScore: vendor?.marketScore || DEFAULT_MARKET_SCORE, reviewCount: vendor?.reviewCount ?? 0,
    ...(option && planFigure(option) ? chosen(planFigure(option)!) : priced(productPriceFigure(product, options, currency))),
    deploymentOptions: vendor?.deploymentOptions ?? [], integrations: product.integrations.length ? product.integrations : (vendor?.integrations ?? []),
    pros: product.pros, cons: product.cons, features: [...(tier?.features ?? []), ...product.features.filter((f) => !tier?.features.includes(f))],
  }
}

const priced = (figure: PriceFigure) => ({ figure, priceSummary: priceFigureText(figure) })
const chosen = (figure: NonNullable<ReturnType<typeof planFigure>>) => ({ figure, priceSummary: `Chosen plan: ${figureLine(figure)}` })

/** The board's columns, with each item's criterion scores (price scored against the cheapest on the board), figures in the display currency where offered. */
export function boardColumns(items: readonly LoadedBoardItem[], currency = 'USD', security: SecurityInput = { today: localDay(new Date()) }): BoardColumn[] {
  const columns = items.map((item) => baseColumn(item, currency))
  const ranking = rankingPrices(columns.map((c) => c.figure))
  const prices = priceScores(ranking.map((r) => r.value))
  return columns.map((c, i) => {
    const vendor = items[i].vendor
    const cell = securityCell(vendor, security.overrides?.get(items[i].ref.itemId), security.today)
    return {
      ...c,
      rankingPrice: ranking[i].value,
      rankingNote: ranking[i].note,
      security: cell,
      trustHref: vendor ? `/vendors/${vendor.slug}?tab=trust` : null,
      scores: { ...Object.fromEntries(RATING_CRITERIA.map(({ key, criterion }) => [criterion, c.ratings[key]])), price: prices[i], [SECURITY_COMPLIANCE]: cell.score },
    }
  })
}

/** Integrations that two or more items on the board share (the matrix highlights them). */
export function sharedIntegrations(columns: readonly BoardColumn[]): Set<string> {
  const counts = new Map<string, number>()
  for (const c of columns) for (const name of new Set(c.integrations.map((n) => n.toLowerCase()))) counts.set(name, (counts.get(name) ?? 0) + 1)
  return new Set([...counts].filter(([, n]) => n > 1).map(([name]) => name))
}
