// The live channel (docs/sync.md, "Live pokes"): server-sent events that tell a client the feed moved
// on, with no row data. The client pulls as usual when a poke's cursor is not the one it holds.
// Free of zod, like entities.ts, so the browser's first bundle stays small.

export const LIVE_EVENTS_PATH = '/api/sync/events'
/** The event name of a poke; its `id` is the feed cursor after the commit (the data's `cursor`). */
export const POKE_EVENT = 'poke'

export interface Poke {
  /** The feed version after the commit (orders pokes: a stream delivers them in commit order). */
  version: number
  /** The feed cursor of that version (opaque, as the feed answers it: it carries the database epoch). */
  cursor: string
}

/** The path a client opens, with the cursor it already has (so the server pokes at once if it is behind). */
export const liveEventsPath = (since: string) => `${LIVE_EVENTS_PATH}?since=${encodeURIComponent(since)}`

/** A poke's data, or null when it is not one this client understands (ignored). */
export function readPoke(data: unknown): Poke | null {
  if (typeof data !== 'string') return null
  try {
    const parsed = JSON.parse(data) as { version?: unknown; cursor?: unknown }
    const { version, cursor } = parsed
    const valid = Number.isSafeInteger(version) && (version as number) >= 0 && typeof cursor === 'string' && cursor.length <= 64
    return valid ? { version: version as number, cursor: cursor } : null
  } catch {
    return null
  }
}
