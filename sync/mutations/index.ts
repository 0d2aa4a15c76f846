// Every named mutation a device may queue (docs/sync.md, "Outbox"): the plain create, update and delete
// of each entity with a REST resource, the actions, and the call of an entry an older app queued.
import { ACTION_MUTATIONS } from './actions'
import { BOARD_COMMENT_MUTATIONS } from './board-comments'
import { HISTORY_MUTATIONS } from './history'
import { defineMutation, type MutationArgs, type MutationDefinition, type RestCall, type Row } from './define-mutation'
import { PLAIN_MUTATIONS } from './plain'
import { SUBSCRIPTION_MUTATIONS } from './subscriptions'
import { TEAM_MUTATIONS } from './team'
import { WORKSPACE_MUTATIONS } from './workspaces'

export type { MutationArgs, MutationDefinition, RestCall } from './define-mutation'
export { createName, deleteName, updateName } from './plain'
export { BOARD_CLASH, BOARD_UNDO } from './history'

/**
 * An entry queued by protocol 2 (a REST request) whose call is none of the named mutations: it is sent
 * exactly as it was queued, and changes nothing on top of a newer row (docs/sync.md, "Protocol and
 * schema changes").
 */
export const LEGACY_REQUEST = defineMutation({
  name: 'legacy.request',
  entity: 'user',
  apply: (row) => row,
  rest: ({ method, path, body }, id) => ({ method: method as RestCall['method'], path: (path as string).replace('{id}', String(id)), body }),
})

const MUTATIONS = new Map([...PLAIN_MUTATIONS, ...ACTION_MUTATIONS, ...TEAM_MUTATIONS, ...BOARD_COMMENT_MUTATIONS, ...HISTORY_MUTATIONS, ...WORKSPACE_MUTATIONS, ...SUBSCRIPTION_MUTATIONS, LEGACY_REQUEST].map((m) => [m.name, m]))

export const isMutationName = (name: string): boolean => MUTATIONS.has(name)

/** The definition of a named mutation; throws for a name no mutation has. */
export function mutationNamed(name: string): MutationDefinition {
  const mutation = MUTATIONS.get(name)
  if (!mutation) throw new Error(`No mutation named ${name}`)
  return mutation
}

/** What a queued mutation is, as the outbox keeps it. */
export interface QueuedMutation {
  name: string
  args: MutationArgs
  entityId: number
}

/** The REST call of a queued mutation, addressed to the row's id as it is now. */
export const restCallOf = (m: QueuedMutation): RestCall => mutationNamed(m.name).rest(m.args, m.entityId)

/** A row with queued mutations re-run on it, oldest first (null: the row is absent, or they delete it). */
export function applyMutations(row: Row | null, queued: readonly QueuedMutation[]): Row | null {
  return queued.reduce<Row | null>((current, m) => mutationNamed(m.name).apply(current, m.args), row)
}
