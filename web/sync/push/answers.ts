// What the sender does with the server's answer to one queued change, whether it came alone (its REST
// call) or as one result of a batch (POST /api/sync/push): the same outcomes either way (docs/sync.md,
// "Outbox", "Conflicts", "Refusals", "Lost answers, retries and timeouts"). A success stores the server's
// row (settle.ts); "applied before" confirms it without an answer (copy/confirm.ts); 412 merges a
// buyer's own row or parks a catalogue row for the admin (conflicts.ts); a forgotten client puts the
// changes whose fate is unknown up for review (client-ids.ts); 401 holds the queue until the person
// signs in again; 408, 429 and 5xx hold it with backoff under the same number; any other 4xx is
// permanent (refusals.ts).
import { CLIENT_FORGOTTEN } from '../../../sync/protocol/client-mutations'
import { backoffMs, type OutboxEntry } from '../../../sync/protocol/outbox'
import type { VettedDb } from '../../db/db'
import { useSyncStatus } from '../base/status-store'
import { confirmApplied } from '../copy/confirm'
import { allTables, stillQueued } from '../copy/outbox-rows'
import { markKnown, replaceForgottenClient } from './client-ids'
import { mergeOwnRow, park } from './conflicts'
import { reject } from './refusals'
import { settle, settleSuperseded } from './settle'

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

/** One round's count, and how many 412s it merged (a row that keeps changing gets a rest). */
export interface Tally {
  result: SendResult
  merges: number
}

/** The server's answer to one change. */
export interface ChangeAnswer {
  status: number
  json: Row | null
  /** The server's message, else the answer's text or status line. */
  message: string
  method: string
  /** Applied before, its answer gone: confirmed without one. */
  appliedEarlier: boolean
  /** The id of the row it created, when the answer says it without the row (a batch's `ids`). */
  createdId?: number
  /** Applied, and a later change of the same row in the same batch answer was applied too: that one settles the row (settle.ts, settleSuperseded). */
  superseded?: boolean
  retryAfter: string | null
}

/** What the sender does next: go on with the queue, or stop the round with what to report. */
export type Step = 'next' | { stop: Pick<SendResult, 'retryInMs' | 'signInNeeded'> }

/** A 412 followed by a 412 on the merged edit means the row keeps changing: give it a rest after this many. */
const MAX_MERGES_PER_ROUND = 10

export async function takeAnswer(db: VettedDb, entry: OutboxEntry, answer: ChangeAnswer, tally: Tally): Promise<Step> {
  const { status, json } = answer
  const ok = status >= 200 && status < 300
  const { result } = tally
  if (ok && entry.clientId !== undefined) await markKnown(db, entry.ownerId!, entry.clientId)
  if (ok && answer.appliedEarlier) {
    await db.transaction('rw', allTables(db), async () => (await stillQueued(db, entry)) && confirmApplied(db, entry, answer.createdId ?? null))
    result.sent++
  } else if (ok && answer.superseded) {
    await settleSuperseded(db, entry)
    result.sent++
  } else if (ok || (status === 404 && answer.method === 'DELETE')) {
    await settle(db, entry, ok ? json : null)
    result.sent++
  } else if (status === 409 && json?.code === CLIENT_FORGOTTEN && entry.ownerId !== null) {
    await replaceForgottenClient(db, entry.ownerId)
    return { stop: {} } // nothing more of this person's until they review (review.ts)
  } else if (status === 412) {
    const current = (json?.current as Row | undefined) ?? null
    if (tally.merges++ < MAX_MERGES_PER_ROUND && (await mergeOwnRow(db, entry, current))) return 'next'
    if (tally.merges > MAX_MERGES_PER_ROUND) return { stop: { retryInMs: await holdForRetry(db, entry) } }
    await park(db, entry, current)
    result.conflicts++
  } else if (status === 401) {
    // The session ended (expired, or revoked elsewhere): keep the work, ask the person to sign in.
    useSyncStatus.setState({ signInNeeded: true })
    return { stop: { signInNeeded: true } }
  } else if (status === 426) {
    return { stop: {} } // apiRaw asked for a reload
  } else if (status === 408 || status === 429 || status >= 500) {
    return { stop: { retryInMs: await holdForRetry(db, entry, retryAfterSeconds(answer.retryAfter)) } }
  } else {
    await reject(db, entry, status, answer.message)
    result.rejected++
  }
  return 'next'
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
 * `answerLost`: no answer came, so the server may have applied the request; the retry, under the same
 * number, says. Once set it stays set until the entry is settled or refused: a later 5xx or 429 says
 * nothing about whether the first attempt committed.
 */
export async function holdForRetry(db: VettedDb, entry: OutboxEntry, retryAfterSeconds?: number, answerLost = false): Promise<number> {
  const attempts = entry.attempts + 1
  const delay = backoffMs(attempts, retryAfterSeconds)
  await db.outbox.update(entry.seq, { attempts, notBefore: Date.now() + delay, retryDelayMs: delay, answerLost: answerLost || entry.answerLost === true })
  return delay
}
