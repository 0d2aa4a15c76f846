// Sends the outbox in order (docs/sync.md, "Outbox"). Each entry is a named mutation, sent as its REST
// call with the person's client id and the change's number (client-ids.ts): the server applies each
// number once. Network errors, timeouts, 5xx and 429 hold the queue and retry the same number with
// backoff; 401 holds it until the person signs in again; a success stores the server's row (settle.ts);
// "applied before" confirms it without an answer (copy/confirm.ts); 412 merges a buyer's own row or
// parks a catalogue row for the admin (conflicts.ts); a forgotten client puts the changes whose fate is
// unknown up for review (client-ids.ts); any other 4xx is permanent (refusals.ts).
import { restCallOf } from '../../../sync/mutations'
import { APPLIED_EARLIER_HEADER, CLIENT_FORGOTTEN, CLIENT_HEADER, CLIENT_KNOWN_HEADER, MUTATION_HEADER } from '../../../sync/protocol/client-mutations'
import { waitBeforeSending, backoffMs, type OutboxEntry } from '../../../sync/protocol/outbox'
import type { VettedDb } from '../../db/db'
import { ApiError, apiRaw, readBody, type FetchLike } from '../base/api-client'
import { useSyncStatus } from '../base/status-store'
import { confirmApplied } from '../copy/confirm'
import { allTables, stillQueued } from '../copy/outbox-rows'
import { rowKey } from '../copy/rebase'
import { markKnown, numbered, registerClient, replaceForgottenClient } from './client-ids'
import { mergeOwnRow, park } from './conflicts'
import { reject } from './refusals'
import { settle } from './settle'

export { resolveConflict } from './conflicts'

type Row = Record<string, unknown>

export interface SendResult {
  sent: number
  rejected: number
  conflicts: number
  /** Set when the queue is held: wait this long before trying again. */
  retryInMs?: number
  /** The server answered 401: nothing more is sent until the person signs in again. */
  signInNeeded?: boolean
}

export interface SendOptions {
  ignoreBackoff?: boolean
  /** Only entries queued by this user are sent (undefined: any, for tests and tools). */
  ownerId?: number | null
}

/** A 412 followed by a 412 on the merged edit means the row keeps changing: give it a rest after this many. */
const MAX_MERGES_PER_ROUND = 10

export async function sendPending(db: VettedDb, fetchImpl: FetchLike = fetch, { ignoreBackoff = false, ownerId }: SendOptions = {}): Promise<SendResult> {
  const result: SendResult = { sent: 0, rejected: 0, conflicts: 0 }
  let merges = 0
  for (;;) {
    // A tab whose build the server or the database has moved past writes nothing more until it reloads.
    const reload = useSyncStatus.getState().reloadNeeded
    if (reload === 'protocol' || reload === 'schema') return result
    const next = await nextToSend(db, ownerId)
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
    const sent = await withNumber(db, next)
    if (!sent) continue // settled meanwhile by another tab
    const { entry, headers } = sent
    const call = restCallOf(entry)
    let res: Response
    let answer: Awaited<ReturnType<typeof readBody>>
    try {
      res = await apiRaw(call.path, { method: call.method, body: call.body, headers }, fetchImpl)
      answer = await readBody(res, { strict: true })
    } catch {
      // No answer, or an answer cut off: the server may have applied it.
      return { ...result, retryInMs: await holdForRetry(db, entry, undefined, true) }
    }
    const { json, text } = answer
    const message = (json?.message as string | undefined) ?? (text || res.statusText)
    if (res.ok && entry.clientId !== undefined) await markKnown(db, entry.ownerId!, entry.clientId)
    if (res.ok && res.headers.get(APPLIED_EARLIER_HEADER) === 'true') {
      await db.transaction('rw', allTables(db), async () => (await stillQueued(db, entry)) && confirmApplied(db, entry, null))
      result.sent++
    } else if (res.ok || (res.status === 404 && call.method === 'DELETE')) {
      await settle(db, entry, res.ok ? json : null)
      result.sent++
    } else if (res.status === 409 && json?.code === CLIENT_FORGOTTEN && entry.ownerId !== null) {
      await replaceForgottenClient(db, entry.ownerId)
      return result // nothing more of this person's until they review (review.ts)
    } else if (res.status === 412) {
      const current = (json?.current as Row | undefined) ?? null
      if (merges++ < MAX_MERGES_PER_ROUND && (await mergeOwnRow(db, entry, current))) continue
      if (merges > MAX_MERGES_PER_ROUND) return { ...result, retryInMs: await holdForRetry(db, entry) }
      await park(db, entry, current)
      result.conflicts++
    } else if (res.status === 401) {
      // The session ended (expired, or revoked elsewhere): keep the work, ask the person to sign in.
      useSyncStatus.setState({ signInNeeded: true })
      return { ...result, signInNeeded: true }
    } else if (res.status === 426) {
      return result // apiRaw asked for a reload
    } else if (res.status === 408 || res.status === 429 || res.status >= 500) {
      return { ...result, retryInMs: await holdForRetry(db, entry, retryAfterSeconds(res.headers.get('Retry-After'))) }
    } else {
      await reject(db, entry, res.status, message)
      result.rejected++
    }
  }
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

/** Retry-After as seconds, in either of its forms: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds : undefined
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

/**
 * The oldest pending entry of this owner, skipping the rows whose earlier edit waits for the admin's
 * decision (a conflict): their later edits were made on top of it and must not overtake it. While any
 * of the owner's changes waits for their review, none of theirs is sent: the later ones may depend on it.
 */
async function nextToSend(db: VettedDb, ownerId: number | null | undefined): Promise<OutboxEntry | undefined> {
  const parked = new Set<string>()
  let found: OutboxEntry | undefined
  let inReview = false
  await db.outbox.each((e) => {
    if (ownerId !== undefined && (e.ownerId ?? null) !== ownerId) return
    if (e.status === 'review') inReview = true
    if (found) return
    const key = rowKey(e.entity, e.entityId)
    if (e.status === 'conflict') parked.add(key)
    else if (e.status === 'pending' && !parked.has(key)) found = e
  })
  return inReview ? undefined : found
}

/**
 * `answerLost`: no answer came, so the server may have applied the request; the retry, under the same
 * number, says. Once set it stays set until the entry is settled or refused: a later 5xx or 429 says
 * nothing about whether the first attempt committed.
 */
async function holdForRetry(db: VettedDb, entry: OutboxEntry, retryAfterSeconds?: number, answerLost = false): Promise<number> {
  const attempts = entry.attempts + 1
  const delay = backoffMs(attempts, retryAfterSeconds)
  await db.outbox.update(entry.seq, { attempts, notBefore: Date.now() + delay, retryDelayMs: delay, answerLost: answerLost || entry.answerLost === true })
  return delay
}
