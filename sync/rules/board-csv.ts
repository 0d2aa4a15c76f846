// An evaluation board as CSV: one row per criterion, one column per item, as the board's matrix reads.
// Cells that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
// get a leading apostrophe (ARCHITECTURE 4), and cells with commas, quotes or line breaks are quoted.

export interface BoardCsvRow {
  label: string
  values: readonly (string | number | null | undefined)[]
}

const FORMULA_START = /^[=+\-@\t\r]/

/** The cell as text, with a leading ' when a spreadsheet would read it as a formula. */
export function neutraliseCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)

/** The cells of the board's CSV: a header row "Criterion, item names..." then one row per criterion. */
export function boardCsvRows(itemNames: readonly string[], rows: readonly BoardCsvRow[]): string[][] {
  const header = ['Criterion', ...itemNames].map(neutraliseCell)
  return [header, ...rows.map((row) => [row.label, ...itemNames.map((_, i) => row.values[i])].map(neutraliseCell))]
}

/** The CSV text (CRLF line ends, as RFC 4180 and spreadsheets expect). */
export function boardCsv(itemNames: readonly string[], rows: readonly BoardCsvRow[]): string {
  return boardCsvRows(itemNames, rows).map((cells) => cells.map(quote).join(',')).join('\r\n') + '\r\n'
}

/** A file name for the board: "security-shortlist-evaluation.csv". */
export function boardCsvFileName(boardName: string): string {
  const base = boardName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60)
  return `${base || 'board'}-evaluation.csv`
}
