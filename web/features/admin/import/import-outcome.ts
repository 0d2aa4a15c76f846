// The result alert's contents: green for success, red for failure, with an optional list of errors;
// titled "Import successful", "Import failed" or "Error processing file: ...". Pure, so the worker
// builds it and the screen only shows it.
import { countText } from '../../../../sync/rules/money'
import type { RowError } from './csv-rows'
import { IMPORT_FAILED, type UploadResult } from './csv-upload'
import { countOf, IMPORT_KINDS, type ImportKind } from './import-kinds'

/** The most row errors sent to the screen; the rest are counted (50,000 bad rows must not flood it). */
export const MAX_LISTED_ERRORS = 1_000

export interface ImportOutcome {
  status: 'success' | 'failure'
  title: 'Import successful' | 'Import failed'
  message: string
  count: number
  /** The first MAX_LISTED_ERRORS row errors, by row number. */
  errors: RowError[]
  errorCount: number
}

export function summariseImport(kind: ImportKind, local: RowError[], upload: UploadResult): ImportOutcome {
  const all = [...local, ...upload.errors].sort((a, b) => a.row - b.row)
  const errors = all.slice(0, MAX_LISTED_ERRORS)
  const base = { count: upload.count, errors, errorCount: all.length }
  if (upload.failure !== null) {
    const message = upload.count > 0
      ? `${upload.failure.replace(/\.?$/, '.')} ${countOf(kind, upload.count)} had been imported before it stopped.`
      : upload.failure
    return { ...base, status: 'failure', title: IMPORT_FAILED, message }
  }
  if (upload.count === 0) return { ...base, status: 'failure', title: IMPORT_FAILED, message: IMPORT_KINDS[kind].noneValidMessage }
  const skipped = all.length ? `; ${countText(all.length, 'row was', 'rows were')} skipped` : ''
  return { ...base, status: 'success', title: 'Import successful', message: `${countOf(kind, upload.count)} imported${skipped}.` }
}

/** A failure before any row was sent. */
export function failedImport(message: string): ImportOutcome {
  return { status: 'failure', title: IMPORT_FAILED, message, count: 0, errors: [], errorCount: 0 }
}

/** The file could not be read or parsed at all. */
export const processingFailure = (reason: string) => failedImport(`Error processing file: ${reason}`)
