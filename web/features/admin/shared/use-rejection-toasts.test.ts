import { describe, expect, it } from 'vitest'
import { catalogWriteError, errorWithFallback } from './use-rejection-toasts'

describe('rejection toasts (titled by what was attempted)', () => {
  it('catalogue rows: titled by what was attempted, with the server message', () => {
    expect(catalogWriteError({ entity: 'vendor', method: 'POST', message: '400: bad' })).toEqual({ title: 'Error creating vendor', description: '400: bad' })
    expect(catalogWriteError({ entity: 'productTier', method: 'PATCH', message: 'm' }).title).toBe('Error updating pricing tier')
    expect(catalogWriteError({ entity: 'pricingOption', method: 'PUT', message: 'm' }).title).toBe('Error updating pricing option')
    expect(catalogWriteError({ entity: 'product', method: 'DELETE', message: 'm' }).title).toBe('Error deleting product')
  })

  it("content and users: 'Error', with the server message or the tab's fallback", () => {
    const toast = errorWithFallback('Failed to save post')
    expect(toast({ entity: 'blogPost', method: 'PATCH', message: '409: taken' })).toEqual({ title: 'Error', description: '409: taken' })
    expect(toast({ entity: 'blogPost', method: 'POST', message: '' })).toEqual({ title: 'Error', description: 'Failed to save post' })
  })
})
