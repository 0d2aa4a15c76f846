// Pending local edits win over what the server sends until they are sent (docs/sync.md, "Outbox"): the
// server's row is kept aside as a shadow and the local row is the server's row with the queued named
// mutations re-run on top (sync/mutations), so an action (a cancel, an added quantity) rebases as well
// as an edit of fields.
import { applyMutations } from '../../../sync/mutations'
import type { SyncEntity } from '../../../sync/entities'
import type { OutboxEntry } from '../../../sync/protocol/outbox'

type Row = Record<string, unknown>

export const rowKey = (entity: SyncEntity, id: number) => `${entity}:${id}`

/**
 * The local row given the server's row (null: deleted there) and the row's queued mutations, oldest
 * first. Returns null when the row should not exist locally.
 */
export function rebase(serverRow: Row | null, pending: OutboxEntry[]): Row | null {
  return applyMutations(serverRow, pending)
}
