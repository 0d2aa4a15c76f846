// Sends the outbox in order (ARCHITECTURE 3.4-3.8). Network errors, 5xx and 429 hold the queue and
// retry with backoff; a success stores the server's row (re-keying a temporary id); 412 parks the
// entry as a conflict for the user to resolve; any other 4xx is permanent: the change is rolled back
// and the server's message kept in `rejections`.
import { backoffMs, resolvePath, type OutboxEntry } from '../../sync/protocol/outbox'
import { TABLE_OF, tableOf, type VettedDb } from '../data/db'
import { apiRaw, readBody, type FetchLike } from './api-client'
import { rebase, rowKey } from './rebase'
import { remapTempId } from './remap-local'

type Row = Record<string, unknown>

export interface SendResult {
  sent: number
  rejected: number
  conflicts: number
  /** Set when the queue is held: wait this long before trying again. */
  retryInMs?: number
}

export interface SendOptions {
  ignoreBackoff?: boolean
  /** Only entries queued by this user are sent (undefined: any, for tests and tools). */
  ownerId?: number | null
}

export async function sendPending(db: VettedDb, fetchImpl: FetchLike = fetch, { ignoreBackoff = false, ownerId }: SendOptions = {}): Promise<SendResult> {
  const result: SendResult = { sent: 0, rejected: 0, conflicts: 0 }
  for (;;) {
    const entry = await db.outbox
      .where('status')
      .equals('pending')
      .filter((e) => ownerId === undefined || (e.ownerId ?? null) === ownerId)
      .first()
    if (!entry) return result
    const wait = entry.notBefore - Date.now()
    if (wait > 0 && !ignoreBackoff) return { ...result, retryInMs: wait }
    const headers: Record<string, string> = { 'Idempotency-Key': entry.mutationId }
    if (entry.baseVersion !== undefined) headers['If-Match'] = `"${entry.baseVersion}"`
    let res: Response
    try {
      res = await apiRaw(resolvePath(entry), { method: entry.method, body: entry.body, headers }, fetchImpl)
    } catch {
      return { ...result, retryInMs: await holdForRetry(db, entry, undefined, true) }
    }
    const { json, text } = await readBody(res)
    if (res.ok || (res.status === 404 && entry.method === 'DELETE')) {
      await settle(db, entry, res.ok ? json : null)
      result.sent++
    } else if (res.status === 412) {
      await park(db, entry, (json?.current as Row | undefined) ?? null)
      result.conflicts++
    } else if (res.status === 429 || res.status >= 500) {
      const retryAfter = Number(res.headers.get('Retry-After')) || undefined
      return { ...result, retryInMs: await holdForRetry(db, entry, retryAfter) }
    } else {
      await reject(db, entry, res.status, (json?.message as string | undefined) ?? (text || res.statusText))
      result.rejected++
    }
  }
}

/** `answerLost`: no answer came (network error), so the server may have applied the request. */
async function holdForRetry(db: VettedDb, entry: OutboxEntry, retryAfterSeconds?: number, answerLost = false): Promise<number> {
  const attempts = entry.attempts + 1
  const delay = backoffMs(attempts, retryAfterSeconds)
  await db.outbox.update(entry.seq!, { attempts, notBefore: Date.now() + delay, answerLost })
  return delay
}

/**
 * True while a create may have landed on the server without its answer reaching us: a pull would then
 * bring that row under its real id beside (or after the deletion of) the temporary one, so pulls wait
 * until the create's replay settles it.
 */
export async function createOutcomeUnknown(db: VettedDb): Promise<boolean> {
  return (await db.outbox.where('status').equals('pending').filter((e) => e.tempId !== undefined && e.answerLost === true).count()) > 0
}

const allTables = (db: VettedDb) => [...Object.values(TABLE_OF).map((t) => db.table(t)), db.outbox, db.shadows, db.meta, db.rejections, db.vendorCompare, db.productCompare]

const isRow = (body: Row | null): body is Row & { id: number } => !!body && typeof body.id === 'number' && typeof body.version === 'number'

async function pendingFor(db: VettedDb, entity: OutboxEntry['entity'], id: number): Promise<OutboxEntry[]> {
  return db.outbox.where('[entity+entityId]').equals([entity, id]).filter((e) => e.status === 'pending' || e.status === 'conflict').sortBy('seq')
}

/** Success: drop the entry, re-key a created row, and store the server's row under any later edits. */
async function settle(db: VettedDb, entry: OutboxEntry, body: Row | null): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    await db.outbox.delete(entry.seq!)
    let id = entry.entityId
    if (entry.tempId !== undefined && isRow(body)) {
      await remapTempId(db, entry.entity, entry.tempId, body.id)
      id = body.id
    }
    if (!isRow(body)) return
    const later = await pendingFor(db, entry.entity, body.id)
    const local = rebase(body, later)
    const table = tableOf(db, entry.entity)
    if (local) await table.put(local)
    else await table.delete(body.id)
    if (later.length) await db.shadows.put({ key: rowKey(entry.entity, body.id), row: body })
    else await db.shadows.delete(rowKey(entry.entity, id))
  })
}

/** 412: keep the local edit, remember the server's row, and let the user choose. */
async function park(db: VettedDb, entry: OutboxEntry, current: Row | null): Promise<void> {
  await db.transaction('rw', db.outbox, db.shadows, async () => {
    await db.outbox.update(entry.seq!, { status: 'conflict', serverRow: current ?? undefined })
    await db.shadows.put({ key: rowKey(entry.entity, entry.entityId), row: current as Row })
  })
}

/** Permanent refusal: roll the row back to the server's version (or remove a row created here). */
async function reject(db: VettedDb, entry: OutboxEntry, status: number, message: string): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    await db.outbox.delete(entry.seq!)
    await db.rejections.add({ entity: entry.entity, entityId: entry.entityId, method: entry.method, path: resolvePath(entry), status, message, at: Date.now() })
    const table = tableOf(db, entry.entity)
    const key = rowKey(entry.entity, entry.entityId)
    if (entry.tempId !== undefined) {
      // Nothing queued after a refused create can succeed: drop it with the row.
      await db.outbox.where('[entity+entityId]').equals([entry.entity, entry.entityId]).delete()
      await table.delete(entry.entityId)
      return
    }
    // The server's row: a shadow a pull parked, else the row as it was before this (oldest) edit.
    const shadow = await db.shadows.get(key)
    const base = shadow ? shadow.row : (entry.before ?? null)
    const remaining = await pendingFor(db, entry.entity, entry.entityId)
    const local = rebase(base, remaining)
    if (local) await table.put(local)
    else await table.delete(entry.entityId)
    // Later edits' `before` includes this refused one; the shadow keeps the true server row for them.
    if (remaining.length) await db.shadows.put({ key, row: base as Row })
    else await db.shadows.delete(key)
  })
}

/** The user's answer to a conflict: send theirs again over the server's version, or take the server's. */
export async function resolveConflict(db: VettedDb, seq: number, choice: 'mine' | 'theirs'): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    const entry = await db.outbox.get(seq)
    if (!entry || entry.status !== 'conflict') return
    const server = entry.serverRow ?? null
    if (choice === 'mine') {
      await db.outbox.update(seq, { status: 'pending', baseVersion: server?.version as number | undefined, notBefore: 0, attempts: 0, serverRow: undefined })
      return
    }
    await db.outbox.delete(seq)
    const key = rowKey(entry.entity, entry.entityId)
    const local = rebase(server, await pendingFor(db, entry.entity, entry.entityId))
    const table = tableOf(db, entry.entity)
    if (local) await table.put(local)
    else await table.delete(entry.entityId)
    if ((await pendingFor(db, entry.entity, entry.entityId)).length === 0) await db.shadows.delete(key)
  })
}
