import { describe, expect, it } from 'vitest'
import { VENDOR_CATEGORIES } from '../schemas'
import { categoryName, humanizeSlug } from './category-name'

describe('categoryName: screens show category names, never slugs', () => {
  it('takes the name of a known category', () => {
    expect(categoryName('it-operations', VENDOR_CATEGORIES)).toBe('IT Operations')
    expect(categoryName('finance', VENDOR_CATEGORIES)).toBe('Finance')
    expect(categoryName('business-operations', VENDOR_CATEGORIES)).toBe('Business Operations')
  })
  it('writes an unknown slug in words, and nothing for none', () => {
    expect(categoryName('field-service', VENDOR_CATEGORIES)).toBe('Field Service')
    expect(categoryName(null, VENDOR_CATEGORIES)).toBe('')
    expect(humanizeSlug('data_privacy')).toBe('Data Privacy')
  })
})
