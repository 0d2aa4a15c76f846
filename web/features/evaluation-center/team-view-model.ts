// What the team view shows, worked out from the team's results (sync/rules/team-results.ts) and the
// names of the items and evaluators: the texts of the matrix, the rankings and the notices. Pure, so
// every wording and every screen-reader label is unit tested without rendering.
import type { CellResult, CriterionDisagreement, TeamResults, WeightMove } from '../../../sync/rules/team-results'
import { RANKED_CRITERIA, SECURITY_COMPLIANCE, type Ranked, type ScoredCriterion } from '../../../sync/rules/weighted-score'

export interface TeamViewNames<K, E> {
  item: (key: K) => string
  evaluator: (key: E) => string
}

export interface CriterionColumn {
  key: ScoredCriterion
  label: string
  mostDisagreed: boolean
  /** "Spread 1.2" (the criterion's disagreement), or null when no item has 2 scores. */
  disagreementText: string | null
}

export interface MatrixCell {
  criterion: ScoredCriterion
  meanText: string
  spreadText: string
  /** The whole cell in words, for the popover's trigger. */
  label: string
  /** Each evaluator's score, in the evaluators' order. */
  scores: { name: string; text: string }[]
  mostDisagreed: boolean
}

export interface MatrixRow<K> {
  key: K
  name: string
  cells: MatrixCell[]
}

export interface RankingRow<K> {
  key: K
  name: string
  teamRank: string
  teamScore: string
  /** Each evaluator's rank for this item, in the evaluators' order. */
  personal: string[]
}

export interface FragileNotice {
  title: string
  moves: string[]
}

const LABELS = new Map(RANKED_CRITERIA.map(({ key, label }) => [key, label]))
export const criterionLabel = (key: ScoredCriterion) => LABELS.get(key) ?? key

/** A 1-5 mean or a spread with one decimal ("3.7", "0.8"); a dash with no score. */
export const oneDecimal = (value: number | null) => (value === null ? '–' : value.toFixed(1))

export function spreadText(cell: Pick<CellResult<unknown>, 'sd' | 'min' | 'max' | 'count'>): string {
  if (cell.count === 0) return 'No scores'
  return cell.min === cell.max ? `±${oneDecimal(cell.sd)} · all ${cell.min}` : `±${oneDecimal(cell.sd)} · ${cell.min}–${cell.max}`
}

export function cellLabel(itemName: string, criterion: string, cell: CellResult<unknown>): string {
  const of = `${cell.count} of ${cell.scores.length} scored`
  if (cell.count === 0) return `${itemName}, ${criterion}: no scores yet. Show each evaluator's score`
  return `${itemName}, ${criterion}: mean ${oneDecimal(cell.mean)}, standard deviation ${oneDecimal(cell.sd)}, `
    + `lowest ${cell.min}, highest ${cell.max}, ${of}. Show each evaluator's score`
}

/** The board's criteria in the board's order (Security & compliance last, where the board has it). */
export function criterionColumns(disagreement: readonly CriterionDisagreement[]): CriterionColumn[] {
  const byKey = new Map(disagreement.map((d) => [d.criterion, d]))
  return RANKED_CRITERIA.filter(({ key }) => key !== SECURITY_COMPLIANCE || byKey.has(key)).map(({ key, label }) => {
    const d = byKey.get(key)
    return { key, label, mostDisagreed: d?.mostDisagreed ?? false, disagreementText: d?.disagreement == null ? null : `Spread ${d.disagreement.toFixed(1)}` }
  })
}

export function matrixRows<K, E>(results: TeamResults<K, E>, names: TeamViewNames<K, E>): MatrixRow<K>[] {
  const columns = criterionColumns(results.disagreement)
  return results.items.map(({ item, cells }) => {
    const name = names.item(item)
    return {
      key: item,
      name,
      cells: columns.map(({ key, label, mostDisagreed }) => {
        const cell = cells[key]
        return {
          criterion: key,
          meanText: oneDecimal(cell.mean),
          spreadText: spreadText(cell),
          label: cellLabel(name, label, cell),
          scores: cell.scores.map((s) => ({ name: names.evaluator(s.evaluator), text: s.score === null ? 'Not scored' : String(s.score) })),
          mostDisagreed,
        }
      }),
    }
  })
}

/** "#1", or "#1 (tied)" when another item shares the rank; "–" with no rank. */
export function rankText<K>(ranked: Ranked<K> | undefined, all: readonly Ranked<K>[]): string {
  if (!ranked || ranked.rank === null) return '–'
  const tied = all.filter((r) => r.rank === ranked.rank).length > 1
  return tied ? `#${ranked.rank} (tied)` : `#${ranked.rank}`
}

/** The items in the team's order, each with the team's rank and score and every person's own rank. */
export function rankingRows<K, E>(results: TeamResults<K, E>, names: TeamViewNames<K, E>): RankingRow<K>[] {
  const personal = results.personal.map(({ scored, ranking }) => ({ scored, byKey: new Map(ranking.map((r) => [r.key, r])), ranking }))
  return results.ranking.map((team) => ({
    key: team.key,
    name: names.item(team.key),
    teamRank: rankText(team, results.ranking),
    teamScore: team.score === null ? '–' : team.score.toFixed(2),
    personal: personal.map((p) => (p.scored === 0 ? 'Not scored yet' : rankText(p.byKey.get(team.key), p.ranking))),
  }))
}

/** "Features and Value", "Security, Price or Value". */
export function listText(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`
}

/** The sentence naming the most disagreed criteria, or null when the team agrees everywhere. */
export function disagreementSummary(disagreement: readonly CriterionDisagreement[]): string | null {
  const most = disagreement.filter((d) => d.mostDisagreed).map((d) => criterionLabel(d.criterion))
  return most.length === 0 ? null : `The team disagrees most on ${listText(most)}.`
}

export function moveText<K>(move: WeightMove<K>, itemName: (key: K) => string): string {
  return `${criterionLabel(move.criterion)} ${move.direction} 10 points (${move.shareBefore}% to ${move.shareAfter}% of the weight): ${itemName(move.newLeader)} would lead.`
}

export function fragileNotice<K, E>(results: TeamResults<K, E>, names: TeamViewNames<K, E>): FragileNotice | null {
  const fragile = results.fragileLead
  if (!fragile) return null
  const weights = [...new Set(fragile.moves.map((m) => criterionLabel(m.criterion)))]
  return {
    title: `Fragile lead: ${names.item(fragile.leader)} leads, but moving the ${listText(weights, 'or')} weight by 10 points would change first place.`,
    moves: fragile.moves.map((m) => moveText(m, names.item)),
  }
}
