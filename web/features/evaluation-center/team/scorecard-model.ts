// What the scorecard shows: each item on the board by name, each criterion it is scored on with its
// label (a criterion the board added keeps its own name), and the person's own score and note for each;
// on a board with Security & compliance, each item's trust profile score that counts until it is scored.
import { boardCriteria } from '../../../../sync/rules/board-roles'
import { securityComplianceScore } from '../../../../sync/rules/trust-profile'
import { RANKED_CRITERIA, SCORE_CRITERIA, type Weights } from '../../../../sync/rules/weighted-score'
import type { BoardScore } from '../../../../sync/schemas'
import type { LoadedBoardItem } from '../../../data/account/evaluation-items'

export interface ScorecardCriterion {
  key: string
  label: string
}

export interface ScorecardRow {
  itemId: number
  name: string
  /** criterion key -> the person's score and note, when given. */
  scores: Map<string, { score: number; note: string | null }>
  /** The vendor's trust profile score (0 to 5), null without a profile or with the vendor not on this device. */
  trustScore: number | null
  /** The vendor page's Trust tab, null with the vendor not on this device. */
  trustHref: string | null
}

const STANDARD_LABELS = new Map<string, string>(RANKED_CRITERIA.map(({ key, label }) => [key, label]))

export function scorecardCriteria(weights: Weights | null | undefined): ScorecardCriterion[] {
  const numeric = Object.fromEntries(Object.entries(weights ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'))
  return boardCriteria(SCORE_CRITERIA.map((c) => c.key), numeric).map((key) => ({ key, label: STANDARD_LABELS.get(key) ?? key }))
}

export const itemName = (item: LoadedBoardItem): string => (item.kind === 'vendor' ? item.vendor.name : item.product.name)

/**
 * The rows of one person's scorecard, in the board's order; scores of items no longer on the board are
 * left out. `today` is the person's own day, which the trust profile's score reads.
 */
export function scorecardRows(items: readonly LoadedBoardItem[], scores: readonly BoardScore[], userId: number, today: string): ScorecardRow[] {
  return items.map((item) => {
    const own = scores.filter((s) => s.userId === userId && s.itemId === item.ref.itemId)
    return {
      itemId: item.ref.itemId, name: itemName(item), scores: new Map(own.map((s) => [s.criterion, { score: s.score, note: s.note }])),
      trustScore: item.vendor ? securityComplianceScore(item.vendor, today) : null,
      trustHref: item.vendor ? `/vendors/${item.vendor.slug}?tab=trust` : null,
    }
  })
}

/** How many of the card's cells have a score, out of how many there are. */
export function scorecardProgress(rows: readonly ScorecardRow[], criteria: readonly ScorecardCriterion[]): { scored: number; cells: number } {
  const keys = new Set(criteria.map((c) => c.key))
  const scored = rows.reduce((n, row) => n + [...row.scores.keys()].filter((k) => keys.has(k)).length, 0)
  return { scored, cells: rows.length * criteria.length }
}
