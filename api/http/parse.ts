// Validates a body, query or params object with a schema from sync/schemas; bad input answers 400
// with one message per field.
import type { z } from 'zod'
import { badRequest, type FieldErrors } from './errors'

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // reportInput: without it zod 4 leaves `input` off every issue, and a wrong-typed field would read "Required".
  const result = schema.safeParse(value ?? {}, { reportInput: true })
  if (result.success) return result.data
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    errors[key] ??= issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : issue.message
  }
  const first = Object.values(errors)[0]
  throw badRequest(Object.keys(errors).length === 1 ? first : 'Please correct the highlighted fields', errors)
}

/**
 * The id a slug parameter names for clients that only know the id: digits within JavaScript's safe
 * integers; a longer number names no row (it could not be stored), and is not an id.
 */
export function idInSlug(slug: string): number | null {
  return /^\d+$/.test(slug) && Number.isSafeInteger(Number(slug)) ? Number(slug) : null
}

/** If-Match: "<version>" (or W/"<version>", or a bare number); absent means no precondition. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (header === undefined || header === '*') return undefined
  const m = /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(header)
  if (!m) throw badRequest('If-Match must be a quoted version such as "12"')
  return Number(m[1])
}
