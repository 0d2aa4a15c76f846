// Sends the outbox in order (docs/sync.md, "Outbox"). Network errors, timeouts, 5xx and 429 hold the
// queue and retry with backoff; 401 holds it until the person signs in again; a success stores the
// server's row (settle.ts); 412 merges a buyer's own row or parks a catalogue row for the admin
// (conflicts.ts); any other 4xx is permanent (refusals.ts).
import { resolvePath, waitBeforeSending, backoffMs, type OutboxEntry } from '../../../sync/protocol/outbox'
import type { VettedDb } from '../../db/db'
import { apiRaw, readBody, type FetchLike } from '../base/api-client'
import { mergeOwnRow, park } from './conflicts'
import { rowKey } from '../copy/rebase'
import { reject } from './refusals'
import { settle } from './settle'
import { useSyncStatus } from '../base/status-store'

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
    const entry = await nextToSend(db, ownerId)
    if (!entry) return result
    const wait = waitBeforeSending(entry, Date.now())
    if (wait > 0 && !ignoreBackoff) return { ...result, retryInMs: wait }
    const headers: Record<string, string> = { 'Idempotency-Key': entry.mutationId }
    if (entry.baseVersion !== undefined) headers['If-Match'] = `"${entry.baseVersion}"`
    let res: Response
    let answer: Awaited<ReturnType<typeof readBody>>
    try {
      res = await apiRaw(resolvePath(entry), { method: entry.method, body: entry.body, headers }, fetchImpl)
      answer = await readBody(res, { strict: true })
    } catch {
      // No answer, or an answer cut off: the server may have applied it.
      return { ...result, retryInMs: await holdForRetry(db, entry, undefined, true) }
    }
    const { json, text } = answer
    const message = (json?.message as string | undefined) ?? (text || res.statusText)
    if (res.ok || (res.status === 404 && entry.method === 'DELETE')) {
      await settle(db, entry, res.ok ? json : null)
      result.sent++
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
 * decision (a conflict): their later edits were made on top of it and must not overtake it.
 */
async function nextToSend(db: VettedDb, ownerId: number | null | undefined): Promise<OutboxEntry | undefined> {
  const parked = new Set<string>()
  let found: OutboxEntry | undefined
  await db.outbox.each((e) => {
    if (found || (ownerId !== undefined && (e.ownerId ?? null) !== ownerId)) return
    const key = rowKey(e.entity, e.entityId)
    if (e.status === 'conflict') parked.add(key)
    else if (!parked.has(key)) found = e
  })
  return found
}

/**
 * `answerLost`: no answer came, so the server may have applied the request. Once set it stays set
 * until the entry is settled by its replay or refused: a later 5xx or 429 says nothing about
 * whether the first attempt committed.
 */
async function holdForRetry(db: VettedDb, entry: OutboxEntry, retryAfterSeconds?: number, answerLost = false): Promise<number> {
  const attempts = entry.attempts + 1
  const delay = backoffMs(attempts, retryAfterSeconds)
  await db.outbox.update(entry.seq, { attempts, notBefore: Date.now() + delay, retryDelayMs: delay, answerLost: answerLost || entry.answerLost === true })
  return delay
}

/**
 * True while one of this owner's creates may have landed on the server without its answer reaching
 * us: a pull would then bring that row under its real id beside (or after the deletion of) the
 * temporary one, so pulls wait until the create's replay settles it. Other accounts' entries are not
 * sent with this person's cookie, so they never hold this person's pulls.
 */
export async function createOutcomeUnknown(db: VettedDb, ownerId?: number | null): Promise<boolean> {
  const held = await db.outbox
    .where('status')
    .equals('pending')
    .filter((e) => e.tempId !== undefined && e.answerLost === true && (ownerId === undefined || (e.ownerId ?? null) === ownerId))
    .count()
  return held > 0
}
