// Parses CSV text with papaparse, chunk by chunk, through the RowCollector (the shared row rules), and
// reports how far it got. Runs in the CSV worker; plain text in, so unit tests can drive it too.
import Papa from 'papaparse'
import type { CsvRecord } from '../../../../sync/rules/csv-vendor-row'
import { MAX_IMPORT_ROWS } from '../../../../sync/rules/csv-vendor-row'
import { formatCount } from '../../../../sync/rules/money'
import { RowCollector } from './csv-rows'
import type { ImportKindRules } from './import-kinds'

/** About 1 MB of text per chunk: a few thousand rows between progress reports. */
const CHUNK_CHARS = 1 << 20

export const TOO_MANY_ROWS_MESSAGE =
  `This file has more than ${formatCount(MAX_IMPORT_ROWS)} rows. Split it into smaller files and import them one by one.`

export interface CheckedCsv {
  collector: RowCollector
  /** The file went past MAX_IMPORT_ROWS records; checking stopped there. */
  tooManyRows: boolean
}

export function checkCsvText(
  text: string,
  rules: ImportKindRules,
  onProgress: (done: number, total: number) => void = () => undefined,
  chunkChars = CHUNK_CHARS,
): CheckedCsv {
  const collector = new RowCollector(rules)
  let tooManyRows = false
  Papa.parse<CsvRecord>(text, {
    header: true,
    // Always a comma: semicolons separate the entries of the vendor CSV's list columns.
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    chunkSize: chunkChars,
    chunk(results: Papa.ParseResult<CsvRecord>, parser: Papa.Parser) {
      collector.add(results.data, results.errors)
      onProgress(Math.min(results.meta.cursor, text.length), text.length)
      if (collector.total > MAX_IMPORT_ROWS) {
        tooManyRows = true
        parser.abort()
      }
    },
    // With a string and chunks, parsing finishes before Papa.parse returns; nothing waits for this.
    complete: () => undefined,
  })
  return { collector, tooManyRows }
}
