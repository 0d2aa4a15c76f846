// An evaluation board as CSV: one row per criterion, one column per item, as the board's matrix reads.
// Cells are neutralised and quoted by the vendor export's rules (sync/rules/csv-export.ts says why):
// each part of a cell that a spreadsheet would run as a formula gets a leading apostrophe, and every
// cell is quoted.
import { neutraliseCell as neutraliseText, quoteCell } from './csv-export'

export interface BoardCsvRow {
  label: string
  values: readonly (string | number | null | undefined)[]
}

/** The cell as text, with a leading ' on each part a spreadsheet would read as a formula. */
export function neutraliseCell(value: string | number | null | undefined): string {
  return neutraliseText(value === null || value === undefined ? '' : String(value))
}

/** The cells of the board's CSV: a header row "Criterion, item names..." then one row per criterion. */
export function boardCsvRows(itemNames: readonly string[], rows: readonly BoardCsvRow[]): string[][] {
  const header = ['Criterion', ...itemNames].map(neutraliseCell)
  return [header, ...rows.map((row) => [row.label, ...itemNames.map((_, i) => row.values[i])].map(neutraliseCell))]
}

/** The CSV text (CRLF line ends, as RFC 4180 and spreadsheets expect). */
export function boardCsv(itemNames: readonly string[], rows: readonly BoardCsvRow[]): string {
  return boardCsvRows(itemNames, rows).map((cells) => cells.map(quoteCell).join(',')).join('\r\n') + '\r\n'
}

/** A file name for the board: "security-shortlist-evaluation.csv". */
export function boardCsvFileName(boardName: string): string {
  const base = boardName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60)
  return `${base || 'board'}-evaluation.csv`
}
