// Sends the checked rows to the server's import call in batches (POST /api/vendors/import
// { vendors } or /api/products/import { products }). Batches keep each request small and let the
// screen show progress; the server still re-checks every row and answers refusals by their position in
// the batch, which is mapped back to the CSV's row number. Failed calls are not retried.
import { apiRaw, readBody, type FetchLike } from '../../../sync/base/api-client'
import type { CheckedRow, RowError } from './csv-rows'
import type { ImportKindRules } from './import-kinds'

export const IMPORT_BATCH_ROWS = 2_500

export const OFFLINE_IMPORT_MESSAGE = 'Import needs an internet connection. Connect and try again.'
export const IMPORT_FAILED = 'Import failed'

export interface UploadResult {
  count: number
  errors: RowError[]
  /** Why the upload stopped early (a refused call or no connection); null when every batch was answered. */
  failure: string | null
}

interface ServerRowError {
  row: number
  message: string
}

const isRowErrorList = (v: unknown): v is ServerRowError[] =>
  Array.isArray(v) && v.every((e: Partial<ServerRowError> | null) => typeof e?.row === 'number' && typeof e?.message === 'string')

export async function uploadRows(
  rows: readonly CheckedRow[],
  rules: ImportKindRules,
  onProgress: (sent: number, total: number) => void = () => undefined,
  fetchImpl: FetchLike = fetch,
): Promise<UploadResult> {
  let count = 0
  const errors: RowError[] = []
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = rows.slice(start, start + IMPORT_BATCH_ROWS)
    let res: Response
    try {
      res = await apiRaw(rules.endpoint, { method: 'POST', body: { [rules.bodyKey]: batch.map((r) => r.input) } }, fetchImpl)
    } catch {
      return { count, errors, failure: OFFLINE_IMPORT_MESSAGE }
    }
    const { json } = await readBody(res)
    const rowErrors = isRowErrorList(json?.errors) ? json.errors : null
    // A 400 with a row list means "no row of this batch was valid": those are row errors, not a stop.
    if (!res.ok && !(res.status === 400 && rowErrors?.length)) {
      return { count, errors, failure: typeof json?.message === 'string' && json.message ? json.message : IMPORT_FAILED }
    }
    if (res.ok) count += typeof json?.count === 'number' ? json.count : 0
    for (const e of rowErrors ?? []) errors.push({ row: batch[e.row - 1]?.row ?? 0, message: e.message })
    onProgress(start + batch.length, rows.length)
  }
  return { count, errors, failure: null }
}
