// Sends many queued changes in one request (docs/sync.md, "Batched push"): POST /api/sync/push with the
// person's client and each change's number, and takes each change's result exactly as the answer to
// its REST call sent alone (answers.ts), in order, each only if the entry is still queued as it was sent.
// A server without the call (an older version: 404 or 405) makes the sender fall back to one request
// per change for the life of this page.
import { LEGACY_REQUEST, restCallOf } from '../../../sync/mutations'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import type { PushAnswer, PushMutation, PushResult } from '../../../sync/protocol/push'
import { MAX_PUSH_BYTES, MAX_PUSH_MUTATIONS, PUSH_PATH } from '../../../sync/protocol/push-limits'
import type { VettedDb } from '../../db/db'
import { apiRaw, readBody, type FetchLike } from '../base/api-client'
import { useSyncStatus } from '../base/status-store'
import { allTables, stillQueued } from '../copy/outbox-rows'
import { holdForRetry, retryAfterSeconds, takeAnswer, type ChangeAnswer, type Step, type Tally } from './answers'
import { numberedBatch } from './client-ids'
import { isRow } from './settle'

/** A batch may take long on a slow link: 5 MB at 2 Mbit/s is 20 s on the wire. */
const BATCH_TIMEOUT_MS = 120_000
/** What the sender fills a batch up to, under the server's limit (the envelope and JSON escapes take the rest). */
const BATCH_BYTES = Math.floor(MAX_PUSH_BYTES * 0.8)

let pushAvailable = true

/** Whether this page still sends batches: false once the server said it has no push call. */
export const batchesAvailable = () => pushAvailable
/** For tests: the next send tries the push call again. */
export const resetBatchSupport = () => {
  pushAvailable = true
}

/** Sent in a batch: a signed-in person's named mutation (a visitor's carries no number; an old app's raw request goes alone). */
const batchable = (e: OutboxEntry) => e.ownerId !== null && e.name !== LEGACY_REQUEST.name

const asPushMutation = (e: OutboxEntry): PushMutation => ({
  id: e.mutationId!, name: e.name, entityId: e.entityId, args: e.args,
  ...(e.baseVersion !== undefined && { baseVersion: e.baseVersion }),
  ...(e.tempId !== undefined && { tempId: e.tempId }),
  ...(e.legacyKey !== undefined && { idempotencyKey: e.legacyKey }),
})

const bytesOf = (e: OutboxEntry) => new TextEncoder().encode(JSON.stringify(asPushMutation({ ...e, mutationId: Number.MAX_SAFE_INTEGER }))).length

/**
 * The entries of the next batch: the leading ones of `queue` (in sending order) that a batch may carry,
 * of one person, at most `size` of them and BATCH_BYTES in all. Empty when the first goes alone (one
 * too large for any batch goes alone too: its own call's limit may be larger).
 */
export function formBatch(queue: readonly OutboxEntry[], size: number): OutboxEntry[] {
  const batch: OutboxEntry[] = []
  let bytes = 0
  for (const e of queue) {
    if (batch.length >= Math.min(size, MAX_PUSH_MUTATIONS) || !batchable(e) || e.ownerId !== queue[0].ownerId) break
    bytes += bytesOf(e)
    if (bytes > BATCH_BYTES) break
    batch.push(e)
  }
  return batch
}

/** What became of a batch: the next step, or `alone`: send the first entry by itself (the server would not take the batch). */
export type BatchStep = Step | 'fallback' | 'alone'

export async function sendBatch(db: VettedDb, queued: readonly OutboxEntry[], fetchImpl: FetchLike, tally: Tally): Promise<BatchStep> {
  const numbered = await numberedBatch(db, queued.map((e) => e.seq!))
  if (!numbered) return 'next' // taken meanwhile by another tab
  const { entries, client } = numbered
  let res: Response
  let answer: Awaited<ReturnType<typeof readBody>>
  try {
    const body = { client: client.id, known: client.known, mutations: entries.map(asPushMutation) }
    res = await apiRaw(PUSH_PATH, { method: 'POST', body, timeoutMs: BATCH_TIMEOUT_MS }, fetchImpl)
    answer = await readBody(res, { strict: true })
  } catch {
    // No answer: any of them may have been applied. Sent again with the same numbers, each is answered
    // from what the server kept; until then no pull takes them for applied (copy/confirm.ts).
    await Promise.all(entries.slice(1).map((e) => db.outbox.update(e.seq, { answerLost: true })))
    return { stop: { retryInMs: await holdForRetry(db, entries[0], undefined, true) } }
  }
  if (res.status === 404 || res.status === 405) {
    pushAvailable = false
    return 'fallback'
  }
  if (res.status === 401) {
    useSyncStatus.setState({ signInNeeded: true })
    return { stop: { signInNeeded: true } }
  }
  if (res.status === 426) return { stop: {} }
  if (res.status === 408 || res.status === 429 || res.status >= 500) {
    return { stop: { retryInMs: await holdForRetry(db, entries[0], retryAfterSeconds(res.headers.get('Retry-After'))) } }
  }
  if (!res.ok || !answer.json) return 'alone'
  return takeResults(db, entries, answer.json as unknown as PushAnswer, tally)
}

/**
 * Takes the batch's results in order, in one transaction: a transaction costs more to open than a
 * result costs to take, and a page closed part way leaves the entries numbered, to be answered again
 * from what the server kept.
 */
async function takeResults(db: VettedDb, entries: OutboxEntry[], answer: PushAnswer, tally: Tally): Promise<Step> {
  const results = new Map(answer.results.map((r) => [r.id, r]))
  const superseded = supersededIn(entries, results)
  return db.transaction('rw', allTables(db), async () => {
    // Not tried (after a failure that stopped the batch) or held back: nothing applied, numbered again when sent.
    for (const e of entries) {
      const r = results.get(e.mutationId!)
      if (!r || r.outcome === 'held') await withoutNumber(db, e)
    }
    let stop: Step | undefined
    for (const sent of entries) {
      const r = results.get(sent.mutationId!)
      if (!r || r.outcome === 'held') continue
      const entry = await db.outbox.get(sent.seq)
      if (!entry || entry.mutationId !== sent.mutationId || entry.status !== sent.status) continue // settled meanwhile by another tab
      const step = await takeAnswer(db, entry, { ...changeAnswerOf(sent, r, answer), superseded: superseded.has(sent.seq!) }, tally)
      // Every result is taken: a round that stops here still stores what the server applied.
      if (step !== 'next') stop ??= step
    }
    return stop ?? 'next'
  })
}

/** Applied with the row it wrote (not "applied before", whose answer is gone). */
const appliedWithRow = (r: PushResult) =>
  r.outcome === 'applied' && r.status !== undefined && r.status < 300 && r.appliedBefore !== true && isRow(r.body as Record<string, unknown> | null)

/**
 * The entries (by seq) applied with their row whose row's very next result in this answer is applied
 * with its row too: only that later one needs settling in full (settle.ts, settleSuperseded). A create
 * is never superseded: its temporary id must be re-keyed.
 */
function supersededIn(entries: readonly OutboxEntry[], results: ReadonlyMap<number, PushResult>): Set<number> {
  const superseded = new Set<number>()
  const settledLater = new Set<string>()
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]
    const r = results.get(e.mutationId!)
    const key = `${e.entity}:${e.entityId}`
    if (!r || !appliedWithRow(r)) {
      settledLater.delete(key)
      continue
    }
    if (e.tempId === undefined && settledLater.has(key)) superseded.add(e.seq!)
    settledLater.add(key)
  }
  return superseded
}

function changeAnswerOf(sent: OutboxEntry, r: PushResult, answer: PushAnswer): ChangeAnswer {
  const json = r.body && typeof r.body === 'object' ? (r.body as Record<string, unknown>) : null
  const status = r.status ?? 0
  const created = sent.tempId === undefined ? undefined : answer.ids.find((i) => i.entity === sent.entity && i.tempId === sent.tempId)
  return {
    status, json, message: typeof json?.message === 'string' ? json.message : String(status), method: restCallOf(sent).method,
    appliedEarlier: r.appliedBefore === true, createdId: created?.id, retryAfter: r.retryAfter ?? null,
  }
}

async function withoutNumber(db: VettedDb, sent: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    if (await stillQueued(db, sent)) await db.outbox.update(sent.seq, { mutationId: undefined, clientId: undefined, batched: undefined })
  })
}
