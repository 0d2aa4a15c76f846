// The entity names, paging limits and first cursor both sides agree on, free of zod so the browser's
// first bundle (and the sync code it starts) stays small: zod is 25 KB gzipped.

/** Every entity the feed carries. Per-user ones go only to their owner; users only to admins. */
export const SYNC_ENTITIES = [
  'vendor', 'product', 'category', 'productTier', 'pricingOption',
  'blogPost', 'blogCategory', 'resource', 'resourceType', 'featuredComparison',
  'favorite', 'cartLine', 'board', 'order', 'user',
] as const
export type SyncEntity = (typeof SYNC_ENTITIES)[number]

/** Entities whose rows belong to one user. */
export const PER_USER_ENTITIES: readonly SyncEntity[] = ['favorite', 'cartLine', 'board', 'order']
/** Entities with drafts: unpublished rows reach admins only (others get a delete). */
export const PUBLISHABLE_ENTITIES: readonly SyncEntity[] = ['blogPost', 'resource']

/**
 * The cursor of an empty copy: every change from the start. Any other cursor is opaque to clients:
 * the server makes it (api/sync/cursor.ts) and the device sends it back as it came.
 */
export const FIRST_CURSOR = '0'

export const SYNC_PAGE_DEFAULT = 1000
export const SYNC_PAGE_MAX = 5000
