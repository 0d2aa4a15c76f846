// Errors a handler throws to answer 4xx; the error handler turns them into { message, errors? }.
export type FieldErrors = Record<string, string>

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors)
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message)
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message)
export const notFound = (what = 'Item') => new HttpError(404, `${what} not found`)
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors)
/** 412: the row changed since the client read it; the current row travels with the answer. */
export const preconditionFailed = (current: unknown) =>
  new HttpError(412, 'This item was changed by someone else. Review the current version and try again.', undefined, { current })

/**
 * If-Match on a DELETE: a client that read version `expected` may only delete the row it saw, so a
 * stale queued delete answers 412 with the current row, as PATCH does, instead of discarding an edit
 * it never saw. No If-Match (undefined) deletes whatever the version.
 */
export function assertDeleteVersion(current: { version: unknown }, expected: number | undefined): void {
  if (expected !== undefined && current.version !== expected) throw preconditionFailed(current)
}
