// What the two CSV imports share: reading the row list from the body, the 400 that answers when no
// row is valid, and turning a schema failure into one readable message for that row.
import type { z } from 'zod'
import { MAX_IMPORT_ROWS } from '../../sync/rules/csv-vendor-row'
import { formatCount } from '../../sync/rules/money'
import { HttpError, badRequest } from '../http/errors'

/** A refused row: `row` is its 1-based position in the posted list. */
export interface RowError {
  row: number
  message: string
}

export interface ImportResult {
  count: number
  errors: RowError[]
}

/** The posted list under `key`; a missing or empty list answers 400 with `noneValidMessage`. */
export function readRows(body: unknown, key: string, noneValidMessage: string): unknown[] {
  const rows = (body as Record<string, unknown> | null)?.[key]
  if (!Array.isArray(rows) || rows.length === 0) throw noValidRows(noneValidMessage, [])
  if (rows.length > MAX_IMPORT_ROWS) {
    throw badRequest(`At most ${formatCount(MAX_IMPORT_ROWS)} rows can be imported at once`)
  }
  return rows
}

export const noValidRows = (message: string, errors: RowError[]) => new HttpError(400, message, undefined, { errors })

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** "field: message" for each field the schema refused, so one row's message names every problem. */
export function describeIssues(error: z.ZodError): string {
  const seen = new Set<string>()
  const parts: string[] = []
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'row'
    if (seen.has(field)) continue
    seen.add(field)
    parts.push(`${field}: ${issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : issue.message}`)
  }
  return parts.join('; ')
}

/** A case-insensitive membership test over `slugs`, growing as rows take slugs (slugs are NOCASE). */
export function slugSet(slugs: string[]) {
  const taken = new Set(slugs.map((s) => s.toLowerCase()))
  return {
    isTaken: (slug: string) => taken.has(slug.toLowerCase()),
    take: (slug: string) => void taken.add(slug.toLowerCase()),
  }
}
