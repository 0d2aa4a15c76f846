// Batched push (docs/sync.md, "Batched push"): POST /api/sync/push carries a device's queued named
// mutations in order, numbered for its client, and the server applies each as its REST call, in its own
// transaction. What both sides agree on: the batch's shape and limits, the outcome of each mutation, and
// the rule of which mutations an earlier failure holds back.
import { z } from 'zod'
import { isMutationName, LEGACY_REQUEST } from '../mutations'
import type { MutationArgs } from '../mutations/define-mutation'
import { CLIENT_FORGOTTEN, CLIENT_ID_PATTERN } from './client-mutations'
import type { SyncEntity } from './entities'
import { referencesRow } from './remap'

export { MAX_PUSH_BYTES, MAX_PUSH_MUTATIONS, PUSH_PATH, PUSH_TOO_LARGE_MESSAGE } from './push-limits'

const safeInt = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)

export const pushMutationSchema = z.object({
  /** Its number for the batch's client (X-Vetted-Mutation of its REST call). */
  id: z.number().int().min(1).max(999_999_999_999_999),
  name: z.string().refine((n) => isMutationName(n) && n !== LEGACY_REQUEST.name, 'No such mutation'),
  /** The row's id: negative for a row created offline (a temporary id), 0 for none. */
  entityId: safeInt,
  args: z.record(z.string(), z.unknown()).default({}),
  /** Sent as If-Match. */
  baseVersion: z.number().int().min(0).optional(),
  /** Set on a mutation that creates its row under this temporary id: later ones of the batch may refer to it. */
  tempId: z.number().int().max(-1).min(-Number.MAX_SAFE_INTEGER).optional(),
  /** Sent as Idempotency-Key (an entry queued by an app of protocol 2). */
  idempotencyKey: z.string().max(200).optional(),
})
export type PushMutation = z.input<typeof pushMutationSchema>

export const pushBatchSchema = z.object({
  client: z.string().regex(CLIENT_ID_PATTERN, 'client must be 8-64 letters, digits, _ or -'),
  /** The server has said it knows this client (X-Vetted-Client-Known). */
  known: z.boolean().default(false),
  mutations: z
    .array(pushMutationSchema)
    .min(1, 'A batch carries at least one change')
    .refine((ms) => ms.every((m, i) => i === 0 || m.id > ms[i - 1].id), 'Mutation ids must rise through the batch'),
})
export type PushBatch = z.input<typeof pushBatchSchema>

/**
 * What became of one mutation. applied: its REST call succeeded (its answer's row in `body`, or
 * `appliedBefore` when it was applied long enough ago that its answer is gone); conflict: 412, the
 * server's current row in `body.current`; refused: any other permanent 4xx, the message in `body`;
 * held: not sent, an earlier mutation it depends on failed (`dependsOn`); failed: a refusal that may
 * pass later (401, 408, 409 for a forgotten client, 426, 429, 5xx): the batch stops there, and the
 * mutations after it are not in the answer.
 */
export type PushOutcome = 'applied' | 'conflict' | 'refused' | 'held' | 'failed'

export interface PushResult {
  id: number
  outcome: PushOutcome
  /** The REST call's status (absent when held). */
  status?: number
  /** The REST call's answer (null: none, such as a delete's 204). */
  body?: unknown
  appliedBefore?: boolean
  /** Seconds, from the REST call's Retry-After (a 429 or 503). */
  retryAfter?: string
  dependsOn?: number
}

export interface PushAnswer {
  /** One result per mutation, in order, up to the first that failed (the rest were not tried). */
  results: PushResult[]
  /** The temporary ids the batch's creates replaced, so the device re-keys its rows. */
  ids: { entity: SyncEntity; tempId: number; id: number }[]
  /** The client's last applied mutation id after the batch. */
  lastMutationId: number
}

/** Statuses that say nothing final about a change: it may pass when sent again (docs/sync.md, "Lost answers, retries and timeouts"). */
export const isPassingRefusal = (status: number, code?: unknown): boolean =>
  status === 401 || status === 408 || status === 426 || status === 429 || status >= 500 || (status === 409 && code === CLIENT_FORGOTTEN)

/** An earlier mutation of the batch that did not apply: its row (a temporary id for a create). */
export interface FailedRow {
  id: number
  entity: SyncEntity
  entityId: number
}

/**
 * The earlier failed mutation `m` depends on, if any (docs/sync.md, "Batched push"): one of the same
 * row, or one that was to create a row `m` refers to. Mutations on no row (id 0: clearing the cart, a
 * contact message) depend on nothing. The caller adds a held mutation to `failed` too, so what
 * depends on it is held as well.
 */
export function dependsOnFailed(m: { entity: SyncEntity; entityId: number; args: MutationArgs }, failed: readonly FailedRow[]): number | undefined {
  for (const f of failed) {
    if (m.entityId !== 0 && f.entity === m.entity && f.entityId === m.entityId) return f.id
    if (f.entityId < 0 && referencesRow(m.entity, m.args, f.entity, f.entityId)) return f.id
  }
  return undefined
}
