// Who a counter call comes from, and whether it is their first this hour. The view and download
// counters (api/blog, api/resources) are public, so anyone could inflate them by calling in a loop:
// each visitor moves each counter at most once per clock hour. The answer stays the same either way,
// so a caller cannot tell a counted call from a throttled one.
import type { Request } from 'express'
import { ipKeyGenerator } from 'express-rate-limit'

/** The public counters' calls (api/blog, api/resources): they take no body and store no Idempotency-Key. */
export const COUNTER_PATHS = ['/blog/posts/:id/view', '/resources/:id/download']

const HOUR = 60 * 60 * 1000
/** Visits remembered per hour; past it, new visitors in that hour are not counted (memory stays bounded). */
export const MAX_VISITS_PER_HOUR = 100_000

/**
 * The signed-in user's id, else the client address (req.ip, which honours TRUST_PROXY in api/app.ts).
 * IPv6 counts per /64: one subscriber usually holds a whole /64 and could otherwise count 2^64 times.
 */
export function visitorOf(req: Request): string {
  if (req.user) return `u:${req.user.id}`
  return `a:${ipKeyGenerator(req.ip ?? 'unknown', 64)}`
}

/** One counter's visits in the current hour: (item, visitor) pairs, forgotten when the hour turns. */
export function hourlyVisits(max = MAX_VISITS_PER_HOUR) {
  let hour = -1
  let seen = new Set<string>()
  return {
    /** True (and remembered) the first time this visitor reaches this item in the hour of `now`. */
    isFirst(item: number, visitor: string, now: number): boolean {
      const current = Math.floor(now / HOUR)
      if (current !== hour) {
        hour = current
        seen = new Set()
      }
      const key = `${item} ${visitor}`
      if (seen.has(key) || seen.size >= max) return false
      seen.add(key)
      return true
    },
  }
}
export type HourlyVisits = ReturnType<typeof hourlyVisits>
