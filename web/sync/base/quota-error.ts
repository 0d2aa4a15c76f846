/** IndexedDB refused a write for lack of space (Dexie wraps the DOMException, keeping its name). */
export function isQuotaError(err: unknown): boolean {
  const e = err as { name?: string; inner?: { name?: string } } | null
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError'
}
