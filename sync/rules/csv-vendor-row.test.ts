import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { VENDOR_ROW_MESSAGES as M, vendorCsvRowError, vendorFromCsvRecord, type CsvRecord } from './csv-vendor-row'

const good = { name: 'Acme Security', logoUrl: 'https://cdn.example.com/acme.png' }

describe('vendorCsvRowError (the vendor CSV row rule)', () => {
  it('accepts a row with a valid name and logo and no description', () => {
    expect(vendorCsvRowError(good)).toBeNull()
  })

  it('"name is non-empty, longer than 2 and shorter than 100 characters (3 to 99)"', () => {
    expect(vendorCsvRowError({ ...good, name: '' })).toBe(M.name)
    expect(vendorCsvRowError({ ...good, name: undefined })).toBe(M.name)
    expect(vendorCsvRowError({ ...good, name: 'Ab' })).toBe(M.name)
    expect(vendorCsvRowError({ ...good, name: 'Abc' })).toBeNull()
    expect(vendorCsvRowError({ ...good, name: 'a'.repeat(99) })).toBeNull()
    expect(vendorCsvRowError({ ...good, name: 'a'.repeat(100) })).toBe(M.name)
  })

  it("\"contains no 'http', comma or semicolon\"", () => {
    expect(vendorCsvRowError({ ...good, name: 'https://acme.example' })).toBe(M.nameContent)
    expect(vendorCsvRowError({ ...good, name: 'Acme, Inc' })).toBe(M.nameContent)
    expect(vendorCsvRowError({ ...good, name: 'Acme; Inc' })).toBe(M.nameContent)
  })

  it('"logo_url starts with http and contains .jpg, .png, .jpeg, .gif or .svg"', () => {
    for (const ext of ['jpg', 'png', 'jpeg', 'gif', 'svg']) {
      expect(vendorCsvRowError({ ...good, logoUrl: `http://img.example.com/logo.${ext}` })).toBeNull()
    }
    expect(vendorCsvRowError({ ...good, logoUrl: undefined })).toBe(M.logoUrl)
    expect(vendorCsvRowError({ ...good, logoUrl: 'ftp://img.example.com/logo.png' })).toBe(M.logoUrl)
    expect(vendorCsvRowError({ ...good, logoUrl: 'https://img.example.com/logo.webp' })).toBe(M.logoUrl)
  })

  it('"description is absent, or under 1000 characters and without http:// or www."', () => {
    expect(vendorCsvRowError({ ...good, description: '' })).toBeNull()
    expect(vendorCsvRowError({ ...good, description: 'd'.repeat(999) })).toBeNull()
    expect(vendorCsvRowError({ ...good, description: 'd'.repeat(1000) })).toBe(M.descriptionLength)
    expect(vendorCsvRowError({ ...good, description: 'See http://acme.example' })).toBe(M.descriptionLinks)
    expect(vendorCsvRowError({ ...good, description: 'See www.acme.example' })).toBe(M.descriptionLinks)
    expect(vendorCsvRowError({ ...good, description: 'Secure https links are fine' })).toBeNull()
  })
})

describe('vendorFromCsvRecord (parsing rules)', () => {
  const csv = [
    'name,logo_url,description,category,featured,security_rating,value_rating,support_rating,ease_of_use_rating,feature_rating,pros,cons,integrations,pricing_model,screenshots',
    'Acme Cloud Security,https://cdn.example.com/acme.png,Endpoint protection,security,TRUE,4.5,4,,x,3,Fast; Cheap;,Slow support,Slack;Jira,Per user,https://a.example/1.png;https://a.example/2.png',
    'Quiet Co,https://cdn.example.com/q.svg,,,no,,,,,,,,,,',
  ].join('\n')
  const [first, second] = Papa.parse<CsvRecord>(csv, { header: true, skipEmptyLines: true }).data.map(vendorFromCsvRecord)

  it('maps snake_case columns to the camelCase input and derives the slug from the name', () => {
    expect(first).toMatchObject({
      name: 'Acme Cloud Security', slug: 'acme-cloud-security', logoUrl: 'https://cdn.example.com/acme.png',
      description: 'Endpoint protection', category: 'security', pricingModel: 'Per user',
    })
  })

  it('"featured is true for \'true\', \'1\' or \'TRUE\'"', () => {
    expect(first.featured).toBe(true)
    expect(second.featured).toBe(false)
    for (const v of ['true', '1', 'TRUE']) expect(vendorFromCsvRecord({ name: 'X Co', featured: v }).featured).toBe(true)
    expect(vendorFromCsvRecord({ name: 'X Co', featured: 'True' }).featured).toBe(false)
  })

  it('"Ratings parse to numbers, default 0"', () => {
    expect(first).toMatchObject({ securityRating: 4.5, valueRating: 4, supportRating: 0, easeOfUseRating: 0, featureRating: 3 })
  })

  it('"Multi-value columns are split on semicolons" (blanks dropped)', () => {
    expect(first.pros).toEqual(['Fast', 'Cheap'])
    expect(first.integrations).toEqual(['Slack', 'Jira'])
    expect(first.screenshots).toEqual(['https://a.example/1.png', 'https://a.example/2.png'])
    expect(second.pros).toEqual([])
  })

  it('leaves blank text columns out so server defaults apply', () => {
    expect(second).not.toHaveProperty('description')
    expect(second).not.toHaveProperty('category')
    expect(vendorCsvRowError(second)).toBeNull()
  })

  it('reads the trust profile columns when the file has them, blanks clearing them, and leaves them out otherwise', () => {
    const text = [
      'name,logo_url,soc2_type,soc2_report_date,iso27001_expiry,gdpr_dpa,hipaa,data_residency,subprocessors,security_contact,pen_test_date,soc2_period_end',
      'Trusty,https://cdn.example.com/t.png,type1,2026-01-31,2027-06-30,TRUE,false,EU; US,AWS;Stripe,sec@trusty.example,,',
      'Blank,https://cdn.example.com/b.png,,,,,,,,,,',
    ].join('\n')
    const [trusty, blank] = Papa.parse<CsvRecord>(text, { header: true, skipEmptyLines: true }).data.map(vendorFromCsvRecord)
    expect(trusty).toMatchObject({
      soc2Type: 'type1', soc2ReportDate: '2026-01-31', iso27001Expiry: '2027-06-30', gdprDpa: true, hipaa: false,
      dataResidency: ['EU', 'US'], subprocessors: ['AWS', 'Stripe'], securityContact: 'sec@trusty.example', penTestDate: null,
    })
    expect(blank).toMatchObject({ soc2Type: 'none', soc2ReportDate: null, gdprDpa: false, dataResidency: [], securityContact: null })
    expect(first).not.toHaveProperty('soc2Type')
    expect(first).not.toHaveProperty('dataResidency')
  })
})
