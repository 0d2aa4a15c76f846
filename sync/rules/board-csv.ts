// An evaluation board as CSV: one row per criterion, one column per item, as the board's matrix reads.
// The file is written by csv-writer.ts, as the vendor export is: every cell neutralised against CSV
// injection and quoted, CRLF line ends, the byte order mark first.
import { cellText, csvFileText } from './csv-writer'

export interface BoardCsvRow {
  label: string
  values: readonly (string | number | null | undefined)[]
}

/** The cells of the board's CSV as plain text: a header row "Criterion, item names..." then one row per criterion. */
export function boardCsvRows(itemNames: readonly string[], rows: readonly BoardCsvRow[]): string[][] {
  const header = ['Criterion', ...itemNames]
  return [header, ...rows.map((row) => [row.label, ...itemNames.map((_, i) => cellText(row.values[i]))])]
}

/** The CSV file's text. */
export function boardCsv(itemNames: readonly string[], rows: readonly BoardCsvRow[]): string {
  return csvFileText(boardCsvRows(itemNames, rows))
}

/** The board's name as the start of a file name: "security-shortlist" ("board" when nothing is left). */
export function boardFileSlug(boardName: string): string {
  return boardName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'board'
}

/** A file name for the board: "security-shortlist-evaluation.csv". */
export const boardCsvFileName = (boardName: string): string => `${boardFileSlug(boardName)}-evaluation.csv`
