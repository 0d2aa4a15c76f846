// Per-device mutation ids (docs/sync.md, "Exactly once"): the headers a device's queued change
// carries, and what the change feed answers about the asking client. Free of zod, like entities.ts.

/** The device's client id for the person signed in (random, made on the device). */
export const CLIENT_HEADER = 'X-Vetted-Client'
/** The change's number for that client: 1, 2, 3... in the order the device sends its changes. */
export const MUTATION_HEADER = 'X-Vetted-Mutation'
/**
 * Sent as "1" once the server has said it knows this client: if it then answers that it does not, it
 * forgot the client (away longer than the server keeps its record) and the device's queued changes
 * are shown to the person for review instead of being sent again blindly.
 */
export const CLIENT_KNOWN_HEADER = 'X-Vetted-Client-Known'
/** On the answer to a change numbered below the client's last applied one: it was applied before, and its answer is gone. */
export const APPLIED_EARLIER_HEADER = 'X-Vetted-Applied-Earlier'
/** The code of the 409 a forgotten client's change gets (nothing was applied). */
export const CLIENT_FORGOTTEN = 'client-forgotten'

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
export const MUTATION_ID_PATTERN = /^[1-9]\d{0,14}$/

/**
 * What a change-feed answer says of the asking client (`client=` on the request), read in the same
 * transaction as its changes: the last change of it the server applied (0: none yet) and, when that
 * change made or answered a row, the row's id, so a device whose create's answer was lost learns the
 * row's id from the pull, and the row's version then, which the device's later edits of that row were
 * made on top of. Null: the server holds no record of this client.
 */
export interface ClientState {
  lastMutationId: number
  lastRowId: number | null
  /** Absent from a server that does not say it: the device then hands no version on. */
  lastRowVersion?: number | null
  /**
   * Asked for with `batch=1`: the kept answers of the client's last batch (docs/sync.md, "Batched
   * push"), each `[number, status, id of the row it answered or null, its version then or null]` (the
   * version absent from a server that does not say it). A batch may apply a change and refuse an
   * earlier one, so a change of a batch counts as applied only when its answer here says so.
   */
  batch?: [number, number, number | null, ...(number | null)[]][]
}
