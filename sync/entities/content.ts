// The site's content: the blog, the resource library and the featured comparisons (docs/architecture.md,
// "The entity registry"). Blog posts and resources have drafts, which reach administrators only.
import { defineEntity } from './define-entity'

export const blogPost = defineEntity({
  name: 'blogPost',
  table: 'blog_posts',
  audience: 'everyone',
  drafts: true,
  local: { table: 'blogPosts', indexes: 'id, slug, categoryId', since: 1 },
  // An admin may create a blog category and a post in it before either reaches the server.
  references: [{ field: 'categoryId', to: 'blogCategory' }],
  rest: { collection: '/api/blog/posts', update: 'PATCH' },
})

export const blogCategory = defineEntity({
  name: 'blogCategory',
  table: 'blog_categories',
  audience: 'everyone',
  local: { table: 'blogCategories', indexes: 'id, slug', since: 1 },
  rest: { collection: '/api/blog/categories', update: 'PATCH' },
})

export const resource = defineEntity({
  name: 'resource',
  table: 'resources',
  audience: 'everyone',
  drafts: true,
  local: { table: 'resources', indexes: 'id, slug, resourceTypeId, categoryId', since: 1 },
  rest: { collection: '/api/resources', update: 'PUT' },
})

export const resourceType = defineEntity({
  name: 'resourceType',
  table: 'resource_types',
  audience: 'everyone',
  local: { table: 'resourceTypes', indexes: 'id, slug', since: 1 },
})

export const featuredComparison = defineEntity({
  name: 'featuredComparison',
  table: 'featured_comparisons',
  audience: 'everyone',
  local: { table: 'featuredComparisons', indexes: 'id', since: 1 },
  references: [{ field: 'items', to: 'byType' }],
  rest: { collection: '/api/featured-comparisons', update: 'PATCH' },
})
