// Exactly once, by per-device mutation ids (docs/sync.md, "Exactly once"). A signed-in device sends each
// queued change with its client id and the change's number (sync/protocol/client-mutations.ts); the
// server applies a number above the client's last one and records it, with its answer, in the change's
// own transaction (api/http/send-write.ts). The same number again is a retry whose answer was lost: it
// gets the recorded answer. A lower number was applied long ago: it is answered as such, never applied
// again. A device sends its changes one at a time, in order, each after the previous one was settled,
// so the only change whose answer it can miss is the last one applied: one answer per client is kept.
// A device registers its client before it numbers a change (POST /api/sync/clients, or its first pull
// naming it), and says so with every change and pull afterwards: a registered client the server has no
// record of was forgotten (pruned, or lost to a restore), never new. Visitors' calls (contact messages,
// download counts) carry nothing of this: no record is kept for anonymous callers.
import type { Request } from 'express'
import {
  CLIENT_FORGOTTEN, CLIENT_HEADER, CLIENT_ID_PATTERN, CLIENT_KNOWN_HEADER, MUTATION_HEADER, MUTATION_ID_PATTERN,
  type ClientState,
} from '../../sync/protocol/client-mutations'
import { DAY } from '../context'
import type { Db } from '../db/connection'
import { badRequest, HttpError } from '../http/errors'
import { batchAnswerOf, batchAnswersOf, keepBatchAnswer } from './batch-answers'

/** How long a client's record outlives the last sign of its device (a change, or a pull). */
export const CLIENT_RETENTION_MS = 180 * DAY
/** A pull marks its client as seen at most this often: one write an hour, not one a minute. */
const SEEN_EVERY_MS = 60 * 60 * 1000
/** Clients kept per account: past it, registering one more drops the one seen longest ago. */
export const MAX_CLIENTS_PER_ACCOUNT = 50

export interface ClientMutation {
  userId: number
  clientId: string
  mutationId: number
  /** The device has heard from the server that it knows this client. */
  known: boolean
  /** Part of a batch (POST /api/sync/push): its answer is kept under its number too (batch-answers.ts). */
  batched: boolean
}

/** An answer given without applying the change. */
export interface AnswerWithoutApplying {
  status: number
  body: unknown
  /** 'replayed': the recorded answer of this very change; 'earlier': a change applied before the last one. */
  kind: 'replayed' | 'earlier'
}

interface ClientRow {
  last_mutation_id: number
  last_status: number
  last_answer: string
}

/** The client and change numbers of a signed-in caller's request; undefined when it carries none (or is anonymous). */
export function clientMutationOf(req: Request): ClientMutation | undefined {
  const clientId = req.get(CLIENT_HEADER)
  const mutationId = req.get(MUTATION_HEADER)
  if (clientId === undefined && mutationId === undefined) return undefined
  if (clientId === undefined || !CLIENT_ID_PATTERN.test(clientId)) throw badRequest(`${CLIENT_HEADER} must be 8-64 letters, digits, _ or -`)
  if (mutationId === undefined || !MUTATION_ID_PATTERN.test(mutationId)) throw badRequest(`${MUTATION_HEADER} must be a whole number of 1 or more`)
  if (!req.user) return undefined
  return { userId: req.user.id, clientId, mutationId: Number(mutationId), known: req.get(CLIENT_KNOWN_HEADER) === '1', batched: req.batched === true }
}

const findClient = async (db: Db, userId: number, clientId: string) =>
  await db.get<ClientRow>('SELECT last_mutation_id, last_status, last_answer FROM sync_clients WHERE user_id = ? AND client_id = ?', userId, clientId)

/**
 * What to answer instead of applying `m`, or undefined to apply it. A client the device says the server
 * knew, and the server has no record of, was forgotten: 409, nothing applied.
 */
export async function answerWithoutApplying(db: Db, m: ClientMutation): Promise<AnswerWithoutApplying | undefined> {
  const row = await findClient(db, m.userId, m.clientId)
  if (!row) {
    if (!m.known) return undefined
    throw new HttpError(409, 'This device was away longer than the server keeps track of its changes: review them before they are sent again.', undefined, { code: CLIENT_FORGOTTEN })
  }
  if (m.mutationId === row.last_mutation_id) return { status: row.last_status, body: JSON.parse(row.last_answer) as unknown, kind: 'replayed' }
  if (m.mutationId < row.last_mutation_id) {
    // A batch's change, applied or refused, below a later one the batch applied: its kept answer.
    const kept = await batchAnswerOf(db, m.userId, m.clientId, m.mutationId)
    if (kept) return { ...kept, kind: 'replayed' }
    return { status: 200, body: { message: 'This change was applied before.' }, kind: 'earlier' }
  }
  return undefined
}

/** Records `m` as the client's last applied change, with its answer; call in the change's transaction. */
export async function recordApplied(db: Db, m: ClientMutation, status: number, body: unknown, now = Date.now()): Promise<void> {
  await db.run(`INSERT INTO sync_clients (user_id, client_id, last_mutation_id, last_status, last_answer, seen_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, client_id) DO UPDATE SET last_mutation_id = excluded.last_mutation_id,
       last_status = excluded.last_status, last_answer = excluded.last_answer, seen_at = excluded.seen_at`, m.userId, m.clientId, m.mutationId, status, JSON.stringify(body ?? null), now)
  if (m.batched) await keepBatchAnswer(db, m.userId, m.clientId, m.mutationId, status, body)
}

/**
 * Records a new client (no change applied yet); nothing when it exists. An account keeps at most
 * MAX_CLIENTS_PER_ACCOUNT: made-up client ids cannot grow the table without bound.
 */
export async function registerClient(db: Db, userId: number, clientId: string, now = Date.now()): Promise<void> {
  const added = (await db.run(`INSERT INTO sync_clients (user_id, client_id, last_mutation_id, last_status, last_answer, seen_at) VALUES (?, ?, 0, 0, 'null', ?)
      ON CONFLICT (user_id, client_id) DO NOTHING`, userId, clientId, now)).changes
  if (added) {
    await db.run(`DELETE FROM sync_clients WHERE user_id = ? AND client_id NOT IN
      (SELECT client_id FROM sync_clients WHERE user_id = ? ORDER BY seen_at DESC, client_id LIMIT ?)`, userId, userId, MAX_CLIENTS_PER_ACCOUNT)
  }
}

/**
 * What the feed tells the asking client about itself (ClientState). A client the device has not had
 * registered yet is registered now; one it says was registered and the server holds no record of was
 * forgotten: null.
 */
export async function clientState(db: Db, userId: number, clientId: string, known: boolean, withBatch = false): Promise<ClientState | null> {
  let row = await findClient(db, userId, clientId)
  if (!row && !known) {
    await registerClient(db, userId, clientId)
    row = await findClient(db, userId, clientId)
  }
  if (!row) return null
  const answer = JSON.parse(row.last_answer) as { id?: unknown; version?: unknown } | null
  const lastRowId = typeof answer?.id === 'number' ? answer.id : null
  const lastRowVersion = lastRowId !== null && typeof answer?.version === 'number' ? answer.version : null
  return { lastMutationId: row.last_mutation_id, lastRowId, lastRowVersion, ...(withBatch && { batch: await batchAnswersOf(db, userId, clientId) }) }
}

/** A pull is a sign of the device: its record is kept for CLIENT_RETENTION_MS from now (written at most hourly). */
export async function markSeen(db: Db, userId: number, clientId: string, now = Date.now()): Promise<void> {
  await db.run('UPDATE sync_clients SET seen_at = ? WHERE user_id = ? AND client_id = ? AND seen_at < ?', now, userId, clientId, now - SEEN_EVERY_MS)
}

/** Drops the records of clients not seen for `olderThanMs`; their devices are told so when they come back. */
export async function pruneClients(db: Db, olderThanMs = CLIENT_RETENTION_MS, now = Date.now()): Promise<number> {
  return (await db.run('DELETE FROM sync_clients WHERE seen_at < ?', now - olderThanMs)).changes
}
