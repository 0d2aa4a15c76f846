// A team board's results as CSV: one row per item and criterion with the team's mean, its spread and
// every evaluator's own score, then one row per item with the weighted scores (the team's from its means,
// each person's from their own scores) and ranks. Written by csv-writer.ts like every export:
// neutralised against CSV injection, quoted, CRLF line ends, the byte order mark first.
import { boardFileSlug } from './board-csv'
import { csvFileText } from './csv-writer'
import type { TeamResults } from './team-results'
import { SCORE_CRITERIA, type Ranked } from './weighted-score'

const twoDecimals = (n: number | null) => (n === null ? '' : n.toFixed(2))
const scoreAndRank = (ranked: Ranked<unknown> | undefined) => (ranked?.score == null ? '' : `${ranked.score.toFixed(2)} (#${ranked.rank})`)

export function teamCsvRows<K, E>(results: TeamResults<K, E>, itemName: (key: K) => string, evaluatorName: (key: E) => string): string[][] {
  const evaluators = results.personal.map((p) => p.evaluator)
  const header = ['Item', 'Criterion', 'Team mean', 'Standard deviation', 'Lowest', 'Highest', ...evaluators.map(evaluatorName)]
  const cells = results.items.flatMap(({ item, cells: byCriterion }) => SCORE_CRITERIA.map(({ key, label }) => {
    const cell = byCriterion[key]
    return [itemName(item), label, twoDecimals(cell.mean), twoDecimals(cell.sd), String(cell.min ?? ''), String(cell.max ?? ''),
      ...cell.scores.map((s) => (s.score === null ? '' : String(s.score)))]
  }))
  const weighted = results.items.map(({ item }) => [itemName(item), 'Weighted score (rank)', scoreAndRank(results.ranking.find((r) => r.key === item)), '', '', '',
    ...results.personal.map((p) => scoreAndRank(p.ranking.find((r) => r.key === item)))])
  return [header, ...cells, ...weighted]
}

export function teamCsv<K, E>(results: TeamResults<K, E>, itemName: (key: K) => string, evaluatorName: (key: E) => string): string {
  return csvFileText(teamCsvRows(results, itemName, evaluatorName))
}

/** "crm-shortlist-team-results.csv". */
export const teamCsvFileName = (boardName: string): string => `${boardFileSlug(boardName)}-team-results.csv`
