// The live channel (docs/sync.md, "Live pokes"): server-sent events that tell a client the feed moved
// on, with no row data. The client pulls as usual when a poke's version is newer than its cursor.
// Free of zod, like entities.ts, so the browser's first bundle stays small.

export const LIVE_EVENTS_PATH = '/api/sync/events'
/** The event name of a poke; its `id` and its data's `version` are the feed version after the commit. */
export const POKE_EVENT = 'poke'

export interface Poke {
  version: number
}

/** The path a client opens, with the cursor it already has (so the server pokes at once if it is behind). */
export const liveEventsPath = (since: number) => `${LIVE_EVENTS_PATH}?since=${since}`

/** A poke's data, or null when it is not one this client understands (ignored). */
export function readPoke(data: unknown): Poke | null {
  if (typeof data !== 'string') return null
  try {
    const parsed = JSON.parse(data) as { version?: unknown }
    return Number.isSafeInteger(parsed.version) && (parsed.version as number) >= 0 ? { version: parsed.version as number } : null
  } catch {
    return null
  }
}
