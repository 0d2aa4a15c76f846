import { describe, expect, it } from 'vitest'
import { INVALID_FILE_TOAST, isCsvFile } from './is-csv-file'

describe('isCsvFile (the file type must be text/csv)', () => {
  it('accepts text/csv whatever the name, and a .csv name with the types browsers report for it', () => {
    expect(isCsvFile({ name: 'vendors.csv', type: 'text/csv' })).toBe(true)
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true)
    expect(isCsvFile({ name: 'VENDORS.CSV', type: '' })).toBe(true)
    expect(isCsvFile({ name: 'vendors.csv', type: 'application/vnd.ms-excel' })).toBe(true)
  })

  it('refuses other files, even named .csv when their type says otherwise', () => {
    expect(isCsvFile({ name: 'vendors.txt', type: 'text/plain' })).toBe(false)
    expect(isCsvFile({ name: 'vendors.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false)
    expect(isCsvFile({ name: 'logo.png', type: 'image/png' })).toBe(false)
    expect(isCsvFile({ name: 'vendors.csv', type: 'image/png' })).toBe(false)
    expect(isCsvFile({ name: 'vendors.csv.txt', type: '' })).toBe(false)
  })

  it('uses the exact toast texts', () => {
    expect(INVALID_FILE_TOAST).toEqual({ title: 'Invalid file type', description: 'Please select a CSV file' })
  })
})
