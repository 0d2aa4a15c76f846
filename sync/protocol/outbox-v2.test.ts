import { describe, expect, it } from 'vitest'
import { restCallOf } from '../mutations'
import { namedMutationOf, upgradeEntry, type OutboxEntryV2 } from './outbox-v2'

describe('a protocol 2 request read as a named mutation', () => {
  it.each([
    ['vendor', 'POST', '/api/vendors', { name: 'V' }, 'vendor.create', { name: 'V' }],
    ['vendor', 'PATCH', '/api/vendors/{id}', { name: 'W' }, 'vendor.update', { name: 'W' }],
    ['resource', 'PUT', '/api/resources/{id}', { title: 'T' }, 'resource.update', { title: 'T' }],
    ['vendor', 'DELETE', '/api/vendors/{id}', undefined, 'vendor.delete', {}],
    ['favorite', 'POST', '/api/favorites', { itemType: 'vendor', itemId: 3 }, 'favorite.add', { itemType: 'vendor', itemId: 3 }],
    ['favorite', 'DELETE', '/api/favorites', { itemType: 'vendor', itemId: 3 }, 'favorite.remove', { itemType: 'vendor', itemId: 3 }],
    ['cartLine', 'POST', '/api/cart/lines', { productId: 1, quantity: 2 }, 'cartLine.add', { productId: 1, quantity: 2 }],
    ['cartLine', 'PATCH', '/api/cart/lines/{id}', { quantity: 4 }, 'cartLine.update', { quantity: 4 }],
    ['cartLine', 'DELETE', '/api/cart', undefined, 'cart.clear', {}],
    ['order', 'POST', '/api/orders', { productId: 1 }, 'order.request', { productId: 1 }],
    ['order', 'POST', '/api/orders/{id}/cancel', {}, 'order.cancel', {}],
    ['resource', 'POST', '/api/resources/{id}/download', {}, 'resource.download', {}],
    ['user', 'POST', '/api/contact', { message: 'Hi' }, 'contact.send', { message: 'Hi' }],
    // Early builds wrote the row's id into the path.
    ['vendor', 'PATCH', '/api/vendors/2', { name: 'X' }, 'vendor.update', { name: 'X' }],
  ] as const)('%s %s %s', (entity, method, path, body, name, args) => {
    expect(namedMutationOf(entity, method, path, body)).toEqual({ name, args })
  })

  it('keeps a request no named mutation makes, sent exactly as it was queued', () => {
    const named = namedMutationOf('board', 'POST', '/api/boards/{id}/duplicate', { name: 'Copy' })
    expect(named.name).toBe('legacy.request')
    expect(restCallOf({ ...named, entityId: 7 })).toEqual({ method: 'POST', path: '/api/boards/7/duplicate', body: { name: 'Copy' } })
  })

  it('keeps the entry whole, its Idempotency-Key as legacyKey', () => {
    const old: OutboxEntryV2 = {
      seq: 4, mutationId: 'key-1', entity: 'board', entityId: 5, method: 'PATCH', path: '/api/boards/{id}', body: { name: 'B' },
      baseVersion: 9, before: { id: 5 }, status: 'conflict', ownerId: 3, attempts: 2, notBefore: 10, createdAt: 1, answerLost: true,
    }
    expect(upgradeEntry(old)).toEqual({
      seq: 4, name: 'board.update', args: { name: 'B' }, legacyKey: 'key-1', entity: 'board', entityId: 5,
      baseVersion: 9, before: { id: 5 }, status: 'conflict', ownerId: 3, attempts: 2, notBefore: 10, createdAt: 1, answerLost: true,
    })
  })
})
