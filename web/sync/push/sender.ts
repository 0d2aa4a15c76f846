// Sends the outbox in order (docs/sync.md, "Outbox", "Batched push"). Each entry is a named mutation,
// sent with the person's client id and the change's number (client-ids.ts): the server applies each
// number once. A signed-in person's changes go in batches (batch-sender.ts) to a server with the push
// call, else one request each, as its REST call; either way each answer is taken by answers.ts.
import { BOARD_CLASH, restCallOf } from '../../../sync/mutations'
import { CLIENT_HEADER, CLIENT_KNOWN_HEADER, MUTATION_HEADER } from '../../../sync/protocol/client-mutations'
import { waitBeforeSending, type OutboxEntry } from '../../../sync/protocol/outbox'
import { MAX_PUSH_MUTATIONS } from '../../../sync/protocol/push-limits'
import type { VettedDb } from '../../db/db'
import { ApiError, apiRaw, readBody, type FetchLike } from '../base/api-client'
import { useSyncStatus } from '../base/status-store'
import { rowKey } from '../copy/rebase'
import { holdForRetry, takeAnswer, type SendResult, type Step, type Tally } from './answers'
import { batchesAvailable, formBatch, sendBatch } from './batch-sender'
import { numbered, registerClient } from './client-ids'

export { resolveConflict } from './conflicts'
export { retryAfterSeconds, type SendResult } from './answers'

export interface SendOptions {
  ignoreBackoff?: boolean
  /** Only entries queued by this user are sent (undefined: any, for tests and tools). */
  ownerId?: number | null
  /** Changes per batch (at most MAX_PUSH_MUTATIONS), or false: one request per change. Default: setBatchSize's. */
  batch?: number | false
}

let defaultBatch: number | false = MAX_PUSH_MUTATIONS
/** How the sender sends when the caller does not say: batches of `size` changes, or false for one request each. */
export function setBatchSize(size: number | false): void {
  defaultBatch = size
}

export async function sendPending(db: VettedDb, fetchImpl: FetchLike = fetch, options: SendOptions = {}): Promise<SendResult> {
  const { ignoreBackoff = false, ownerId, batch = defaultBatch } = options
  const tally: Tally = { result: { sent: 0, rejected: 0, conflicts: 0 }, merges: 0 }
  const { result } = tally
  let alone: number | undefined
  for (;;) {
    // A tab whose build the server or the database has moved past writes nothing more until it reloads.
    const reload = useSyncStatus.getState().reloadNeeded
    if (reload === 'protocol' || reload === 'schema') return result
    const queue = await queueToSend(db, ownerId)
    const next = queue[0]
    if (!next) return result
    const wait = waitBeforeSending(next, Date.now())
    if (wait > 0 && !ignoreBackoff) return { ...result, retryInMs: wait }
    if (next.ownerId !== null) {
      // A change is numbered only for a client the server registered: then its forgetting the client shows.
      try {
        await registerClient(db, next.ownerId, fetchImpl)
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          useSyncStatus.setState({ signInNeeded: true })
          return { ...result, signInNeeded: true }
        }
        return { ...result, retryInMs: await holdForRetry(db, next) }
      }
    }
    const entries = batch !== false && batchesAvailable() && alone !== next.seq ? formBatch(queue, batch) : []
    const step = entries.length > 0 ? await sendBatch(db, entries, fetchImpl, tally) : await sendAlone(db, next, fetchImpl, tally)
    if (step === 'alone') alone = next.seq // the server would not take it in a batch: once by itself
    else if (step !== 'next' && step !== 'fallback') return { ...result, ...step.stop }
  }
}

/** Sends one entry as its REST call. */
async function sendAlone(db: VettedDb, next: OutboxEntry, fetchImpl: FetchLike, tally: Tally): Promise<Step> {
  const sent = await withNumber(db, next)
  if (!sent) return 'next' // settled meanwhile by another tab
  const { entry, headers } = sent
  const call = restCallOf(entry)
  let res: Response
  let answer: Awaited<ReturnType<typeof readBody>>
  try {
    res = await apiRaw(call.path, { method: call.method, body: call.body, headers }, fetchImpl)
    answer = await readBody(res, { strict: true })
  } catch {
    // No answer, or an answer cut off: the server may have applied it.
    return { stop: { retryInMs: await holdForRetry(db, entry, undefined, true) } }
  }
  const { json, text } = answer
  return takeAnswer(db, entry, {
    status: res.status, json, message: (json?.message as string | undefined) ?? (text || res.statusText), method: call.method,
    appliedEarlier: res.headers.get('X-Vetted-Applied-Earlier') === 'true', retryAfter: res.headers.get('Retry-After'),
  }, tally)
}

/** The entry with its number, and the headers it is sent with; undefined when it left the queue meanwhile. */
async function withNumber(db: VettedDb, next: OutboxEntry): Promise<{ entry: OutboxEntry; headers: Record<string, string> } | undefined> {
  const headers: Record<string, string> = {}
  let entry: OutboxEntry | undefined = next
  if (next.ownerId !== null) {
    // A signed-in person's change carries their client on this device and its number (visitors keep no record on the server).
    const sent = await numbered(db, next.seq!)
    if (!sent) return undefined
    entry = sent.entry
    headers[CLIENT_HEADER] = sent.client.id
    headers[MUTATION_HEADER] = String(entry.mutationId)
    if (sent.client.known) headers[CLIENT_KNOWN_HEADER] = '1'
  }
  if (entry.legacyKey) headers['Idempotency-Key'] = entry.legacyKey
  if (entry.baseVersion !== undefined) headers['If-Match'] = `"${entry.baseVersion}"`
  return { entry, headers }
}

/**
 * This owner's pending entries in sending order: first those already numbered (sent before, their answer
 * lost or their batch stopped), by number, so the numbers the server sees keep rising; then the others,
 * oldest first. A row whose earlier edit waits for the admin's decision (a conflict) is skipped: its later
 * edits were made on top of it and must not overtake it. While any of the owner's changes waits for their
 * review, none of theirs is sent: the later ones may depend on it.
 */
async function queueToSend(db: VettedDb, ownerId: number | null | undefined): Promise<OutboxEntry[]> {
  const parked = new Set<string>()
  const numberedEntries: OutboxEntry[] = []
  const fresh: OutboxEntry[] = []
  let inReview = false
  await db.outbox.each((e) => {
    if (ownerId !== undefined && (e.ownerId ?? null) !== ownerId) return
    if (e.status === 'review') inReview = true
    const key = rowKey(e.entity, e.entityId)
    // A board's parked clash holds nothing back: the rest of that edit was sent (web/sync/push/conflicts.ts).
    if (e.status === 'conflict' && e.name !== BOARD_CLASH) parked.add(key)
    else if (e.status === 'pending' && !parked.has(key)) (e.mutationId === undefined ? fresh : numberedEntries).push(e)
  })
  if (inReview) return []
  return [...numberedEntries.sort((a, b) => a.mutationId! - b.mutationId!), ...fresh]
}
