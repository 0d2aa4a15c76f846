/**
 * The first `limit` entries of a list and how many are left out: blog rows show their
 * first 2 tags plus a count, featured comparison cards 3 items then '+N more', tier cards 3 features.
 */
export function previewList<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  const shown = items.slice(0, Math.max(0, limit))
  return { shown, more: items.length - shown.length }
}
