// Every synced table's mapping. Column names are the snake_case of the field names.
import type { SyncEntity } from '../../sync/protocol/changes'
import { defineTable, type ColumnKind, type TableDef } from './table'

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
const cols = (spec: Record<string, ColumnKind>) =>
  Object.fromEntries(Object.entries(spec).map(([field, kind]) => [field, [snake(field), kind] as const]))

const stamps = { createdAt: 'text', updatedAt: 'text' } as const

export const vendorsTable = defineTable({
  table: 'vendors',
  entity: 'vendor',
  fields: cols({
    name: 'text', slug: 'text', logoUrl: 'text', category: 'text', description: 'text', featured: 'bool',
    securityRating: 'real', valueRating: 'real', supportRating: 'real', easeOfUseRating: 'real', featureRating: 'real',
    rating: 'real', reviewCount: 'int', startingPrice: 'real', pricingModel: 'text', pricingDetails: 'text',
    pricingUrl: 'text', demoUrl: 'text', demoVideo: 'text', pros: 'json', cons: 'json', features: 'json',
    integrations: 'json', screenshots: 'json', deploymentOptions: 'json', categories: 'json', marketScore: 'real',
    ...stamps,
  }),
})

export const productsTable = defineTable({
  table: 'products',
  entity: 'product',
  fields: cols({
    vendorId: 'int', name: 'text', slug: 'text', description: 'text', category: 'text', type: 'text', logoUrl: 'text',
    featured: 'bool', demoUrl: 'text', demoVideo: 'text', screenshots: 'json', features: 'json', pros: 'json',
    cons: 'json', integrations: 'json', price: 'real', pricingDetails: 'text', productUrl: 'text', systemRequirements: 'text',
    supportedPlatforms: 'json', ...stamps,
  }),
})

export const tiersTable = defineTable({
  table: 'product_tiers',
  entity: 'productTier',
  fields: cols({ productId: 'int', name: 'text', description: 'text', features: 'json', isPopular: 'bool', sortOrder: 'int' }),
})

export const pricingOptionsTable = defineTable({
  table: 'pricing_options',
  entity: 'pricingOption',
  fields: cols({
    productTierId: 'int', price: 'real', currency: 'text', paymentFrequency: 'text', contractTerm: 'text',
    setupFee: 'real', trialDays: 'int', minimumUsers: 'int', maximumUsers: 'int', pricePerUser: 'bool', isRecommended: 'bool',
  }),
})

export const categoriesTable = defineTable({
  table: 'categories',
  entity: 'category',
  fields: cols({ name: 'text', slug: 'text', description: 'text', sortOrder: 'int' }),
})

export const blogPostsTable = defineTable({
  table: 'blog_posts',
  entity: 'blogPost',
  fields: cols({
    title: 'text', slug: 'text', excerpt: 'text', content: 'text', featuredImage: 'text', published: 'bool',
    featured: 'bool', categoryId: 'int', authorName: 'text', authorEmail: 'text', authorImage: 'text', readTime: 'int',
    tags: 'json', seoTitle: 'text', seoDescription: 'text', publishedAt: 'text', views: 'int', ...stamps,
  }),
})

export const blogCategoriesTable = defineTable({
  table: 'blog_categories',
  entity: 'blogCategory',
  fields: cols({ name: 'text', slug: 'text', description: 'text', color: 'text', sortOrder: 'int' }),
})

export const resourcesTable = defineTable({
  table: 'resources',
  entity: 'resource',
  fields: cols({
    title: 'text', slug: 'text', description: 'text', content: 'text', downloadUrl: 'text', externalUrl: 'text',
    featuredImage: 'text', resourceTypeId: 'int', categoryId: 'int', fileSize: 'text', featured: 'bool',
    published: 'bool', tags: 'json', authorName: 'text', publishedAt: 'text', downloads: 'int', ...stamps,
  }),
})

export const resourceTypesTable = defineTable({
  table: 'resource_types',
  entity: 'resourceType',
  fields: cols({ name: 'text', slug: 'text' }),
})

export const featuredComparisonsTable = defineTable({
  table: 'featured_comparisons',
  entity: 'featuredComparison',
  fields: cols({ name: 'text', description: 'text', type: 'text', items: 'json', createdAt: 'text' }),
})

export const usersTable = defineTable({
  table: 'users',
  entity: 'user',
  fields: cols({
    username: 'text', email: 'text', passwordHash: 'text', firstName: 'text', lastName: 'text', role: 'text',
    isActive: 'bool', createdAt: 'text',
  }),
  hidden: ['passwordHash'],
})

export const favoritesTable = defineTable({
  table: 'favorites',
  entity: 'favorite',
  fields: cols({ userId: 'int', itemType: 'text', itemId: 'int', createdAt: 'text' }),
  ownerColumn: 'user_id',
})

export const cartLinesTable = defineTable({
  table: 'cart_lines',
  entity: 'cartLine',
  fields: cols({ userId: 'int', productId: 'int', tierId: 'int', pricingOptionId: 'int', quantity: 'int', createdAt: 'text' }),
  ownerColumn: 'user_id',
})

export const boardsTable = defineTable({
  table: 'boards',
  entity: 'board',
  fields: cols({
    userId: 'int', name: 'text', type: 'text', items: 'json', weights: 'json', notes: 'text', shared: 'bool',
    // The link of a shared board (api/boards/boards-service.ts). Per-user rows reach only their owner's
    // feed, who needs it to show the link.
    shareToken: 'text', ...stamps,
  }),
  ownerColumn: 'user_id',
})

export const ordersTable = defineTable({
  table: 'orders',
  entity: 'order',
  fields: cols({
    userId: 'int', productId: 'int', tierId: 'int', pricingOptionId: 'int', users: 'int', company: 'text',
    contactEmail: 'text', notes: 'text', status: 'text', unitPrice: 'real', setupFee: 'real', currency: 'text',
    paymentFrequency: 'text', pricePerUser: 'bool', trialDays: 'int', total: 'real', ...stamps,
  }),
  ownerColumn: 'user_id',
})

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
