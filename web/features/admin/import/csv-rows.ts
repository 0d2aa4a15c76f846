// The worker's validation glue: each parsed CSV record becomes the API's input through the shared
// mapping and is checked by the shared row rule (sync/rules/csv-*-row.ts), so the browser sends only
// rows the server's rule will also accept, and every refusal carries the row number a spreadsheet shows.
import type { CsvRecord } from '../../../../sync/rules/csv-vendor-row'
import type { ImportKindRules } from './import-kinds'

export interface RowError {
  /** The row as a spreadsheet numbers it: the header is row 1, the first record row 2. */
  row: number
  message: string
}

export interface CheckedRow {
  row: number
  input: Record<string, unknown>
}

/** What papaparse reports about a record (its `row` counts records within the chunk, from 0). */
export interface ParseIssue {
  type: string
  code: string
  row?: number
}

export const PARSE_MESSAGES = {
  quotes: 'A quoted cell is not closed or has a stray quote',
  tooManyCells: 'This row has more cells than the header (put cells that contain commas in double quotes)',
} as const

/** The spreadsheet row number of the record at 0-based position `index` among the records. */
export const csvRowNumber = (index: number) => index + 2

/** Collects checked rows chunk by chunk, numbering records across chunks. */
export class RowCollector {
  readonly valid: CheckedRow[] = []
  readonly errors: RowError[] = []
  private seen = 0
  private started = false

  constructor(private readonly rules: ImportKindRules) {}

  /** Records read so far. */
  get total(): number {
    return this.seen
  }

  add(records: readonly CsvRecord[], issues: readonly ParseIssue[] = []): void {
    const broken = new Map<number, string>()
    for (const issue of issues) {
      if (issue.row === undefined) continue
      // Papaparse counts quote problems over the chunk's raw lines (the header is line 0 of the first
      // chunk) and field-count problems over its records; a row past the records is the chunk's
      // unfinished last line, which the next chunk parses (and reports) again.
      const quotes = issue.type === 'Quotes'
      const index = quotes && !this.started ? issue.row - 1 : issue.row
      if (index < 0 || index >= records.length || broken.has(index)) continue
      if (quotes) broken.set(index, PARSE_MESSAGES.quotes)
      // Too few cells is fine (blank trailing columns); too many means a cell's comma split it.
      else if (issue.code === 'TooManyFields') broken.set(index, PARSE_MESSAGES.tooManyCells)
    }
    this.started = true
    records.forEach((record, i) => {
      const row = csvRowNumber(this.seen + i)
      const parseProblem = broken.get(i)
      if (parseProblem) return void this.errors.push({ row, message: parseProblem })
      const input = this.rules.toInput(record)
      const ruleError = this.rules.rowError(input)
      if (ruleError) this.errors.push({ row, message: ruleError })
      else this.valid.push({ row, input })
    })
    this.seen += records.length
  }
}
