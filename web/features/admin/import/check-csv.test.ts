import { describe, expect, it } from 'vitest'
import { MISSING_PRODUCT_FIELDS_MESSAGE, PRODUCT_ROW_MESSAGES } from '../../../../sync/rules/csv-product-row'
import { MAX_IMPORT_ROWS, VENDOR_ROW_MESSAGES } from '../../../../sync/rules/csv-vendor-row'
import { checkCsvText, TOO_MANY_ROWS_MESSAGE } from './check-csv'
import { PARSE_MESSAGES } from './csv-rows'
import { IMPORT_KINDS } from './import-kinds'

const logo = 'https://cdn.example.com/logo.png'
const vendors = IMPORT_KINDS.vendors
const products = IMPORT_KINDS.products

describe('checkCsvText: vendors', () => {
  it('maps valid rows to the API input with spreadsheet row numbers (header = row 1)', () => {
    const csv = ` name , logo_url ,featured,security_rating,pros\nAcme Security,${logo},TRUE,4.5,Fast; Cheap\n\nLedgerly,${logo},0,,\n`
    const { collector, tooManyRows } = checkCsvText(csv, vendors)
    expect(tooManyRows).toBe(false)
    expect(collector.errors).toEqual([])
    expect(collector.total).toBe(2)
    expect(collector.valid.map((r) => r.row)).toEqual([2, 3])
    expect(collector.valid[0].input).toMatchObject({ name: 'Acme Security', slug: 'acme-security', logoUrl: logo, featured: true, securityRating: 4.5, pros: ['Fast', 'Cheap'] })
    expect(collector.valid[1].input).toMatchObject({ name: 'Ledgerly', featured: false, securityRating: 0, pros: [] })
  })

  it('lists every refused row with its number and the shared rule\'s message', () => {
    const csv = [
      'name,logo_url,description',
      `Good One,${logo},`,
      `No,${logo},`,
      'No Logo,,',
      `"Acme, Inc",${logo},`,
      `Linky,${logo},see www.example.com`,
      `Good Two,${logo},"quoted, with comma"`,
    ].join('\n')
    const { collector } = checkCsvText(csv, vendors)
    expect(collector.valid.map((r) => [r.row, r.input.name])).toEqual([[2, 'Good One'], [7, 'Good Two']])
    expect(collector.errors).toEqual([
      { row: 3, message: VENDOR_ROW_MESSAGES.name },
      { row: 4, message: VENDOR_ROW_MESSAGES.logoUrl },
      { row: 5, message: VENDOR_ROW_MESSAGES.nameContent },
      { row: 6, message: VENDOR_ROW_MESSAGES.descriptionLinks },
    ])
  })

  it('refuses a row split by an unquoted comma and a row with a broken quote, keeping the others', () => {
    const csv = `name,logo_url,description\nGood One,${logo},fine\nSplit Row,${logo},one, two\nGood Two,${logo},ok\nBroken,${logo},"never closed\n`
    const { collector } = checkCsvText(csv, vendors)
    expect(collector.valid.map((r) => r.row)).toEqual([2, 4])
    expect(collector.errors).toEqual([{ row: 3, message: PARSE_MESSAGES.tooManyCells }, { row: 5, message: PARSE_MESSAGES.quotes }])
  })

  it('pins a stray quote on its own row whichever chunk it falls in (papaparse reads the rest into that cell)', () => {
    for (const at of [0, 3, 7, 12]) {
      const rows = Array.from({ length: 15 }, (_, i) => (i === at ? `Vendor ${i},${logo},"x"y` : `Vendor ${i},${logo},d`))
      const { collector } = checkCsvText(`name,logo_url,description\n${rows.join('\n')}\n`, vendors, undefined, 120)
      expect(collector.errors, `stray quote in record ${at}`).toEqual([{ row: at + 2, message: PARSE_MESSAGES.quotes }])
      expect(collector.valid.map((r) => r.row)).toEqual(Array.from({ length: at }, (_, i) => i + 2))
    }
  })

  it('numbers rows across chunks and reports progress up to the whole text', () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => (i === 25_000 ? `X,${logo}` : `Vendor ${i},${logo}`))
    const csv = `name,logo_url\n${rows.join('\n')}\n`
    const progress: number[] = []
    const { collector } = checkCsvText(csv, vendors, (done, total) => {
      expect(total).toBe(csv.length)
      progress.push(done)
    })
    expect(progress.length).toBeGreaterThan(1) // more than one chunk
    expect(progress.at(-1)).toBe(csv.length)
    expect(collector.valid).toHaveLength(29_999)
    expect(collector.errors).toEqual([{ row: 25_002, message: VENDOR_ROW_MESSAGES.name }])
    expect(collector.valid.at(-1)).toMatchObject({ row: 30_001, input: { name: 'Vendor 29999' } })
  })

  it(`stops past ${MAX_IMPORT_ROWS} rows`, () => {
    const csv = `name,logo_url\n${Array.from({ length: MAX_IMPORT_ROWS + 5 }, (_, i) => `Vendor ${i},${logo}`).join('\n')}`
    const { tooManyRows } = checkCsvText(csv, vendors)
    expect(tooManyRows).toBe(true)
    expect(TOO_MANY_ROWS_MESSAGE).toContain('50,000')
  })
})

describe('checkCsvText: products', () => {
  it('reads vendorId and price as numbers, splits features by line and refuses incomplete rows', () => {
    const csv = [
      'vendorId,name,description,price,pricingDetails,features',
      '12,Acme Shield,Agent,49.99,Per device,"Malware scan\n\nFirewall"',
      '12,Free Tool,,,,',
      ',Nameless Vendor,,,,',
      '12,,,,,',
      'abc,Bad Vendor,,,,',
      '12,Bad Price,,cheap,,',
    ].join('\n')
    const { collector } = checkCsvText(csv, products)
    expect(collector.valid.map((r) => r.row)).toEqual([2, 3])
    expect(collector.valid[0].input).toEqual({
      vendorId: 12, name: 'Acme Shield', description: 'Agent', price: 49.99, pricingDetails: 'Per device', features: ['Malware scan', 'Firewall'],
    })
    expect(collector.valid[1].input).toMatchObject({ vendorId: 12, name: 'Free Tool', price: null, features: [] })
    expect(collector.errors).toEqual([
      { row: 4, message: MISSING_PRODUCT_FIELDS_MESSAGE },
      { row: 5, message: MISSING_PRODUCT_FIELDS_MESSAGE },
      { row: 6, message: PRODUCT_ROW_MESSAGES.vendorId },
      { row: 7, message: PRODUCT_ROW_MESSAGES.price },
    ])
  })
})
