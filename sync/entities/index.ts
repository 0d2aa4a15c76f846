// The entity registry (docs/architecture.md, "The entity registry"): every entity the change feed
// carries, defined once. The server's tables (api/db/tables.ts), the feed's and the live pokes' rule of
// who sees a row (api/sync/visibility.ts), the browser's Dexie tables (web/db/db.ts), the references
// that re-keying follows (sync/protocol/remap.ts), the REST calls of the plain mutations
// (sync/mutations) and the defaults of new rows all read it. Zod-free (define-entity.ts).
import {
  approvalStep, board, boardActivity, boardComment, boardMember, boardScore, cartLine, favorite, notification, order, subscription, user, vendorNote, workspace, workspaceMember,
} from './account'
import { category, pricingOption, product, productTier, vendor } from './catalog'
import { blogCategory, blogPost, featuredComparison, resource, resourceType } from './content'
import type { Audience, EntityDefinition, Reference, RestResource } from './define-entity'

export type { Audience, EntityDefinition, Reference, RestResource } from './define-entity'

/**
 * Every entity, in the order the catalogue snapshot lists the small tables (api/sync/snapshot.ts). A new
 * entity is added here after its definition.
 */
export const ENTITIES = {
  vendor, product, category, productTier, pricingOption,
  blogPost, blogCategory, resource, resourceType, featuredComparison,
  favorite, cartLine, board, order, user, vendorNote, boardMember, boardScore, boardComment, notification, boardActivity,
  workspace, workspaceMember, approvalStep, subscription,
} as const

export type SyncEntity = keyof typeof ENTITIES

/** Every entity the feed carries. */
export const SYNC_ENTITIES = Object.keys(ENTITIES) as [SyncEntity, ...SyncEntity[]]

export const entityDefinition = (entity: SyncEntity): EntityDefinition => ENTITIES[entity]

const where = (test: (d: EntityDefinition) => boolean): readonly SyncEntity[] => SYNC_ENTITIES.filter((e) => test(entityDefinition(e)))

/** Entities whose rows belong to buyers: one account's, or a board team's (never an administrator's to arbitrate). */
export const PER_USER_ENTITIES = where((d) => d.audience === 'owner' || d.audience === 'members' || d.audience === 'workspace')
/** Entities whose rows reach a board's team (audience 'members'). */
export const TEAM_ENTITIES = where((d) => d.audience === 'members')
/** Entities whose rows reach a company workspace's members (audience 'workspace'). */
export const WORKSPACE_ENTITIES = where((d) => d.audience === 'workspace')
/** Entities with drafts: unpublished rows reach admins only (others get a delete). */
export const PUBLISHABLE_ENTITIES = where((d) => d.drafts === true)
/** Rows whose presence on a device depends on who is signed in: an account's own rows, and what only admins see. */
export const ACCOUNT_ENTITIES = where((d) => d.audience !== 'everyone')

/** The references of an entity's rows (empty when none). */
export const referencesOf = (entity: SyncEntity): readonly Reference[] => entityDefinition(entity).references ?? []

/** The REST resource of an entity's plain writes; throws for an entity that has none. */
export function restResource(entity: SyncEntity): RestResource {
  const rest = entityDefinition(entity).rest
  if (!rest) throw new Error(`No REST resource for ${entity}`)
  return rest
}

/**
 * A REST answer's row as the change feed shows it: the fields REST answers join from other tables (a
 * favourite's item, a product's vendor) dropped. The local copy holds feed rows, and a pull never
 * brings a row again to take such a field away.
 */
export function withoutJoined(entity: SyncEntity, row: Record<string, unknown>): Record<string, unknown> {
  const joined = entityDefinition(entity).joined
  if (!joined?.some((field) => field in row)) return row
  return Object.fromEntries(Object.entries(row).filter(([field]) => !joined.includes(field)))
}

/** A new row's fields: the entity's defaults under what the writer gave. */
export function withDefaults(entity: SyncEntity, fields: Record<string, unknown>): Record<string, unknown> {
  return { ...entityDefinition(entity).defaults, ...fields }
}

/**
 * Who a change to a row of `entity` concerns (the feed's rule, for the live pokes): admins for
 * admin-only rows and for a draft that was not published before or after the write; the owner for an
 * account's row; everyone else.
 */
export function audienceOfChange(entity: SyncEntity, publishedBeforeOrAfter: boolean): Audience {
  const { audience, drafts } = entityDefinition(entity)
  if (audience !== 'everyone') return audience
  return drafts && !publishedBeforeOrAfter ? 'admins' : 'everyone'
}
