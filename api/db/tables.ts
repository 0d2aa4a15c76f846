// Every synced table's mapping, derived from the entity registry (sync/entities) and each entity's
// row schema (sync/schemas/rows.ts): the columns are the snake_case of the schema's field names
// (api/db/table.ts).
import type { z } from 'zod'
import { ENTITIES, SYNC_ENTITIES, type SyncEntity } from '../../sync/entities'
import { ROW_SCHEMAS } from '../../sync/schemas/rows'
import { defineTable, type TableDef } from './table'

type Tables = { [E in SyncEntity]: TableDef<z.infer<(typeof ROW_SCHEMAS)[E]>> }

const TABLES = Object.fromEntries(SYNC_ENTITIES.map((e) => [e, defineTable(ENTITIES[e], ROW_SCHEMAS[e])])) as Tables

/** The table behind each entity of the change feed. */
export const TABLES_BY_ENTITY: Record<SyncEntity, TableDef> = TABLES

export const vendorsTable = TABLES.vendor
export const productsTable = TABLES.product
export const tiersTable = TABLES.productTier
export const pricingOptionsTable = TABLES.pricingOption
export const categoriesTable = TABLES.category
export const blogPostsTable = TABLES.blogPost
export const blogCategoriesTable = TABLES.blogCategory
export const resourcesTable = TABLES.resource
export const resourceTypesTable = TABLES.resourceType
export const featuredComparisonsTable = TABLES.featuredComparison
export const usersTable = TABLES.user
export const favoritesTable = TABLES.favorite
export const cartLinesTable = TABLES.cartLine
export const boardsTable = TABLES.board
export const ordersTable = TABLES.order
export const vendorNotesTable = TABLES.vendorNote
export const boardMembersTable = TABLES.boardMember
export const boardScoresTable = TABLES.boardScore
export const boardCommentsTable = TABLES.boardComment
export const notificationsTable = TABLES.notification
export const boardActivityTable = TABLES.boardActivity
export const workspacesTable = TABLES.workspace
export const workspaceMembersTable = TABLES.workspaceMember
export const approvalStepsTable = TABLES.approvalStep
export const subscriptionsTable = TABLES.subscription
