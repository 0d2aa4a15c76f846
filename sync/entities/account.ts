// The entities that belong to one account (favourites, cart lines, boards, orders) and the accounts
// themselves, which only administrators see (docs/architecture.md, "The entity registry").
import { defineEntity } from './define-entity'

export const favorite = defineEntity({
  name: 'favorite',
  table: 'favorites',
  audience: 'owner',
  ownerField: 'userId',
  local: { table: 'favorites', indexes: 'id, [itemType+itemId]', since: 1 },
  references: [{ field: 'itemId', to: 'byItemType' }],
  joined: ['item'],
})

export const cartLine = defineEntity({
  name: 'cartLine',
  table: 'cart_lines',
  audience: 'owner',
  ownerField: 'userId',
  local: { table: 'cartLines', indexes: 'id, productId', since: 1 },
  references: [
    { field: 'productId', to: 'product' },
    { field: 'tierId', to: 'productTier' },
    { field: 'pricingOptionId', to: 'pricingOption' },
  ],
  rest: { collection: '/api/cart/lines', update: 'PATCH' },
})

// A board's shareToken is the link of a shared board; it reaches only its owner, who shows the link.
export const board = defineEntity({
  name: 'board',
  table: 'boards',
  audience: 'owner',
  ownerField: 'userId',
  local: { table: 'boards', indexes: 'id', since: 1 },
  references: [{ field: 'items', to: 'byType' }],
  rest: { collection: '/api/boards', update: 'PATCH' },
})

export const order = defineEntity({
  name: 'order',
  table: 'orders',
  audience: 'owner',
  ownerField: 'userId',
  local: { table: 'orders', indexes: 'id', since: 1 },
  references: [
    { field: 'productId', to: 'product' },
    { field: 'tierId', to: 'productTier' },
    { field: 'pricingOptionId', to: 'pricingOption' },
  ],
})

// A buyer's private note on a vendor (sync/schemas/vendor-note.ts): added after the registry, at schema version 6.
export const vendorNote = defineEntity({
  name: 'vendorNote',
  table: 'vendor_notes',
  audience: 'owner',
  ownerField: 'userId',
  local: { table: 'vendorNotes', indexes: 'id, vendorId', since: 6 },
  references: [{ field: 'vendorId', to: 'vendor' }],
  rest: { collection: '/api/vendor-notes', update: 'PATCH' },
})

export const user = defineEntity({
  name: 'user',
  table: 'users',
  audience: 'admins',
  local: { table: 'users', indexes: 'id', since: 1 },
  rest: { collection: '/api/admin/users', update: 'PUT' },
  hidden: { passwordHash: 'value' },
})
