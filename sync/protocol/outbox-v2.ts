// Outbox entries queued by an app of protocol 2, which stored REST requests, upgraded to named mutations
// when the database is opened by this build (web/db/db.ts, schema version 5). Nothing is lost and
// nothing is sent twice: each entry keeps its place, its row, its If-Match version and its rollback row,
// and its Idempotency-Key goes with it (`legacyKey`), so one whose answer was lost is answered from the
// server's record of that key instead of being applied again (docs/sync.md, "Protocol and schema changes").
import { entityDefinition, type SyncEntity } from '../entities'
import { createName, deleteName, LEGACY_REQUEST, updateName } from '../mutations'
import type { MutationArgs } from '../mutations/define-mutation'
import type { OutboxEntry } from './outbox'

/** An entry as protocol 2 stored it: a REST request, `{id}` in its path standing for the row's id. */
export interface OutboxEntryV2 extends Omit<OutboxEntry, 'name' | 'args' | 'mutationId' | 'clientId' | 'legacyKey' | 'status'> {
  /** Sent as Idempotency-Key. */
  mutationId: string
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: string
  body?: unknown
  status: 'pending' | 'conflict'
}

const asArgs = (body: unknown): MutationArgs => (body && typeof body === 'object' && !Array.isArray(body) ? (body as MutationArgs) : {})

/** The named mutation that makes the same REST call; the request itself when none does. */
export function namedMutationOf(entity: SyncEntity, method: string, path: string, body: unknown): { name: string; args: MutationArgs } {
  const args = asArgs(body)
  // Early builds wrote the row's id into the path: it reads as the `{id}` later builds wrote.
  const call = `${method} ${path.replace(/\/\d+(?=\/|$)/, '/{id}')}`
  const actions: Record<string, string> = {
    'POST /api/favorites': 'favorite.add',
    'DELETE /api/favorites': 'favorite.remove',
    'POST /api/cart/lines': 'cartLine.add',
    'DELETE /api/cart': 'cart.clear',
    'POST /api/orders': 'order.request',
    'POST /api/orders/{id}/cancel': 'order.cancel',
    'POST /api/resources/{id}/download': 'resource.download',
    'POST /api/contact': 'contact.send',
  }
  if (actions[call]) return { name: actions[call], args: actions[call].endsWith('.cancel') || actions[call].endsWith('.download') ? {} : args }
  const rest = entityDefinition(entity).rest
  if (rest) {
    if (call === `POST ${rest.collection}`) return { name: createName(entity), args }
    if (call === `${rest.update} ${rest.collection}/{id}`) return { name: updateName(entity), args }
    if (call === `DELETE ${rest.collection}/{id}`) return { name: deleteName(entity), args: {} }
  }
  return { name: LEGACY_REQUEST.name, args: { method, path, ...(body !== undefined && { body }) } }
}

/** The entry as protocol 3 keeps it. */
export function upgradeEntry(old: OutboxEntryV2): OutboxEntry {
  const { mutationId, method, path, body, ...kept } = old
  return { ...kept, ...namedMutationOf(old.entity, method, path, body), legacyKey: mutationId }
}

/** Whether a stored entry is still in protocol 2's shape. */
export const isV2Entry = (entry: object): entry is OutboxEntryV2 => 'method' in entry && 'path' in entry && !('name' in entry)
