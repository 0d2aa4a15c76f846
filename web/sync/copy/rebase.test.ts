import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { rebase } from './rebase'

const e = (method: OutboxEntry['method'], body?: object): OutboxEntry => ({
  mutationId: 'm', entity: 'vendor', entityId: 1, method, path: '/api/vendors/{id}', body, status: 'pending', ownerId: null, attempts: 0, notBefore: 0, createdAt: 0,
})

describe('rebase', () => {
  it('re-applies pending edits, oldest first, over the server row', () => {
    expect(rebase({ id: 1, a: 1, b: 1 }, [e('PATCH', { a: 2 }), e('PATCH', { a: 3, c: 1 })])).toEqual({ id: 1, a: 3, b: 1, c: 1 })
  })
  it('keeps a pending delete deleted', () => {
    expect(rebase({ id: 1 }, [e('PATCH', { a: 2 }), e('DELETE')])).toBeNull()
  })
  it('does not resurrect a row the server deleted under a pending edit', () => {
    expect(rebase(null, [e('PATCH', { a: 2 })])).toBeNull()
  })
  it('is the server row when nothing is pending', () => {
    expect(rebase({ id: 1, a: 1 }, [])).toEqual({ id: 1, a: 1 })
  })
})
