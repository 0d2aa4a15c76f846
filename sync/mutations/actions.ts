// The named mutations that are not a plain create, update or delete of a row: each is one documented
// REST call, and its `apply` says what it does to the row so that a rebase shows it on top of a newer
// server row (an order cancelled offline stays cancelled when the pull brings the order meanwhile).
import { MAX_LINE_QUANTITY } from '../rules/plan-quantity'
import { defineMutation, type MutationArgs } from './define-mutation'

const unchanged = (row: MutationArgs | null) => row

export const ACTION_MUTATIONS = [
  defineMutation({
    name: 'favorite.add',
    entity: 'favorite',
    apply: unchanged,
    rest: ({ itemType, itemId }) => ({ method: 'POST', path: '/api/favorites', body: { itemType, itemId } }),
  }),
  defineMutation({
    name: 'favorite.remove',
    entity: 'favorite',
    apply: () => null,
    rest: ({ itemType, itemId }) => ({ method: 'DELETE', path: '/api/favorites', body: { itemType, itemId } }),
  }),
  // Adds to the server's quantity (or makes the line), so additions made on two devices both count.
  defineMutation({
    name: 'cartLine.add',
    entity: 'cartLine',
    apply: (row, { quantity }) => row && { ...row, quantity: Math.min((row.quantity as number) + (quantity as number), MAX_LINE_QUANTITY) },
    rest: ({ productId, tierId, pricingOptionId, quantity }) => ({ method: 'POST', path: '/api/cart/lines', body: { productId, tierId, pricingOptionId, quantity } }),
  }),
  // Every line of the cart at once: queued on no row (id 0).
  defineMutation({
    name: 'cart.clear',
    entity: 'cartLine',
    apply: () => null,
    rest: () => ({ method: 'DELETE', path: '/api/cart' }),
  }),
  defineMutation({
    name: 'order.request',
    entity: 'order',
    apply: unchanged,
    rest: (fields) => ({ method: 'POST', path: '/api/orders', body: fields }),
  }),
  defineMutation({
    name: 'order.cancel',
    entity: 'order',
    apply: (row) => row && { ...row, status: 'cancelled' },
    rest: (_args, id) => ({ method: 'POST', path: `/api/orders/${id}/cancel`, body: {} }),
  }),
  // A counter, not an edit: the answer brings the server's count (web/sync/push/settle.ts).
  defineMutation({
    name: 'resource.download',
    entity: 'resource',
    apply: unchanged,
    rest: (_args, id) => ({ method: 'POST', path: `/api/resources/${id}/download`, body: {} }),
  }),
  // A message is no synced row: it is queued under 'user' with id 0, a row that never exists.
  defineMutation({
    name: 'contact.send',
    entity: 'user',
    apply: unchanged,
    rest: (message) => ({ method: 'POST', path: '/api/contact', body: message }),
  }),
]
