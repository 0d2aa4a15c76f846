// The rows of the board matrix as text, in the order the matrix shows them: the CSV export writes
// exactly these, so the file and the screen never disagree.
import { boardCsv, type BoardCsvRow } from '../../../sync/rules/board-csv'
import { RATING_CRITERIA } from '../../../sync/rules/ratings'
import { securityCellText } from '../../../sync/rules/security-criterion'
import { SECURITY_COMPLIANCE_LABEL, type Ranked } from '../../../sync/rules/weighted-score'
import type { BoardColumn } from './board-columns'

const list = (items: readonly string[]) => items.join('; ')
const rating = (value: number | null) => (value === null ? 'Not rated' : value.toFixed(1))

/**
 * Label and text of every matrix row for these columns, given their ranking by weighted score; the
 * Security & compliance row only on a board that has the criterion.
 */
export function boardTextRows(columns: readonly BoardColumn[], ranking: readonly Ranked<string>[], withSecurity = false): BoardCsvRow[] {
  const rankOf = new Map(ranking.map((r) => [r.key, r]))
  const row = (label: string, text: (c: BoardColumn) => string | number): BoardCsvRow => ({ label, values: columns.map(text) })
  return [
    row('Rank', (c) => rankOf.get(c.key)?.rank ?? ''),
    row('Weighted score', (c) => rankOf.get(c.key)?.score?.toFixed(2) ?? ''),
    ...RATING_CRITERIA.map(({ key, label }) => row(label, (c) => rating(c.ratings[key]))),
    ...(withSecurity ? [row(SECURITY_COMPLIANCE_LABEL, (c) => securityCellText(c.security))] : []),
    row('Overall rating', (c) => c.overall.toFixed(1)),
    row('Market score', (c) => c.marketScore.toFixed(1)),
    row('Review count', (c) => c.reviewCount),
    row('Price', (c) => (c.rankingNote ? `${c.priceSummary} (${c.rankingNote})` : c.priceSummary)),
    row('Deployment options', (c) => list(c.deploymentOptions)),
    row('Integrations', (c) => list(c.integrations)),
    row('Pros', (c) => list(c.pros)),
    row('Cons', (c) => list(c.cons)),
    row('Key features', (c) => list(c.features)),
  ]
}

/** The board's CSV text. */
export function boardCsvText(columns: readonly BoardColumn[], ranking: readonly Ranked<string>[], withSecurity = false): string {
  return boardCsv(columns.map((c) => (c.subtitle ? `${c.name} (${c.subtitle})` : c.name)), boardTextRows(columns, ranking, withSecurity))
}
