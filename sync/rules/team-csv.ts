// A team board's results as CSV: one row per item and criterion with the team's mean, its spread and
// every evaluator's own score, then one row per item with the weighted scores (the team's from its means,
// each person's from their own scores) and ranks, and, on a decided board, the decision: what was
// chosen, by whom and when, and the rationale. Written by csv-writer.ts like every export:
// neutralised against CSV injection, quoted, CRLF line ends, the byte order mark first.
import { boardFileSlug } from './board-csv'
import { formatDate } from './dates'
import { csvFileText } from './csv-writer'
import type { TeamResults } from './team-results'
import { criterionLabel } from './board-activity'
import type { Ranked } from './weighted-score'

const twoDecimals = (n: number | null) => (n === null ? '' : n.toFixed(2))
const scoreAndRank = (ranked: Ranked<unknown> | undefined) => (ranked?.score == null ? '' : `${ranked.score.toFixed(2)} (#${ranked.rank})`)

/** A board's decision as the export names it. */
export interface CsvDecision {
  chosen: string
  rationale: string
  decidedBy: string | null
  decidedAt: string
}

export function teamCsvRows<K, E>(results: TeamResults<K, E>, itemName: (key: K) => string, evaluatorName: (key: E) => string, decision?: CsvDecision | null): string[][] {
  const evaluators = results.personal.map((p) => p.evaluator)
  const header = ['Item', 'Criterion', 'Team mean', 'Standard deviation', 'Lowest', 'Highest', ...evaluators.map(evaluatorName)]
  const cells = results.items.flatMap(({ item, cells: byCriterion }) => results.criteria.map((key) => {
    const cell = byCriterion[key]
    return [itemName(item), criterionLabel(key), twoDecimals(cell.mean), twoDecimals(cell.sd), String(cell.min ?? ''), String(cell.max ?? ''),
      ...cell.scores.map((s) => (s.score === null ? '' : String(s.score)))]
  }))
  const weighted = results.items.map(({ item }) => [itemName(item), 'Weighted score (rank)', scoreAndRank(results.ranking.find((r) => r.key === item)), '', '', '',
    ...results.personal.map((p) => scoreAndRank(p.ranking.find((r) => r.key === item)))])
  const decided = decision
    ? [['Decision', decision.chosen, `Decided by ${decision.decidedBy ?? 'the owner'} on ${formatDate(decision.decidedAt, 'numeric')}`], ['Rationale', decision.rationale]]
    : []
  return [header, ...cells, ...weighted, ...decided]
}

export function teamCsv<K, E>(results: TeamResults<K, E>, itemName: (key: K) => string, evaluatorName: (key: E) => string, decision?: CsvDecision | null): string {
  return csvFileText(teamCsvRows(results, itemName, evaluatorName, decision))
}

/** "crm-shortlist-team-results.csv". */
export const teamCsvFileName = (boardName: string): string => `${boardFileSlug(boardName)}-team-results.csv`
