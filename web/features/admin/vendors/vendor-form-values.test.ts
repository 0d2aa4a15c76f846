// The vendor dialog's values on their way to the schema: blanks become null (or are left out for the
// columns the server never stores empty), lists split by line, the main category leads the category
// list, and the overall rating starts at 1.
import { describe, expect, it } from 'vitest'
import type { Vendor } from '../../../../sync/schemas'
import { vendorFormSchema, vendorFormValues, vendorInputOf } from './vendor-form-values'

describe('vendor form values', () => {
  it('starts a new vendor at the default values', () => {
    expect(vendorFormValues(null)).toMatchObject({ name: '', rating: '4.5', marketScore: '4.5', reviewCount: '0', featured: false })
  })

  it('turns typed values into the schema input', () => {
    const values = { ...vendorFormValues(null), name: 'Acme', category: 'finance', pros: 'Fast\n\nCheap', securityRating: '4.5', rating: '' }
    const input = vendorInputOf(values, null)
    expect(input).toMatchObject({ name: 'Acme', category: 'finance', categories: ['finance'], pros: ['Fast', 'Cheap'], securityRating: '4.5', valueRating: null, description: null })
    expect(input.rating).toBeUndefined()
  })

  it('keeps the other categories a vendor is listed in when its main one changes', () => {
    const vendor = { ...vendorFormValues(null), category: 'security', categories: ['security', 'it-operations'] } as unknown as Vendor
    expect(vendorInputOf({ ...vendorFormValues(null), name: 'X', category: 'hr' }, vendor).categories).toEqual(['hr', 'it-operations'])
  })

  it('refuses an overall rating below 1 and a detailed one above 5', () => {
    const result = vendorFormSchema.safeParse({ name: 'X', rating: 0.5, securityRating: 6 })
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['securityRating', 'Ratings are between 0 and 5'],
      ['rating', 'Overall rating must be at least 1'],
    ])
  })
})

describe('vendor form values: the trust profile', () => {
  it('carries the profile into the form and back into the input', () => {
    const lists = { pros: [], cons: [], features: [], integrations: [], screenshots: [], deploymentOptions: [], categories: [] }
    const vendor = { name: 'X', ...lists, soc2Type: 'type2', soc2ReportDate: '2026-02-15', gdprDpa: true, hipaa: false, dataResidency: ['EU', 'US'], subprocessors: ['AWS'], securityContact: null } as unknown as Vendor
    const values = vendorFormValues(vendor)
    expect(values).toMatchObject({ soc2Type: 'type2', soc2ReportDate: '2026-02-15', gdprDpa: true, dataResidency: 'EU\nUS', securityContact: '' })
    expect(vendorInputOf({ ...values, name: 'X' }, vendor)).toMatchObject({ soc2Type: 'type2', gdprDpa: true, hipaa: false, dataResidency: ['EU', 'US'], subprocessors: ['AWS'], securityContact: null, iso27001Expiry: null })
  })
})
