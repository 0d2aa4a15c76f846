// Every synced table's mapping, from the entity's row schema (sync/schemas): the columns are the
// snake_case of the schema's field names (api/db/table.ts).
import type { SyncEntity } from '../../sync/protocol/changes'
import {
  blogCategorySchema, blogPostSchema, boardSchema, cartLineSchema, categorySchema, favoriteSchema, featuredComparisonSchema,
  orderSchema, pricingOptionSchema, productSchema, resourceSchema, resourceTypeSchema, tierSchema, userSchema, vendorSchema,
} from '../../sync/schemas'
import { listNameKey } from '../../sync/rules/list-order'
import { defineTable, type TableDef } from './table'

// The catalogue lists' order compares the name's key (sync/rules/list-order.ts); the server keeps it
// beside the name so SQL can order and page by it (api/db/list-page.ts).
const nameKey = { nameKey: { from: 'name', compute: (name: unknown) => listNameKey(String(name)) } }

export const vendorsTable = defineTable({ table: 'vendors', entity: 'vendor', schema: vendorSchema, derived: nameKey })

export const productsTable = defineTable({ table: 'products', entity: 'product', schema: productSchema, joined: ['vendor'], derived: nameKey })

export const tiersTable = defineTable({ table: 'product_tiers', entity: 'productTier', schema: tierSchema })

export const pricingOptionsTable = defineTable({ table: 'pricing_options', entity: 'pricingOption', schema: pricingOptionSchema })

export const categoriesTable = defineTable({ table: 'categories', entity: 'category', schema: categorySchema, joined: ['count'] })

export const blogPostsTable = defineTable({ table: 'blog_posts', entity: 'blogPost', schema: blogPostSchema })

export const blogCategoriesTable = defineTable({ table: 'blog_categories', entity: 'blogCategory', schema: blogCategorySchema })

export const resourcesTable = defineTable({ table: 'resources', entity: 'resource', schema: resourceSchema })

export const resourceTypesTable = defineTable({ table: 'resource_types', entity: 'resourceType', schema: resourceTypeSchema })

export const featuredComparisonsTable = defineTable({
  table: 'featured_comparisons',
  entity: 'featuredComparison',
  schema: featuredComparisonSchema,
})

export const usersTable = defineTable({ table: 'users', entity: 'user', schema: userSchema, hidden: { passwordHash: 'value' } })

export const favoritesTable = defineTable({
  table: 'favorites',
  entity: 'favorite',
  schema: favoriteSchema,
  joined: ['item'],
  ownerColumn: 'user_id',
})

export const cartLinesTable = defineTable({ table: 'cart_lines', entity: 'cartLine', schema: cartLineSchema, ownerColumn: 'user_id' })

// A board's shareToken is the link of a shared board (api/boards/boards-service.ts). Per-user rows
// reach only their owner's feed, who needs it to show the link.
export const boardsTable = defineTable({ table: 'boards', entity: 'board', schema: boardSchema, ownerColumn: 'user_id' })

export const ordersTable = defineTable({ table: 'orders', entity: 'order', schema: orderSchema, ownerColumn: 'user_id' })

/** The table behind each entity of the change feed. */
export const TABLES_BY_ENTITY: Record<SyncEntity, TableDef> = {
  vendor: vendorsTable,
  product: productsTable,
  category: categoriesTable,
  productTier: tiersTable,
  pricingOption: pricingOptionsTable,
  blogPost: blogPostsTable,
  blogCategory: blogCategoriesTable,
  resource: resourcesTable,
  resourceType: resourceTypesTable,
  featuredComparison: featuredComparisonsTable,
  favorite: favoritesTable,
  cartLine: cartLinesTable,
  board: boardsTable,
  order: ordersTable,
  user: usersTable,
}
