// The Vendor Marketplace address: /vendors?category=security sets the category filter on load;
// the other filters and the sort round-trip; unknown values are ignored.
import { describe, expect, it } from 'vitest'
import { activeFilterCount, parseVendorQuery, vendorQueryParams } from './vendor-query'

const parse = (query: string) => parseVendorQuery(new URLSearchParams(query))

describe('vendor marketplace query', () => {
  it('reads category and search from the address', () => {
    expect(parse('category=security&search=endpoint')).toMatchObject({ filters: { categories: ['security'] }, search: 'endpoint', sort: 'featured' })
  })
  it('defaults to no filter and the featured sort', () => {
    expect(parse('')).toEqual({ filters: { categories: [], priceRanges: [], ratings: [], deploymentOptions: [], certifications: [] }, sort: 'featured', search: '' })
    expect(vendorQueryParams(parse('')).toString()).toBe('')
  })
  it('round-trips every filter group and the sort, in the panel order', () => {
    const query = parse('category=hr&price=500%2B,free&rating=3,4&deployment=Hybrid,Cloud&cert=hipaa,soc2,pci&sort=rating-high-low')
    // The rating is one choice: both thresholds in an address keep the stricter one.
    expect(query.filters).toEqual({ categories: ['hr'], priceRanges: ['free', '500+'], ratings: [4], deploymentOptions: ['Cloud', 'Hybrid'], certifications: ['soc2', 'hipaa'] })
    expect(parseVendorQuery(vendorQueryParams(query))).toEqual(query)
    expect(activeFilterCount(query.filters)).toBe(8)
    expect(vendorQueryParams(query).get('cert')).toBe('soc2,hipaa')
  })
  it('ignores values the panel does not offer', () => {
    expect(parse('price=cheap&rating=5&deployment=Mainframe&sort=random').filters).toEqual({ categories: [], priceRanges: [], ratings: [], deploymentOptions: [], certifications: [] })
    expect(parse('sort=random').sort).toBe('featured')
  })
})
