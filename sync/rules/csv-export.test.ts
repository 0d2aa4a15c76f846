import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { vendorSchema, type Vendor } from '../schemas'
import { VENDOR_EXPORT_COLUMNS, vendorExportCsv, vendorExportFileName, vendorExportRows } from './csv-export'
import { vendorFromCsvRecord, type CsvRecord } from './csv-vendor-row'

const SITE = 'https://vetted.example'

const vendor: Vendor = {
  id: 7, version: 42, name: 'Acme Security', slug: 'acme-security', logoUrl: 'https://cdn.example.com/acme.png',
  category: 'security', description: 'Endpoint "protection", firewalls\nand more', featured: true,
  securityRating: 4.5, valueRating: 4, supportRating: 3.5, easeOfUseRating: 0, featureRating: null,
  rating: 4, reviewCount: 12, startingPrice: 9.99, pricingModel: 'Subscription', pricingDetails: null,
  pricingUrl: null, demoUrl: 'https://acme.example/demo', demoVideo: null, pros: ['Fast', 'Cheap'], cons: [],
  features: ['SSO'], integrations: ['Slack', 'Jira'], screenshots: ['https://cdn.example.com/s1.png'],
  deploymentOptions: ['Cloud'], categories: ['security', 'it-operations'], marketScore: 4.5,
  soc2Type: 'type2', soc2PeriodEnd: '2026-03-31', soc2ReportDate: '2026-05-15', iso27001Expiry: '2027-09-30',
  gdprDpa: true, hipaa: false, penTestDate: '2026-02-01', dataResidency: ['EU', 'US'],
  subprocessors: ['Amazon Web Services', 'Stripe'], securityContact: 'security@acme.example',
  createdAt: '2024-01-02T03:04:05.000Z', updatedAt: '2024-02-03T04:05:06.000Z',
}

describe('vendorExportRows', () => {
  it('has a column for every field of the vendor row, once each', () => {
    const fields = VENDOR_EXPORT_COLUMNS.map(([, field]) => field)
    expect(new Set(fields).size).toBe(fields.length)
    expect([...fields].sort()).toEqual(Object.keys(vendorSchema.shape).sort())
  })

  it('writes the header and one row per vendor in the given order', () => {
    const rows = vendorExportRows([vendor, { ...vendor, id: 8, name: 'Ledgerly', featured: false }], SITE)
    expect(rows).toHaveLength(3)
    expect(rows[0].slice(0, 7)).toEqual(['id', 'name', 'slug', 'description', 'category', 'logo_url', 'featured'])
    const cell = (row: string[], column: string) => row[rows[0].indexOf(column)]
    expect(cell(rows[1], 'name')).toBe('Acme Security')
    expect(cell(rows[1], 'featured')).toBe('true')
    expect(cell(rows[1], 'feature_rating')).toBe('')
    expect(cell(rows[1], 'integrations')).toBe('Slack;Jira')
    expect(cell(rows[1], 'version')).toBe('42')
    expect(cell(rows[2], 'name')).toBe('Ledgerly')
    expect(cell(rows[2], 'featured')).toBe('false')
  })

  it('writes addresses on the site absolute, with the site\'s address in front, so the import takes them back', () => {
    const local = { ...vendor, logoUrl: '/media/logos/acme.svg', screenshots: ['/media/screenshots/dashboard.svg', 'https://cdn.example.com/s2.png'], pricingUrl: '/pricing' }
    const [header, row] = vendorExportRows([local], 'https://vetted.example/')
    const cell = (column: string) => row[header.indexOf(column)]
    expect(cell('logo_url')).toBe('https://vetted.example/media/logos/acme.svg')
    expect(cell('screenshots')).toBe('https://vetted.example/media/screenshots/dashboard.svg;https://cdn.example.com/s2.png')
    expect(cell('pricing_url')).toBe('https://vetted.example/pricing')
    expect(cell('demo_url')).toBe('https://acme.example/demo')
  })
})

describe('vendorExportCsv', () => {
  it('neutralises dangerous cells in any column', () => {
    const csv = vendorExportCsv([{ ...vendor, name: '=HYPERLINK("http://evil")', pricingModel: '+1', pros: ['@SUM(A1)', 'ok'] }], SITE)
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data
    expect(row.name).toBe(`'=HYPERLINK("http://evil")`)
    expect(row.pricing_model).toBe(`'+1`)
    expect(row.pros).toBe(`'@SUM(A1);ok`)
  })

  it('reads back cell for cell, and the import maps an exported row to the same vendor fields', () => {
    const csv = vendorExportCsv([vendor], SITE)
    expect(csv.endsWith('\r\n')).toBe(true)
    const parsed = Papa.parse<CsvRecord>(csv, { header: true, skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.data[0].description).toBe(vendor.description)
    expect(vendorFromCsvRecord(parsed.data[0])).toMatchObject({
      name: vendor.name, slug: vendor.slug, logoUrl: vendor.logoUrl, description: vendor.description,
      featured: true, securityRating: 4.5, easeOfUseRating: 0, featureRating: 0, pros: ['Fast', 'Cheap'],
      cons: [], integrations: ['Slack', 'Jira'], screenshots: vendor.screenshots, pricingModel: 'Subscription',
    })
  })

  it('writes the trust profile in columns the import reads back to the same fields', () => {
    const [header, row] = vendorExportRows([vendor], SITE)
    const cell = (column: string) => row[header.indexOf(column)]
    expect(cell('soc2_type')).toBe('type2')
    expect(cell('iso27001_expiry')).toBe('2027-09-30')
    expect(cell('data_residency')).toBe('EU;US')
    expect(cell('gdpr_dpa')).toBe('true')
    const [record] = Papa.parse<CsvRecord>(vendorExportCsv([vendor], SITE), { header: true, skipEmptyLines: true }).data
    expect(vendorFromCsvRecord(record)).toMatchObject({
      soc2Type: 'type2', soc2PeriodEnd: '2026-03-31', soc2ReportDate: '2026-05-15', iso27001Expiry: '2027-09-30',
      gdprDpa: true, hipaa: false, penTestDate: '2026-02-01', dataResidency: ['EU', 'US'],
      subprocessors: ['Amazon Web Services', 'Stripe'], securityContact: 'security@acme.example',
    })
  })
})

describe('vendorExportFileName', () => {
  it('is vendors-yyyy-mm-dd.csv for the local day', () => {
    expect(vendorExportFileName(new Date(2025, 0, 5, 23, 59))).toBe('vendors-2025-01-05.csv')
    expect(vendorExportFileName(new Date(2024, 11, 31, 0, 1))).toBe('vendors-2024-12-31.csv')
  })
})
