// Buyer-weighted scoring on an evaluation board: the buyer gives each criterion a weight from 0 (ignored)
// to 10, and every item's score is the weighted average of its criterion scores on the 0-5 scale. A
// criterion an item has no score for counts as 0, so leaving a rating out can never lift an item above
// one that was rated. Price becomes a 0-5 score relative to the cheapest item on the board.
// "Security & compliance" counts only on a board that turned it on, that is whose weights hold its key
// (sync/rules/security-criterion.ts): a board without it scores exactly as the six criteria say.
import type { BOARD_CRITERIA } from '../schemas/buyer'
import { RATING_CRITERIA } from './ratings'

export type Criterion = (typeof BOARD_CRITERIA)[number]
/** The criterion a board may add, scored from each vendor's trust profile. */
export const SECURITY_COMPLIANCE = 'securityCompliance'
export const SECURITY_COMPLIANCE_LABEL = 'Security & compliance'
/** Every criterion a weighted score can read: the six standard ones and Security & compliance. */
export type ScoredCriterion = Criterion | typeof SECURITY_COMPLIANCE
export type CriterionScores = Partial<Record<ScoredCriterion, number | null>>
export type Weights = Partial<Record<string, number>>
/** The six standard weights, and Security & compliance's only on a board that has it. */
export type BoardWeights = Record<Criterion, number> & { [SECURITY_COMPLIANCE]?: number }

/** The criteria in the order boards show them, with their labels: the five detailed ratings, then price. */
export const SCORE_CRITERIA: readonly { key: Criterion; label: string }[] = [
  ...RATING_CRITERIA.map(({ criterion, label }) => ({ key: criterion, label })),
  { key: 'price', label: 'Price' },
]

/** Every criterion a board can rank by, in the order boards show them: the six, then Security & compliance (where a board has it). */
export const RANKED_CRITERIA: readonly { key: ScoredCriterion; label: string }[] = [...SCORE_CRITERIA, { key: SECURITY_COMPLIANCE, label: SECURITY_COMPLIANCE_LABEL }]

/** A criterion the buyer has not weighted counts with this weight (every criterion equal by default). */
export const DEFAULT_WEIGHT = 5
export const MAX_WEIGHT = 10

const clampWeight = (w: number | undefined) => (typeof w === 'number' && Number.isFinite(w) ? Math.min(MAX_WEIGHT, Math.max(0, Math.round(w))) : DEFAULT_WEIGHT)

/**
 * The weight of each criterion, with defaults filled in and values clamped to 0..10; Security &
 * compliance is there only when the board has it (its key is in the weights).
 */
export function effectiveWeights(weights: Weights | null | undefined): BoardWeights {
  const out = {} as BoardWeights
  for (const { key } of SCORE_CRITERIA) out[key] = clampWeight(weights?.[key])
  if (weights && typeof weights[SECURITY_COMPLIANCE] === 'number') out[SECURITY_COMPLIANCE] = clampWeight(weights[SECURITY_COMPLIANCE])
  return out
}

/** The weighted average (0-5, two decimals) of the scores; null when every weight is 0. */
export function weightedScore(scores: CriterionScores, weights: Weights | null | undefined): number | null {
  return weightedAverage(scores, effectiveWeights(weights))
}

/**
 * The same average with exact, non-negative weights of any size (a criterion's share of the total,
 * say): scores clamped to 0-5, a missing score counting as 0, two decimals, null when the weights
 * add up to 0. weightedScore is this with the buyer's 0..10 weights.
 */
export function weightedAverage(scores: CriterionScores, weights: Readonly<BoardWeights>): number | null {
  let total = 0
  let sum = 0
  const keys: ScoredCriterion[] = SCORE_CRITERIA.map((c) => c.key)
  if (weights[SECURITY_COMPLIANCE] !== undefined) keys.push(SECURITY_COMPLIANCE)
  for (const key of keys) {
    const score = scores[key]
    const weight = weights[key] ?? 0
    total += weight
    sum += weight * (typeof score === 'number' ? Math.min(5, Math.max(0, score)) : 0)
  }
  return total === 0 ? null : Math.round((sum / total) * 100) / 100
}

/** Price scores: the cheapest priced item gets 5 and others 5 x cheapest / price; free is 5; no price is null. */
export function priceScores(prices: readonly (number | null)[]): (number | null)[] {
  const known = prices.filter((p): p is number => p !== null && p >= 0)
  if (known.length === 0) return prices.map(() => null)
  const cheapest = Math.min(...known)
  return prices.map((p) => {
    if (p === null || p < 0) return null
    if (p === 0) return 5
    return Math.round(((5 * cheapest) / p) * 100) / 100
  })
}

export interface Ranked<K> {
  key: K
  score: number | null
  /** 1 for the best; items with the same score share a rank (1, 1, 3). Null when nothing is weighted. */
  rank: number | null
}

/** The items best first by weighted score; ties keep the board's order. */
export function rankByWeightedScore<K>(items: readonly { key: K; scores: CriterionScores }[], weights: Weights | null | undefined): Ranked<K>[] {
  const scored = items.map((item, index) => ({ key: item.key, score: weightedScore(item.scores, weights), index }))
  scored.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.index - b.index)
  return scored.map(({ key, score }, i) => {
    const first = scored.findIndex((s) => s.score === score)
    return { key, score, rank: score === null ? null : (first === -1 ? i : first) + 1 }
  })
}
