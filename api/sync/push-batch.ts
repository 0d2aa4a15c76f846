// Applies a batch of a device's named mutations in order (docs/sync.md, "Batched push"). Each one is
// sent as its documented REST call through the app itself (api/http/in-process.ts), with the session
// and the origin of the batch's request, the batch's client and its own number: the same middleware,
// route, service and sendWrite as when it comes alone, so it is authorized, validated, limited,
// numbered and applied in its own transaction by the one copy of those rules. What the batch adds:
// - temporary ids: a create's answer gives the row's id, and the later mutations of the batch that
//   refer to its temporary id are re-keyed before they are sent (sync/protocol/remap.ts);
// - dependencies: a mutation whose earlier one of the same row, or whose row's creator, did not apply
//   is held back, unsent (dependsOnFailed); the others go on;
// - a failure that may pass later (401, 429, 5xx...) stops the batch: nothing after it is tried, so
//   every number the server applied is below every number the device must send again.
import type { Request } from 'express'
import { mutationNamed } from '../../sync/mutations'
import { CLIENT_HEADER, CLIENT_KNOWN_HEADER, MUTATION_HEADER } from '../../sync/protocol/client-mutations'
import { PROTOCOL_HEADER } from '../../sync/protocol/protocol-version'
import {
  dependsOnFailed, isPassingRefusal, pushBatchSchema, type FailedRow, type PushAnswer, type PushResult,
} from '../../sync/protocol/push'
import { remapEntry } from '../../sync/protocol/remap'
import type { z } from 'zod'
import type { Db } from '../db/connection'
import type { Dispatch } from '../http/in-process'
import { keepBatchAnswer } from './batch-answers'
import { registerClient } from './clients'

type Batch = z.output<typeof pushBatchSchema>

/** The batch request's headers each of its mutations is sent with: who asks, from where, in which protocol. */
const FORWARDED = ['host', 'origin', 'cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', PROTOCOL_HEADER.toLowerCase()]

export async function applyBatch(db: Db, dispatch: Dispatch, outer: Request, userId: number, batch: Batch): Promise<PushAnswer> {
  const forwarded: Record<string, string> = {}
  for (const name of FORWARDED) {
    const value = outer.get(name)
    if (value !== undefined) forwarded[name] = value
  }
  const answer: PushAnswer = { results: [], ids: [], lastMutationId: 0 }
  const failed: FailedRow[] = []
  // The version each row has after this batch's last change of it: a later conditional change of the
  // row was made on top of that change, so it follows the version the server gave it, as the device
  // does when the answers come one at a time (web/sync/copy/outbox-rows.ts, followVersion).
  const versions = new Map<string, number>()
  for (const m of batch.mutations) {
    const { entity, rest, conditional } = mutationNamed(m.name)
    let target = { entity, entityId: m.entityId, args: m.args }
    for (const created of answer.ids) target = remapEntry(target, created.entity, created.tempId, created.id)
    const ownRow = { id: m.id, entity, entityId: target.entityId }
    const dependsOn = dependsOnFailed(target, failed)
    if (dependsOn !== undefined) {
      answer.results.push({ id: m.id, outcome: 'held', dependsOn })
      failed.push(ownRow)
      continue
    }
    const call = rest(target.args, target.entityId)
    const headers: Record<string, string> = { ...forwarded, [CLIENT_HEADER]: batch.client, [MUTATION_HEADER]: String(m.id) }
    if (batch.known) headers[CLIENT_KNOWN_HEADER] = '1'
    const ifMatch = (conditional && versions.get(`${entity}:${target.entityId}`)) || m.baseVersion
    if (ifMatch !== undefined) headers['if-match'] = `"${ifMatch}"`
    if (m.idempotencyKey !== undefined) headers['idempotency-key'] = m.idempotencyKey
    const res = await dispatch({
      method: call.method, url: call.path, headers, body: call.body,
      remoteAddress: outer.socket.remoteAddress, encrypted: outer.protocol === 'https', fields: { batched: true },
    })
    const body = res.json as { id?: unknown; version?: unknown; code?: unknown } | null
    const result: PushResult = { id: m.id, outcome: 'applied', status: res.status, body }
    if (res.headers['x-vetted-applied-earlier'] === 'true') result.appliedBefore = true
    answer.results.push(result)
    if (res.status < 300) {
      if (m.tempId !== undefined && typeof body?.id === 'number') answer.ids.push({ entity, tempId: m.tempId, id: body.id })
      const rowId = m.tempId !== undefined && typeof body?.id === 'number' ? body.id : target.entityId
      if (typeof body?.version === 'number') versions.set(`${entity}:${rowId}`, body.version)
      continue
    }
    if (isPassingRefusal(res.status, body?.code)) {
      result.outcome = 'failed'
      const retryAfter = res.headers['retry-after']
      if (retryAfter !== undefined) result.retryAfter = String(retryAfter)
      break
    }
    result.outcome = res.status === 412 ? 'conflict' : 'refused'
    failed.push(m.tempId !== undefined ? { ...ownRow, entityId: m.tempId } : ownRow)
    // Kept before the next change runs: once a later one is applied, this number is below the client's
    // last, and sent again it must get this answer, not "applied before".
    if (res.headers['idempotent-replayed'] !== 'true') {
      await db.transaction(async (tx) => {
        await registerClient(tx, userId, batch.client)
        await keepBatchAnswer(tx, userId, batch.client, m.id, res.status, body)
      })
    }
  }
  answer.lastMutationId = await lastMutationIdOf(db, userId, batch.client)
  return answer
}

const lastMutationIdOf = async (db: Db, userId: number, clientId: string): Promise<number> =>
  (await db.value<number>('SELECT last_mutation_id FROM sync_clients WHERE user_id = ? AND client_id = ?', userId, clientId)) ?? 0
