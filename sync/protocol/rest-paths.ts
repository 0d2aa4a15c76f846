// Where each entity is created, updated and deleted over REST, for the generic optimistic writes.
import type { SyncEntity } from './changes'

export interface RestResource {
  collection: string
  update: 'PATCH' | 'PUT'
}

export const REST_RESOURCES: Partial<Record<SyncEntity, RestResource>> = {
  vendor: { collection: '/api/vendors', update: 'PATCH' },
  product: { collection: '/api/products', update: 'PATCH' },
  productTier: { collection: '/api/product-tiers', update: 'PATCH' },
  pricingOption: { collection: '/api/pricing-options', update: 'PATCH' },
  blogPost: { collection: '/api/blog/posts', update: 'PATCH' },
  blogCategory: { collection: '/api/blog/categories', update: 'PATCH' },
  resource: { collection: '/api/resources', update: 'PUT' },
  featuredComparison: { collection: '/api/featured-comparisons', update: 'PATCH' },
  board: { collection: '/api/boards', update: 'PATCH' },
  cartLine: { collection: '/api/cart/lines', update: 'PATCH' },
  user: { collection: '/api/admin/users', update: 'PUT' },
}

export function restResource(entity: SyncEntity): RestResource {
  const r = REST_RESOURCES[entity]
  if (!r) throw new Error(`No REST resource for ${entity}`)
  return r
}
