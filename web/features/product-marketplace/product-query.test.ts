// The Product Marketplace address: real filters (type, category, vendor, price) and the sort round-trip
// through the query string; values the panel does not offer are ignored.
import { describe, expect, it } from 'vitest'
import { activeProductFilterCount, EMPTY_PRODUCT_QUERY, parseProductQuery, productQueryParams } from './product-query'

const parse = (query: string) => parseProductQuery(new URLSearchParams(query))

describe('product marketplace query', () => {
  it('defaults to every product by name', () => {
    expect(parse('')).toEqual(EMPTY_PRODUCT_QUERY)
    expect(productQueryParams(EMPTY_PRODUCT_QUERY).toString()).toBe('')
  })
  it('round-trips every filter group, categories with commas included', () => {
    const query = parse('type=hardware,software&category=POS%2C+Mobile&category=CRM&vendor=orderloop-commerce&price=1-99&sort=price&search=pos')
    expect(query).toEqual({
      types: ['software', 'hardware'], categories: ['POS, Mobile', 'CRM'], vendors: ['orderloop-commerce'],
      priceRanges: ['1-99'], sort: 'price', search: 'pos',
    })
    expect(parseProductQuery(productQueryParams(query))).toEqual(query)
    expect(activeProductFilterCount(query)).toBe(6)
  })
  it('ignores values the panel does not offer', () => {
    expect(parse('type=firmware&price=cheap&sort=random')).toEqual(EMPTY_PRODUCT_QUERY)
  })
})
