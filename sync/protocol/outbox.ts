// Outbox entries (docs/sync.md, "Outbox"): one queued named mutation (sync/mutations), sent in order.
import type { SyncEntity } from '../entities'
import type { MutationArgs } from '../mutations/define-mutation'

/** pending: to send; conflict: parked for an admin's choice; review: its device's record was forgotten, the person decides. */
export type OutboxStatus = 'pending' | 'conflict' | 'review'

export interface OutboxEntry {
  /** Auto-increment: send order. */
  seq?: number
  /** The named mutation (sync/mutations): what a rebase re-runs and what the sender turns into its REST call. */
  name: string
  args: MutationArgs
  /** The row it changes: its entity and its local id (negative while the row only exists here, a temporary id). */
  entity: SyncEntity
  entityId: number
  /**
   * This change's number for its owner's client on this device (sync/protocol/client-mutations.ts),
   * given when it is first sent, so numbers rise in the order the server is asked. Cleared when the
   * server answered without applying it (a conflict): it gets the next number when sent again.
   */
  mutationId?: number
  /** The client the number belongs to. */
  clientId?: string
  /**
   * The number was sent in a batch (POST /api/sync/push): while it is queued, its fate is learnt from
   * the batch's answer, or from the answer to the same batch sent again, never from a pull's count of
   * applied changes (a batch may apply a later change and refuse this one).
   */
  batched?: boolean
  /** The Idempotency-Key of an entry an app of protocol 2 queued: sent with it until it is settled. */
  legacyKey?: string
  /** Sent as If-Match for updates and deletes. */
  baseVersion?: number
  /** Set on creates: the temporary id the server's answer replaces. */
  tempId?: number
  /** The row before this change (null: it did not exist), to roll back a rejected change. */
  before?: Record<string, unknown> | null
  status: OutboxStatus
  /** Who queued it (null: signed out). Sent only while that user is signed in, never as someone else. */
  ownerId: number | null
  attempts: number
  /** Epoch ms before which the sender waits (backoff). */
  notBefore: number
  /**
   * The delay `notBefore` was computed from. A wait longer than this means the clock was set back
   * since: the entry is due at once instead of stalling the queue (see waitBeforeSending).
   */
  retryDelayMs?: number
  createdAt: number
  /** For conflicts: the server's current row, shown beside the local one. */
  serverRow?: Record<string, unknown>
  /** The last attempt got no answer (network error): the server may have applied it, and the retry says. */
  answerLost?: boolean
}

export const isTempId = (id: unknown): id is number => typeof id === 'number' && id < 0

/** The longest a server's Retry-After may hold the queue: beyond it a timer would overflow, or stall. */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000

/** Exponential backoff for network errors, 5xx and 429: 1 s, 2 s, 4 s ... capped at 60 s; Retry-After (capped) wins when longer. */
export function backoffMs(attempts: number, retryAfterSeconds?: number): number {
  const exp = Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1))
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds < 0) return exp
  return Math.max(exp, Math.min(retryAfterSeconds * 1000, MAX_RETRY_AFTER_MS))
}

/**
 * How long the sender still waits before sending `entry`, from `now`. Never more than the delay the
 * entry was held for: a clock set back after the hold would otherwise put `notBefore` days or years
 * ahead and stall the queue.
 */
export function waitBeforeSending(entry: Pick<OutboxEntry, 'notBefore' | 'retryDelayMs'>, now: number): number {
  const wait = entry.notBefore - now
  if (wait <= 0) return 0
  return wait > (entry.retryDelayMs ?? 60_000) ? 0 : wait
}
