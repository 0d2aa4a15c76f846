// A buying team's results on one evaluation board, from each evaluator's own scores (1 to 5 per item
// and criterion, any of them possibly missing) and the board's weights (0..10 per criterion,
// DEFAULT_WEIGHT where unset: see weighted-score.ts).
//
// - Per item and criterion: the team's mean of the scores given (a missing score is left out, not 0),
//   its spread and every evaluator's score. The spread is the population standard deviation of the
//   scores given (0 for one score) together with their lowest and highest; null with no score.
// - Disagreement per criterion: the mean of that criterion's standard deviations over the items that
//   at least 2 evaluators scored, rounded to 2 decimals. Ranked highest first; equal values share a
//   rank (1, 1, 3) and keep the board's criterion order. The criteria ranked 1 or 2 with a
//   disagreement above 0 are the ones the team disagrees on most (so a tie at second place keeps
//   every tied criterion).
// - The team's ranking: weightedScore of the team's means with the board's weights (an item nobody
//   scored on a criterion counts 0 there, as on a single person's board); each evaluator's own
//   ranking is the same with only their scores.
// - Fragile lead: a weight's share is its part of all the weights, in percent (weights 5, 5, 10 give
//   shares of 25, 25 and 50). Moving a weight by 10 points sets its share 10 percentage points higher
//   or lower (within 0 to 100), the other weights keeping their proportions among themselves. The lead
//   is fragile when one item leads alone and one such move of one weight lets another item reach or
//   pass its score. Every move that does so is listed, in the board's criterion order, up before down.
// - Security & compliance (sync/rules/security-criterion.ts) is one of the criteria only on a board that
//   has it. There each evaluator's score of an item starts from its vendor's trust profile (`prefill`):
//   an evaluator who did not score it counts with the profile's figure, one who did with their own.
import { hasSecurityCriterion } from './security-criterion'
import {
  SCORE_CRITERIA, SECURITY_COMPLIANCE, effectiveWeights, rankByWeightedScore, weightedAverage,
  type BoardWeights, type CriterionScores, type Ranked, type ScoredCriterion, type Weights,
} from './weighted-score'

export const TEAM_SCORE_MIN = 1
export const TEAM_SCORE_MAX = 5
/** How far a fragile-lead move shifts one weight's share of the total, in percentage points. */
export const FRAGILE_SHIFT_POINTS = 10
/** Criteria ranked this high or better (with a disagreement above 0) are the most disagreed. */
export const MOST_DISAGREED_RANKS = 2

export interface TeamScore<K, E> {
  evaluator: E
  item: K
  criterion: ScoredCriterion
  score: number
}

export interface TeamInput<K, E> {
  /** The board's items in its order (ties keep this order). */
  items: readonly K[]
  /** The board's evaluators, in the order their scores are listed. */
  evaluators: readonly E[]
  weights: Weights | null | undefined
  /** One row per evaluator, item and criterion scored; rows outside 1..5, or naming an item or evaluator not listed, are left out. */
  scores: readonly TeamScore<K, E>[]
  /** Each item's trust profile score (0 to 5), the Security & compliance score of an evaluator who gave none; null: no profile. */
  prefill?: ReadonlyMap<K, number | null>
}

export interface CellResult<E> {
  /** The mean of the scores given; null when nobody scored this. */
  mean: number | null
  /** Population standard deviation of the scores given; null when nobody scored this. */
  sd: number | null
  min: number | null
  max: number | null
  /** How many evaluators scored this. */
  count: number
  /** Every evaluator's score, in the evaluators' order (null: not scored). */
  scores: { evaluator: E; score: number | null }[]
}

/** The cell of every criterion of the board (Security & compliance only on a board that has it). */
export type CriterionCells<E> = Record<ScoredCriterion, CellResult<E>>

export interface ItemResult<K, E> {
  item: K
  cells: CriterionCells<E>
}

export interface CriterionDisagreement {
  criterion: ScoredCriterion
  /** Mean standard deviation over the items 2 or more evaluators scored (2 decimals); null when there is none. */
  disagreement: number | null
  /** 1 for the most disagreed; equal values share a rank; null with no disagreement figure. */
  rank: number | null
  mostDisagreed: boolean
}

export interface WeightMove<K> {
  criterion: ScoredCriterion
  direction: 'up' | 'down'
  /** The weight's share of the total before and after the move, in percent (1 decimal). */
  shareBefore: number
  shareAfter: number
  /** Who would lead after the move (the first in board order among equals other than the leader). */
  newLeader: K
}

export interface FragileLead<K> {
  leader: K
  moves: WeightMove<K>[]
}

export interface TeamResults<K, E> {
  /** The board's criteria in its order: the six standard ones, then Security & compliance when the board has it. */
  criteria: ScoredCriterion[]
  items: ItemResult<K, E>[]
  /** Every criterion, most disagreed first. */
  disagreement: CriterionDisagreement[]
  ranking: Ranked<K>[]
  personal: { evaluator: E; scored: number; ranking: Ranked<K>[] }[]
  fragileLead: FragileLead<K> | null
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places
const validScore = (score: number) => Number.isFinite(score) && score >= TEAM_SCORE_MIN && score <= TEAM_SCORE_MAX

/** Mean, population standard deviation, lowest and highest of the scores given. */
export function spreadOf(values: readonly number[]): Pick<CellResult<never>, 'mean' | 'sd' | 'min' | 'max' | 'count'> {
  if (values.length === 0) return { mean: null, sd: null, min: null, max: null, count: 0 }
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length
  return { mean, sd: Math.sqrt(variance), min: Math.min(...values), max: Math.max(...values), count: values.length }
}

/** The criteria a board's results cover, in its order. */
export function teamCriteria(weights: Weights | null | undefined): ScoredCriterion[] {
  const standard: ScoredCriterion[] = SCORE_CRITERIA.map((c) => c.key)
  return hasSecurityCriterion(weights) ? [...standard, SECURITY_COMPLIANCE] : standard
}

export function teamResults<K, E>(input: TeamInput<K, E>): TeamResults<K, E> {
  const criteria = teamCriteria(input.weights)
  const table = scoreTable(input, criteria)
  const items = input.items.map((item, i): ItemResult<K, E> => {
    const cells = {} as CriterionCells<E>
    for (const key of criteria) {
      const scores = input.evaluators.map((evaluator, e) => ({ evaluator, score: table[i][e][key] ?? null }))
      cells[key] = { ...spreadOf(scores.flatMap((s) => (s.score === null ? [] : [s.score]))), scores }
    }
    return { item, cells }
  })
  const teamScores = items.map(({ cells }) => meansOf(cells, criteria))
  const ranking = rankByWeightedScore(input.items.map((key, i) => ({ key, scores: teamScores[i] })), input.weights)
  const personal = input.evaluators.map((evaluator, e) => ({
    evaluator,
    scored: input.items.reduce((n, _, i) => n + Object.keys(table[i][e]).length, 0),
    ranking: rankByWeightedScore(input.items.map((key, i) => ({ key, scores: table[i][e] })), input.weights),
  }))
  return {
    criteria, items, disagreement: rankDisagreement(items, criteria), ranking, personal,
    fragileLead: fragileLead(input.items, teamScores, ranking, input.weights),
  }
}

/**
 * table[item][evaluator] = that evaluator's scores of that item; the last row for a cell wins. On a
 * board with Security & compliance, an evaluator who did not score it takes the item's prefill.
 */
function scoreTable<K, E>({ items, evaluators, scores, prefill }: TeamInput<K, E>, criteria: readonly ScoredCriterion[]): CriterionScores[][] {
  const table = items.map(() => evaluators.map((): CriterionScores => ({})))
  const known = new Set<string>(criteria)
  for (const row of scores) {
    const i = items.indexOf(row.item)
    const e = evaluators.indexOf(row.evaluator)
    if (i === -1 || e === -1 || !known.has(row.criterion) || !validScore(row.score)) continue
    table[i][e][row.criterion] = row.score
  }
  if (known.has(SECURITY_COMPLIANCE)) {
    items.forEach((item, i) => {
      const start = prefill?.get(item)
      if (typeof start !== 'number') return
      for (const own of table[i]) if (own[SECURITY_COMPLIANCE] === undefined) own[SECURITY_COMPLIANCE] = start
    })
  }
  return table
}

function meansOf<E>(cells: CriterionCells<E>, criteria: readonly ScoredCriterion[]): CriterionScores {
  const out: CriterionScores = {}
  for (const key of criteria) out[key] = cells[key].mean
  return out
}

function rankDisagreement<K, E>(items: readonly ItemResult<K, E>[], criteria: readonly ScoredCriterion[]): CriterionDisagreement[] {
  const figures = criteria.map((key) => {
    const sds = items.flatMap(({ cells }) => (cells[key].count >= 2 ? [cells[key].sd ?? 0] : []))
    return { criterion: key, disagreement: sds.length === 0 ? null : round(sds.reduce((a, b) => a + b, 0) / sds.length, 2) }
  })
  // A stable sort keeps the board's criterion order among equals.
  const sorted = [...figures].sort((a, b) => (b.disagreement ?? -1) - (a.disagreement ?? -1))
  return sorted.map(({ criterion, disagreement }) => {
    const rank = disagreement === null ? null : sorted.findIndex((s) => s.disagreement === disagreement) + 1
    return { criterion, disagreement, rank, mostDisagreed: rank !== null && rank <= MOST_DISAGREED_RANKS && disagreement! > 0 }
  })
}

/** Each criterion's share of the total weight (0..1), or null when nothing is weighted. */
export function weightShares(weights: Weights | null | undefined): BoardWeights | null {
  const w = effectiveWeights(weights)
  const criteria = teamCriteria(weights)
  const total = criteria.reduce((sum, key) => sum + (w[key] ?? 0), 0)
  if (total === 0) return null
  const shares = {} as BoardWeights
  for (const key of criteria) shares[key] = (w[key] ?? 0) / total
  return shares
}

/**
 * The shares after moving one criterion's share by `points` percentage points (clamped to 0..100),
 * the others scaled to keep their proportions; null when the move changes nothing (already at the
 * limit, or no other criterion carries weight to give or take).
 */
export function movedShares(shares: Readonly<BoardWeights>, criterion: ScoredCriterion, points: number): BoardWeights | null {
  const before = shares[criterion] ?? 0
  const after = Math.min(1, Math.max(0, before + points / 100))
  const rest = 1 - before
  if (after === before || rest <= 0) return null
  const moved = {} as BoardWeights
  for (const key of Object.keys(shares) as ScoredCriterion[]) moved[key] = key === criterion ? after : ((shares[key] ?? 0) * (1 - after)) / rest
  return moved
}

function fragileLead<K>(items: readonly K[], scores: readonly CriterionScores[], ranking: readonly Ranked<K>[], weights: Weights | null | undefined): FragileLead<K> | null {
  const shares = weightShares(weights)
  const [first, second] = ranking
  if (!shares || !first || first.score === null || second?.rank === 1) return null
  const leaderIndex = items.indexOf(first.key)
  const moves: WeightMove<K>[] = []
  for (const key of teamCriteria(weights)) {
    for (const direction of ['up', 'down'] as const) {
      const moved = movedShares(shares, key, direction === 'up' ? FRAGILE_SHIFT_POINTS : -FRAGILE_SHIFT_POINTS)
      if (!moved) continue
      const after = scores.map((s) => weightedAverage(s, moved) ?? 0)
      const best = Math.max(...after)
      // The leader is caught when another item reaches the top score; the first such item in board order leads.
      const challenger = after.findIndex((score, i) => i !== leaderIndex && score === best)
      if (challenger === -1) continue
      moves.push({ criterion: key, direction, shareBefore: round((shares[key] ?? 0) * 100, 1), shareAfter: round((moved[key] ?? 0) * 100, 1), newLeader: items[challenger] })
    }
  }
  return moves.length === 0 ? null : { leader: first.key, moves }
}
