// A named mutation (docs/sync.md, "Outbox"): what a device queues instead of an HTTP request. Its
// `apply` is a pure function from the row before to the row after, so when a pull brings a newer
// server row the queued mutations are re-run on it (rebase), and an action such as a cancel or an
// added cart quantity shows on top of whatever the server now holds. Its `rest` is the documented
// REST call that carries it, so API clients and devices reach the server through the same endpoints.
import type { SyncEntity } from '../entities'

export type Row = Record<string, unknown>
/** A mutation's arguments: JSON, shaped like (part of) its row so that re-keying can follow its references. */
export type MutationArgs = Row

export interface RestCall {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: string
  body?: unknown
}

export interface MutationDefinition {
  name: string
  /** The entity of the row it changes (queued mutations are kept per row: entity and id). */
  entity: SyncEntity
  /** The row after the mutation, given the row before it (null: absent, and the result null: gone). Pure. */
  apply: (row: Row | null, args: MutationArgs) => Row | null
  /** The REST call that carries it; `id` is the row's id when it is sent (a real id by then, or 0 for none). */
  rest: (args: MutationArgs, id: number) => RestCall
  /**
   * Sent with If-Match: the version of the row it was made on (updates and deletes). A later such
   * mutation of a row follows the version an earlier one's answer gave (web/sync/copy/outbox-rows.ts).
   */
  conditional?: boolean
  /**
   * A buyer's queued edit sent again over a row that changed on another device (412): its arguments
   * merged over the server's `current` row, given `before`, the row it was made on. Absent: sent as it was.
   */
  mergeOver?: (args: MutationArgs, before: Row | null | undefined, current: Row) => MutationArgs
}

export const defineMutation = (definition: MutationDefinition): MutationDefinition => definition
