// The version of the client-server protocol (the REST calls, the change feed and the outbox rules).
// The web app sends it on every API call; a server that no longer speaks the client's version answers
// 426 so the user reloads the app instead of queueing writes the server would misread.
// Pure TypeScript with no imports: both the browser and the server load it.

/** The request header carrying the client's protocol version, a whole number. */
export const PROTOCOL_HEADER = 'X-Vetted-Protocol'

/**
 * The version this code speaks. Raise it when a change would break clients built before it.
 * 2: the feed's cursor became an opaque string carrying the database epoch (docs/sync.md); an app of
 * version 1 would read `next` as a number.
 * 3: queued changes are named mutations numbered per device (sync/protocol/client-mutations.ts) and
 * pulls never wait for the outbox; an app of version 2 would hold its pulls behind a lost answer and
 * rely on Idempotency-Keys the server keeps 30 days. It reloads, and its outbox is upgraded in place.
 */
export const PROTOCOL_VERSION = 3

/** Every version the server still answers. */
export const SUPPORTED_PROTOCOLS: readonly number[] = [3]
