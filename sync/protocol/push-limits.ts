// The batched push's address and limits (docs/sync.md, "Batched push"), apart from its zod schemas
// (push.ts): the device's sender reads them, and the code every screen loads with it stays free of zod.
export const PUSH_PATH = '/api/sync/push'
/** The most mutations one batch carries; the device splits its queue into batches of at most this many. */
export const MAX_PUSH_MUTATIONS = 500
/** The most bytes one batch's body may have, refused (413) before a byte is parsed. */
export const MAX_PUSH_BYTES = 5 * 1024 * 1024
export const PUSH_TOO_LARGE_MESSAGE = `A batch carries at most ${MAX_PUSH_MUTATIONS} changes and 5 MB: send fewer at a time.`
