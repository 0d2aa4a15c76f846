// The one CSV writer both exports use (the vendor export, csv-export.ts; the evaluation board export,
// board-csv.ts): every cell neutralised against CSV injection (ASVS 5.0 V1.2.10; docs/security.md) and
// quoted, rows joined with CRLF, and the file led by the UTF-8 byte order mark so spreadsheets (Excel)
// read it as UTF-8. A spreadsheet must show each cell as text, never run it as a formula:
//
// - A cell starting with = + - @ tab or carriage return gets a leading single quote.
// - So does each `;`-separated part of a cell (each list item, or `=1+1` in `ok;=1+1`): a spreadsheet
//   whose list separator is `;` (most of Europe) may open the file with `;` as the separator, and every
//   part then becomes a cell of its own; so does each line of a cell, for the same reader.
// - Leading spaces before such a character do not hide it: some imports trim them.
// - Every cell is quoted (RFC 4180), so a `;`-separated reader that honours quotes keeps each cell
//   whole, and one that splits on `,` never sees a field start inside a cell.

/** The UTF-8 byte order mark every exported CSV file starts with. */
export const CSV_BOM = '\uFEFF'

/**
 * Where a part of a cell starts (the cell's start, or after a `;` or a line break) that a spreadsheet
 * may run as a formula: = + - @ tab or carriage return, after any spaces or double quotes (a reader
 * that ignores the cell's quoting drops those). Only the separator is consumed, so a carriage return
 * that starts a part is also the start of the next one.
 */
const FORMULA_PART = /(^|[;\r\n])(?=(?:[^\S\r\n]|")*[=+\-@\t\r])/g

/**
 * The cell with a leading single quote on each part a spreadsheet would run as a formula; anything
 * else is kept. Line breaks separate parts too: a `;`-separated reader that does not honour the
 * quoting starts a new row at each one.
 */
export function neutraliseCell(text: string): string {
  return text.replace(FORMULA_PART, "$1'")
}

/** A value as cell text: lists joined with ";" (as the imports split them), absent values empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(plainText).join(';')
  return plainText(value)
}

/** A single value as text; an object (never expected in a cell) as its JSON rather than "[object Object]". */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value) ?? ''
}

/** RFC 4180 quoting, for every cell: wrapped in double quotes, inner quotes doubled. */
export function quoteCell(text: string): string {
  return `"${text.replace(/"/g, '""')}"`
}

/** The file's text: the byte order mark, then each row's cells neutralised and quoted, CRLF line ends. */
export function csvFileText(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((row) => row.map((cell) => quoteCell(neutraliseCell(cell))).join(',')).join('\r\n') + '\r\n'
}
