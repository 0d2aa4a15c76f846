import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { vendorSchema, type Vendor } from '../schemas'
import {
  VENDOR_EXPORT_COLUMNS, cellText, neutraliseCell, quoteCell, toCsv, vendorExportFileName, vendorExportRows,
} from './csv-export'
import { vendorFromCsvRecord, type CsvRecord } from './csv-vendor-row'

const vendor: Vendor = {
  id: 7, version: 42, name: 'Acme Security', slug: 'acme-security', logoUrl: 'https://cdn.example.com/acme.png',
  category: 'security', description: 'Endpoint "protection", firewalls\nand more', featured: true,
  securityRating: 4.5, valueRating: 4, supportRating: 3.5, easeOfUseRating: 0, featureRating: null,
  rating: 4, reviewCount: 12, startingPrice: 9.99, pricingModel: 'Subscription', pricingDetails: null,
  pricingUrl: null, demoUrl: 'https://acme.example/demo', demoVideo: null, pros: ['Fast', 'Cheap'], cons: [],
  features: ['SSO'], integrations: ['Slack', 'Jira'], screenshots: ['https://cdn.example.com/s1.png'],
  deploymentOptions: ['Cloud'], categories: ['security', 'it-operations'], marketScore: 4.5,
  createdAt: '2024-01-02T03:04:05.000Z', updatedAt: '2024-02-03T04:05:06.000Z',
}

describe('neutraliseCell (CSV injection)', () => {
  it('prefixes a single quote to cells starting with = + - @ tab or carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseCell(`${start}cmd|' /C calc'!A0`)).toBe(`'${start}cmd|' /C calc'!A0`)
  })

  it('keeps every other cell as it is, including those characters later in a part', () => {
    for (const text of ['', 'Acme', 'a=b', "'=already", '4.5', 'x@y.z', 'a;b=c', 'ok; fine']) expect(neutraliseCell(text)).toBe(text)
  })

  it('prefixes each ;-separated part and each line the same way, and looks past leading spaces', () => {
    expect(neutraliseCell('ok;=1+1')).toBe("ok;'=1+1")
    expect(neutraliseCell('a;-b;@c;+d')).toBe("a;'-b;'@c;'+d")
    expect(neutraliseCell(' =cmd')).toBe("' =cmd")
    expect(neutraliseCell('first line\n=2+2')).toBe("first line\n'=2+2")
  })
})

describe('cellText and quoteCell', () => {
  it('writes lists with semicolons, absent values empty, flags and numbers as text', () => {
    expect(cellText(['a', 'b'])).toBe('a;b')
    expect(cellText([])).toBe('')
    expect(cellText(null)).toBe('')
    expect(cellText(undefined)).toBe('')
    expect(cellText(false)).toBe('false')
    expect(cellText(0)).toBe('0')
  })

  it('quotes every cell and doubles inner quotes', () => {
    expect(quoteCell('plain')).toBe('"plain"')
    expect(quoteCell('')).toBe('""')
    expect(quoteCell('a,b')).toBe('"a,b"')
    expect(quoteCell('say "hi"')).toBe('"say ""hi"""')
    expect(quoteCell('two\nlines')).toBe('"two\nlines"')
    expect(quoteCell('cr\rhere')).toBe('"cr\rhere"')
  })
})

describe('vendorExportRows', () => {
  it('has a column for every field of the vendor row, once each', () => {
    const fields = VENDOR_EXPORT_COLUMNS.map(([, field]) => field)
    expect(new Set(fields).size).toBe(fields.length)
    expect([...fields].sort()).toEqual(Object.keys(vendorSchema.shape).sort())
  })

  it('writes the header and one row per vendor in the given order', () => {
    const rows = vendorExportRows([vendor, { ...vendor, id: 8, name: 'Ledgerly', featured: false }])
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

  it('neutralises dangerous cells in any column', () => {
    const rows = vendorExportRows([{ ...vendor, name: '=HYPERLINK("http://evil")', pricingModel: '+1', pros: ['@SUM(A1)', 'ok'] }])
    const cell = (column: string) => rows[1][rows[0].indexOf(column)]
    expect(cell('name')).toBe(`'=HYPERLINK("http://evil")`)
    expect(cell('pricing_model')).toBe(`'+1`)
    expect(cell('pros')).toBe(`'@SUM(A1);ok`)
  })
})

describe('toCsv', () => {
  it('reads back cell for cell, and the import maps an exported row to the same vendor fields', () => {
    const csv = toCsv(vendorExportRows([vendor]))
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
})

describe('vendorExportFileName', () => {
  it('is vendors-yyyy-mm-dd.csv for the local day', () => {
    expect(vendorExportFileName(new Date(2025, 0, 5, 23, 59))).toBe('vendors-2025-01-05.csv')
    expect(vendorExportFileName(new Date(2024, 11, 31, 0, 1))).toBe('vendors-2024-12-31.csv')
  })
})
