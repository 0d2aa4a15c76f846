// The catalogue's entities: what every visitor sees and administrators edit (docs/architecture.md,
// "The entity registry").
import { DEFAULT_MARKET_SCORE } from '../rules/ratings'
import { defineEntity } from './define-entity'

export const vendor = defineEntity({
  name: 'vendor',
  table: 'vendors',
  audience: 'everyone',
  local: { table: 'vendors', indexes: 'id, slug, category', since: 2 },
  rest: { collection: '/api/vendors', update: 'PATCH' },
  listOrder: true,
  defaults: {
    pros: [], cons: [], features: [], integrations: [], screenshots: [], deploymentOptions: [], categories: [],
    featured: false, reviewCount: 0, marketScore: DEFAULT_MARKET_SCORE,
    soc2Type: 'none', gdprDpa: false, hipaa: false, dataResidency: [], subprocessors: [],
  },
})

export const product = defineEntity({
  name: 'product',
  table: 'products',
  audience: 'everyone',
  local: { table: 'products', indexes: 'id, slug, vendorId', since: 2 },
  references: [{ field: 'vendorId', to: 'vendor' }],
  rest: { collection: '/api/products', update: 'PATCH' },
  listOrder: true,
  defaults: { type: 'software', featured: false, screenshots: [], features: [], pros: [], cons: [], integrations: [], supportedPlatforms: [] },
  joined: ['vendor'],
})

export const category = defineEntity({
  name: 'category',
  table: 'categories',
  audience: 'everyone',
  local: { table: 'categories', indexes: 'id, slug', since: 1 },
  joined: ['count'],
})

export const productTier = defineEntity({
  name: 'productTier',
  table: 'product_tiers',
  audience: 'everyone',
  local: { table: 'productTiers', indexes: 'id, productId', since: 1 },
  references: [{ field: 'productId', to: 'product' }],
  rest: { collection: '/api/product-tiers', update: 'PATCH' },
  defaults: { description: null, features: [], isPopular: false, sortOrder: 0 },
})

export const pricingOption = defineEntity({
  name: 'pricingOption',
  table: 'pricing_options',
  audience: 'everyone',
  local: { table: 'pricingOptions', indexes: 'id, productTierId', since: 1 },
  references: [{ field: 'productTierId', to: 'productTier' }],
  rest: { collection: '/api/pricing-options', update: 'PATCH' },
  defaults: {
    currency: 'USD', paymentFrequency: 'monthly', contractTerm: 'flexible', setupFee: 0, trialDays: 0,
    minimumUsers: 1, maximumUsers: null, pricePerUser: true, isRecommended: false,
  },
})
