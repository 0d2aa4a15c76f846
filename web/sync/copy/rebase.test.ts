import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { rebase } from './rebase'

const e = (name: string, args: object = {}, entity: OutboxEntry['entity'] = 'vendor'): OutboxEntry => ({
  name, args: args as OutboxEntry['args'], entity, entityId: 1, status: 'pending', ownerId: null, attempts: 0, notBefore: 0, createdAt: 0,
})

describe('rebase', () => {
  it('re-applies pending edits, oldest first, over the server row', () => {
    expect(rebase({ id: 1, a: 1, b: 1 }, [e('vendor.update', { a: 2 }), e('vendor.update', { a: 3, c: 1 })])).toEqual({ id: 1, a: 3, b: 1, c: 1 })
  })
  it('keeps a pending delete deleted', () => {
    expect(rebase({ id: 1 }, [e('vendor.update', { a: 2 }), e('vendor.delete')])).toBeNull()
  })
  it('does not resurrect a row the server deleted under a pending edit', () => {
    expect(rebase(null, [e('vendor.update', { a: 2 })])).toBeNull()
  })
  it('is the server row when nothing is pending', () => {
    expect(rebase({ id: 1, a: 1 }, [])).toEqual({ id: 1, a: 1 })
  })
  it('re-runs actions: a queued cancel stays cancelled over the order a pull brings', () => {
    expect(rebase({ id: 1, status: 'in-review' }, [e('order.cancel', {}, 'order')])).toEqual({ id: 1, status: 'cancelled' })
  })
  it('adds a queued quantity to the line the server holds now, up to the limit', () => {
    expect(rebase({ id: 1, quantity: 4 }, [e('cartLine.add', { quantity: 3 }, 'cartLine')])).toEqual({ id: 1, quantity: 7 })
    expect(rebase({ id: 1, quantity: 99_998 }, [e('cartLine.add', { quantity: 5 }, 'cartLine')])).toMatchObject({ quantity: 100_000 })
  })
})
