// The plain mutations of every entity with a REST resource (sync/entities): `<entity>.create`,
// `<entity>.update` and `<entity>.delete`, carried by POST to its collection, PATCH or PUT of the row,
// and DELETE of the row. Their arguments are the row's fields (a create) or the changed fields (an update).
import { ENTITIES, restResource, SYNC_ENTITIES, type SyncEntity } from '../entities'
import { mergeBoardEdit, mergeOwnEdit } from '../protocol/merge'
import { defineMutation, type MutationDefinition } from './define-mutation'

export const createName = (entity: SyncEntity) => `${entity}.create`
export const updateName = (entity: SyncEntity) => `${entity}.update`
export const deleteName = (entity: SyncEntity) => `${entity}.delete`

function plainMutationsOf(entity: SyncEntity): MutationDefinition[] {
  const { collection, update } = restResource(entity)
  return [
    defineMutation({
      name: createName(entity),
      entity,
      // The created row only exists here (a temporary id) until the create's answer re-keys it.
      apply: (row) => row,
      rest: (fields) => ({ method: 'POST', path: collection, body: fields }),
    }),
    defineMutation({
      name: updateName(entity),
      entity,
      conditional: true,
      apply: (row, changes) => row && { ...row, ...changes },
      rest: (changes, id) => ({ method: update, path: `${collection}/${id}`, body: changes }),
      // A board's shared fields merge three ways (a team board's clashes are parked first: web/sync/push/conflicts.ts).
      mergeOver: entity === 'board'
        ? (changes, before, current) => mergeBoardEdit(changes, before, current, { mineOnClash: true }).changes
        : (changes, before, current) => mergeOwnEdit(changes, before, current),
    }),
    defineMutation({
      name: deleteName(entity),
      entity,
      conditional: true,
      apply: () => null,
      rest: (_args, id) => ({ method: 'DELETE', path: `${collection}/${id}` }),
    }),
  ]
}

export const PLAIN_MUTATIONS: MutationDefinition[] = SYNC_ENTITIES.filter((e) => 'rest' in ENTITIES[e]).flatMap(plainMutationsOf)
