// Pending local edits win over what the server sends until they are sent (docs/sync.md, "Outbox"): the
// server's row is kept aside as a shadow and the local row is the server's row with the pending
// edits re-applied on top.
import type { SyncEntity } from '../../../sync/protocol/changes'
import type { OutboxEntry } from '../../../sync/protocol/outbox'

type Row = Record<string, unknown>

export const rowKey = (entity: SyncEntity, id: number) => `${entity}:${id}`

/**
 * The local row given the server's row (null: deleted there) and the entry's pending changes, oldest
 * first. Returns null when the row should not exist locally.
 */
export function rebase(serverRow: Row | null, pending: OutboxEntry[]): Row | null {
  let row = serverRow
  for (const e of pending) {
    if (e.method === 'DELETE') row = null
    else if ((e.method === 'PATCH' || e.method === 'PUT') && row && e.body && typeof e.body === 'object') row = { ...row, ...(e.body as Row) }
  }
  return row
}
