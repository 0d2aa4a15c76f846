// Changes the server applied whose answers this device never got (docs/sync.md, "Exactly once"): a
// pull says how far the server applied this person's client, or a retry is answered "applied before".
// Such an entry leaves the queue and its row shows the server's row with what is still queued on top,
// so no pull ever has to wait for the outbox. A create learns its row's id when it was the client's
// last applied change (the feed says that row's id): its temporary row is re-keyed to it, in the same
// transaction as the page that may bring the row, so the row never shows twice. The feed also says the
// version that last change left its row at: the entries queued after it for that row were made on top of
// it, so they follow that version in their If-Match, as after an answer that arrived (push/settle.ts).
import type { ClientState } from '../../../sync/protocol/client-mutations'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { tableOf, type VettedDb } from '../../db/db'
import { followVersion, writeRebased } from './outbox-rows'
import { rowKey } from './rebase'
import { remapTempId } from './remap-local'

/**
 * `entry` was applied; `rowId` is the id of the row it made or answered, and `version` the version it
 * left that row at, when known. Call inside a transaction over every table.
 */
export async function confirmApplied(db: VettedDb, sent: OutboxEntry, rowId: number | null, version: number | null = null): Promise<void> {
  // Confirming a create re-keys the entries queued behind it: an edit of the new row confirmed in the
  // same pass must act on the row's real id, not on the temporary id it was read with.
  const entry = (await db.outbox.get(sent.seq)) ?? sent
  await db.outbox.delete(entry.seq)
  const table = tableOf(db, entry.entity)
  if (entry.tempId !== undefined) {
    if (rowId === null) {
      // Its id is not known here: the row leaves, and comes back under its real id with the pull.
      await table.delete(entry.tempId)
      return
    }
    const pulled = await table.get(rowId)
    await remapTempId(db, entry.entity, entry.tempId, rowId)
    if (version !== null) await followVersion(db, entry.entity, rowId, version)
    if (pulled) await writeRebased(db, entry.entity, rowId, pulled)
    return
  }
  if (version !== null && rowId === entry.entityId) await followVersion(db, entry.entity, entry.entityId, version)
  const shadow = await db.shadows.get(rowKey(entry.entity, entry.entityId))
  if (shadow) await writeRebased(db, entry.entity, entry.entityId, shadow.row ?? null, shadow.version)
}

/**
 * Confirms every queued change of this person's client that the server counts as applied (`state`, read
 * by the feed with its changes). A change sent in a batch counts as applied only when the batch's kept
 * answers say so (`state.batch`): a batch may apply a later change and refuse an earlier one (docs/sync.md,
 * "Batched push"); else the batch sent again says. Call inside a transaction over every table, before the page is applied.
 */
export async function confirmFromFeed(db: VettedDb, ownerId: number, clientId: string, state: ClientState): Promise<number> {
  const batchAnswers = new Map((state.batch ?? []).map(([id, status, rowId, version]) => [id, { status, rowId, version: version ?? null }]))
  let confirmed = 0
  for (const e of await db.outbox.toArray()) {
    if ((e.ownerId ?? null) !== ownerId || e.clientId !== clientId || e.mutationId === undefined || e.mutationId > state.lastMutationId) continue
    if (e.batched) {
      const kept = batchAnswers.get(e.mutationId)
      if (!kept || kept.status >= 300) continue // refused, or not known here: the batch sent again says
      await confirmApplied(db, e, kept.rowId, kept.version)
    } else {
      const last = e.mutationId === state.lastMutationId
      await confirmApplied(db, e, last ? state.lastRowId : null, last ? (state.lastRowVersion ?? null) : null)
    }
    confirmed++
  }
  return confirmed
}
