import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { MISSING_PRODUCT_FIELDS_MESSAGE, PRODUCT_ROW_MESSAGES as M, productCsvRowError, productFromCsvRecord } from './csv-product-row'
import type { CsvRecord } from './csv-vendor-row'

describe('productCsvRowError (the product CSV row rule)', () => {
  it('accepts a row with vendorId and name', () => {
    expect(productCsvRowError({ vendorId: 3, name: 'Acme EDR' })).toBeNull()
    expect(productCsvRowError({ vendorId: '3', name: 'Acme EDR', price: '19.99' })).toBeNull()
  })

  it('"Every row needs vendorId and name. Otherwise the message is \'Missing required fields. Please ensure all products have: vendorId, name\'"', () => {
    expect(MISSING_PRODUCT_FIELDS_MESSAGE).toBe('Missing required fields. Please ensure all products have: vendorId, name')
    expect(productCsvRowError({ name: 'Acme EDR' })).toBe(MISSING_PRODUCT_FIELDS_MESSAGE)
    expect(productCsvRowError({ vendorId: 3 })).toBe(MISSING_PRODUCT_FIELDS_MESSAGE)
    expect(productCsvRowError({ vendorId: 3, name: '   ' })).toBe(MISSING_PRODUCT_FIELDS_MESSAGE)
    expect(productCsvRowError({ vendorId: '', name: 'Acme EDR' })).toBe(MISSING_PRODUCT_FIELDS_MESSAGE)
  })

  it('"vendorId is an integer. price is a number or null."', () => {
    expect(productCsvRowError({ vendorId: 'abc', name: 'Acme EDR' })).toBe(M.vendorId)
    expect(productCsvRowError({ vendorId: 2.5, name: 'Acme EDR' })).toBe(M.vendorId)
    expect(productCsvRowError({ vendorId: 3, name: 'Acme EDR', price: null })).toBeNull()
    expect(productCsvRowError({ vendorId: 3, name: 'Acme EDR', price: 0 })).toBeNull()
    expect(productCsvRowError({ vendorId: 3, name: 'Acme EDR', price: 'ten dollars' })).toBe(M.price)
    expect(productCsvRowError({ vendorId: 3, name: 'Acme EDR', price: true })).toBe(M.price)
  })
})

describe('productFromCsvRecord', () => {
  const csv = 'vendorId,name,description,price,pricingDetails,features\n' +
    '7,Acme EDR,Endpoint detection,29.5,From $29.50 per seat,"Threat hunting\n\n  Device control  \nReports"\n' +
    'x,Broken,,cheap,,\n'
  const [first, second] = Papa.parse<CsvRecord>(csv, { header: true, skipEmptyLines: true }).data.map(productFromCsvRecord)

  it('reads vendorId and price as numbers and copies the text columns', () => {
    expect(first).toMatchObject({ vendorId: 7, name: 'Acme EDR', description: 'Endpoint detection', price: 29.5, pricingDetails: 'From $29.50 per seat' })
  })

  it('"Multi-line list fields are split by newline, ignoring blanks"', () => {
    expect(first.features).toEqual(['Threat hunting', 'Device control', 'Reports'])
    expect(second.features).toEqual([])
  })

  it('keeps unreadable vendorId and price as typed so the rule can name the problem; blank price is null', () => {
    expect(second).toMatchObject({ vendorId: 'x', price: 'cheap' })
    expect(productCsvRowError(second)).toBe(M.vendorId)
    expect(productFromCsvRecord({ vendorId: '7', name: 'Free Tool', price: '' }).price).toBeNull()
  })
})
