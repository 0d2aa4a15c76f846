// Publication rules shared by blog posts and resources: who may see drafts, and when a piece of
// content counts as published.
import type { Request } from 'express'

/** Admins read drafts everywhere; everyone else only ever sees published content. */
export const canSeeDrafts = (req: Request): boolean => req.user?.role === 'admin'

/**
 * The publishedAt to store. A date the admin gives wins. Saving as published with no date stamps the
 * current time, but a date already stored is kept so that editing a published post never re-dates it.
 * A draft keeps its stored date unless the admin clears it (null).
 */
export function publishedAtFor(
  published: boolean,
  requested: string | null | undefined,
  current: string | null = null,
  now = new Date().toISOString(),
): string | null {
  if (requested) return requested
  if (published) return current ?? now
  return requested === null ? null : current
}

/**
 * Which rows a list call may show: admins choose with ?published (absent: all), everyone else gets
 * published rows only, and null when they asked for drafts (the answer is an empty list).
 */
export function visibleListFilter(req: Request, requested: 'true' | 'false' | undefined): { published?: boolean } | null {
  const wanted = requested === undefined ? undefined : requested === 'true'
  if (canSeeDrafts(req)) return { published: wanted }
  return wanted === false ? null : { published: true }
}
