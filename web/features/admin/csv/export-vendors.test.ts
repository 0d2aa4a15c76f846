import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { EMPTY_TRUST_PROFILE, type Vendor } from '../../../../sync/schemas'
import { VENDOR_EXPORT_COLUMNS } from '../../../../sync/rules/csv-export'
import { buildVendorExport } from './export-vendors'

const vendor = (id: number, name: string): Vendor => ({
  id, version: 1, name, slug: name.toLowerCase(), logoUrl: null, category: 'security', description: null, featured: false,
  securityRating: null, valueRating: null, supportRating: null, easeOfUseRating: null, featureRating: null, rating: 4.5,
  reviewCount: 0, startingPrice: null, pricingModel: null, pricingDetails: null, pricingUrl: null, demoUrl: null, demoVideo: null,
  pros: [], cons: [], features: [], integrations: [], screenshots: [], deploymentOptions: [], categories: [], marketScore: 4.5,
  ...EMPTY_TRUST_PROFILE, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
})

describe('buildVendorExport', () => {
  it('names the file vendors-{yyyy-mm-dd}.csv and writes a UTF-8 BOM, the header and vendors by id', () => {
    const { fileName, text } = buildVendorExport([vendor(9, 'Zeta'), vendor(3, '=cmd'), vendor(5, 'Ünïcode GmbH')], 'https://vetted.example', new Date(2025, 5, 7))
    expect(fileName).toBe('vendors-2025-06-07.csv')
    expect(text.startsWith('\uFEFF"id","name",')).toBe(true)
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true })
    expect(parsed.meta.fields).toEqual(VENDOR_EXPORT_COLUMNS.map(([c]) => c))
    expect(parsed.data.map((r) => [r.id, r.name])).toEqual([['3', "'=cmd"], ['5', 'Ünïcode GmbH'], ['9', 'Zeta']])
  })

  it('writes just the header when there are no vendors', () => {
    const { text } = buildVendorExport([], 'https://vetted.example', new Date(2025, 0, 1))
    expect(text.trim().split('\r\n')).toHaveLength(1)
  })
})
