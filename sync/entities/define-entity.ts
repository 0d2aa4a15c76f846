// The shape of one entity's definition (docs/architecture.md, "The entity registry"). Everything the
// two sides derive about an entity comes from here: the server's table and who may see its rows in
// the feed, the snapshot and the live pokes; the browser's Dexie table and indexes, the references
// that re-keying follows and the REST calls its mutations map to; the defaults of a new row on both
// sides. Free of zod, so the browser's local-copy code can read it without loading the schemas: the
// row schema of each entity is named beside it in sync/schemas/rows.ts.

/**
 * Who may see a row in the change feed, the catalogue snapshot and the live pokes:
 * - everyone: the catalogue and content (anonymous visitors included);
 * - owner: the account named by the row's owner field, and nobody else;
 * - admins: administrators only;
 * - members: the team of the board named by the row's board field (its owner and active members),
 *   and the account named by its owner field (an invitee's own invitation, an evaluator's own score).
 *   Who of the team reads which row is one rule, sync/rules/board-roles.ts (mayReadTeamRow).
 * - workspace: the active members of the company workspace named by the row's workspace field, and
 *   the account named by its owner field (an invitee's invitation, a request made without a
 *   workspace). Who of them reads which row is sync/rules/workspace-feed.ts (mayReadWorkspaceRow).
 */
export type Audience = 'everyone' | 'owner' | 'admins' | 'members' | 'workspace'

/**
 * A field holding ids of other rows. `to`: the entity it points at, or 'byItemType' (the entity a
 * favourite's `itemType` names), or 'byType' (a list of ids, or of `{ itemId }`, of the row's `type`).
 */
export interface Reference {
  field: string
  to: string
}

/** The REST resource behind an entity's plain create, update and delete mutations. */
export interface RestResource {
  collection: string
  update: 'PATCH' | 'PUT'
}

export interface EntityDefinition<E extends string = string> {
  name: E
  /** The server's SQLite table. */
  table: string
  audience: Audience
  /** The row field naming the owning account (audience 'owner'); its column is the field in snake_case. */
  ownerField?: string
  /** The row field naming the board whose team sees the row (audience 'members'). */
  boardField?: string
  /** The row field naming the company workspace whose members see the row (audience 'workspace'). */
  workspaceField?: string
  /** Blind until revealed: another member's row reaches the team only once the board's results are revealed. */
  blind?: boolean
  /** Rows with `published: false` are drafts: they reach admins only (everyone else's feed deletes them). */
  drafts?: boolean
  /**
   * The browser's Dexie table: its name, its indexes (primary key first, Dexie's syntax), and the
   * schema version of web/db/db.ts that declares them. A new entity, or a change of indexes, takes the
   * next version number: the database then upgrades itself in place.
   */
  local: { table: string; indexes: string; since: number }
  /** Fields holding ids of other rows, rewritten when a row created offline gets its real id. */
  references?: readonly Reference[]
  /** Where its plain create, update and delete mutations go over REST (absent: no plain writes). */
  rest?: RestResource
  /** Values of a new row's fields the writer left out, the same on the server and in the optimistic row. */
  defaults?: Readonly<Record<string, unknown>>
  /**
   * Listed in the catalogue lists' order (sync/rules/list-order.ts: featured first, then the name's
   * natural key, then id), by the API's pages and the app alike: the server keeps the name's key in a
   * hidden column so SQL orders and pages by the same rule.
   */
  listOrder?: boolean
  /** Schema fields that REST answers join from other tables: not columns of the server's table. */
  joined?: readonly string[]
  /** Server-only columns never sent to clients (absent from the row schema), by field name. */
  hidden?: Readonly<Record<string, 'value' | 'bool' | 'json'>>
}

/** Checks the shape of one definition at compile time and returns it as it is, with its literal types. */
export function defineEntity<const D extends EntityDefinition>(definition: D): D {
  return definition
}
