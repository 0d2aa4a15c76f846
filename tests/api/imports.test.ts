import Papa from 'papaparse'
import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkVendorRows, importVendors } from '../../api/imports/vendor-import'
import { MISSING_PRODUCT_FIELDS_MESSAGE, productFromCsvRecord } from '../../sync/rules/csv-product-row'
import { VENDOR_ROW_MESSAGES, vendorFromCsvRecord, type CsvRecord } from '../../sync/rules/csv-vendor-row'
import { makeHarness, vendorBody, type Harness } from './harness'

const NO_VALID_VENDORS = 'No valid vendor records found. Please ensure your CSV has proper name and logo_url columns with valid data.'

let h: Harness
const count = async (table: string) => await h.db.value(`SELECT COUNT(*) FROM ${table}`) as number
const vendorNamed = async (name: string) => await h.db.get<Record<string, unknown>>('SELECT * FROM vendors WHERE name = ?', name)
const csvRows = (csv: string, map: (r: CsvRecord) => Record<string, unknown>) =>
  Papa.parse<CsvRecord>(csv, { header: true, skipEmptyLines: true }).data.map(map)
const logo = 'https://cdn.example.com/logo.png'

beforeAll(async () => {
  h = await makeHarness()
  await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Acme Security' }))
})

describe('POST /api/vendors/import', () => {
  it('imports valid CSV rows in one go: count, stored fields, unique slugs, change-log entries', async () => {
    const vendors = csvRows(
      'name,logo_url,description,category,featured,security_rating,pros,integrations\n' +
        `Acme Security,${logo},Endpoint protection,security,TRUE,4.5,Fast;Cheap,Slack;Jira\n` +
        `Ledgerly,${logo},,finance,0,,,\n`,
      vendorFromCsvRecord,
    )
    const versionBefore = await h.db.value('SELECT version FROM sync_state') as number
    const res = await h.admin('post', '/api/vendors/import').send({ vendors })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ count: 2, errors: [] })
    const acme = await h.db.get("SELECT * FROM vendors WHERE slug = 'acme-security-2'") as Record<string, unknown>
    expect(acme).toMatchObject({ name: 'Acme Security', featured: 1, security_rating: 4.5, pros: '["Fast","Cheap"]', integrations: '["Slack","Jira"]', rating: 4.5 })
    expect(await vendorNamed('Ledgerly')).toMatchObject({ slug: 'ledgerly', featured: 0, description: null, rating: 4.5, market_score: 4.5, review_count: 0 })
    const logged = await h.db.all("SELECT entity, op, version FROM change_log WHERE version > ? ORDER BY version", versionBefore)
    expect(logged).toEqual([
      { entity: 'vendor', op: 'put', version: versionBefore + 1 },
      { entity: 'vendor', op: 'put', version: versionBefore + 2 },
    ])
    expect((await h.anon('get', '/api/vendors/ledgerly')).body.version).toBe(versionBefore + 2)
  })

  it('imports the valid rows of a mixed payload and reports the others by 1-based row', async () => {
    const before = await count('vendors')
    const res = await h.admin('post', '/api/vendors/import').send({
      vendors: [
        { name: 'Mixed One', logoUrl: logo },
        { name: 'No', logoUrl: logo },
        { name: 'Mixed Three', logoUrl: logo, securityRating: 9 },
        'not an object',
        { name: 'Mixed Five', logoUrl: 'https://cdn.example.com/logo.webp' },
        { name: 'Mixed Six', logoUrl: logo, description: 'Visit www.example.com' },
        { name: 'Mixed Seven', logoUrl: logo, pros: ['Quick'] },
        { name: 'Mixed Eight', logoUrl: logo, pros: 5 },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.count).toBe(2)
    expect(res.body.errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4, 5, 6, 8])
    expect(res.body.errors[5].message).toBe('pros: Invalid input: expected array, received number') // not "Required"
    expect(res.body.errors[0].message).toBe(VENDOR_ROW_MESSAGES.name)
    expect(res.body.errors[1].message).toBe('securityRating: Ratings are between 0 and 5')
    expect(res.body.errors[3].message).toBe(VENDOR_ROW_MESSAGES.logoUrl)
    expect(res.body.errors[4].message).toBe(VENDOR_ROW_MESSAGES.descriptionLinks)
    expect(await count('vendors')).toBe(before + 2)
    expect(await vendorNamed('Mixed Seven')).toMatchObject({ pros: '["Quick"]' })
    expect(await vendorNamed('Mixed Three')).toBeUndefined()
  })

  it('answers 400 with the import\'s message and the errors when no row is valid, storing nothing', async () => {
    const before = await count('vendors')
    const res = await h.admin('post', '/api/vendors/import').send({ vendors: [{ name: 'http://spam', logoUrl: logo }, { name: 'Valid Name' }] })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: NO_VALID_VENDORS,
      errors: [{ row: 1, message: VENDOR_ROW_MESSAGES.nameContent }, { row: 2, message: VENDOR_ROW_MESSAGES.logoUrl }],
    })
    for (const body of [{}, { vendors: [] }, { vendors: 'Acme' }]) {
      const empty = await h.admin('post', '/api/vendors/import').send(body)
      expect(empty.status).toBe(400)
      expect(empty.body).toEqual({ message: NO_VALID_VENDORS, errors: [] })
    }
    expect(await count('vendors')).toBe(before)
  })

  it('refuses more than 50,000 rows, members and visitors, storing nothing', async () => {
    const before = await count('vendors')
    const tooMany = await h.admin('post', '/api/vendors/import').send({ vendors: Array.from({ length: 50_001 }, () => ({})) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe('At most 50,000 rows can be imported at once')
    const one = { vendors: [{ name: 'Sneaky Co', logoUrl: logo }] }
    expect((await h.member('post', '/api/vendors/import').send(one)).status).toBe(403)
    expect((await h.anon('post', '/api/vendors/import').send(one)).status).toBe(401)
    expect(await count('vendors')).toBe(before)
  })

  it('imports 10,000 rows in one transaction (time logged, not asserted)', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Bulk Vendor ${i}`, slug: `bulk-vendor-${i}`, logoUrl: logo, category: 'security', description: 'Bulk row',
      featured: i % 10 === 0, securityRating: 4, valueRating: 3.5, supportRating: 4, easeOfUseRating: 4, featureRating: 5,
      pros: ['Fast', 'Simple'], cons: ['Pricey'], integrations: ['Slack'],
    }))
    rows.push({ ...rows[0] }) // a duplicate name gets the next free slug
    const started = performance.now()
    const res = await h.admin('post', '/api/vendors/import').send({ vendors: rows })
    const httpMs = performance.now() - started
    expect(res.body).toEqual({ count: 10_001, errors: [] })
    expect(await h.db.value("SELECT COUNT(*) FROM vendors WHERE name LIKE 'Bulk Vendor %'")).toBe(10_001)
    expect(await h.db.values("SELECT slug FROM vendors WHERE name = 'Bulk Vendor 0' ORDER BY id")).toEqual(['bulk-vendor-0', 'bulk-vendor-0-2'])

    // The same work without HTTP: checking the rows, then inserting them in one transaction.
    const again = rows.slice(0, 10_000).map((r) => ({ ...r, name: r.name.replace('Bulk', 'Again'), slug: undefined }))
    // CPU time as well as wall time: on a busy machine the wall clock mostly measures the neighbours.
    const cpuMs = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000
    const [w0, c0] = [performance.now(), cpuMs()]
    const checked = checkVendorRows(again)
    const [w1, c1] = [performance.now(), cpuMs()]
    await h.db.transaction(async (tx) => await importVendors(tx, checked))
    const [w2, c2] = [performance.now(), cpuMs()]
    console.log(
      `vendor import, 10,000 rows: HTTP round trip ${httpMs.toFixed(0)} ms wall; server side: check ` +
        `${(w1 - w0).toFixed(0)} ms wall (${(c1 - c0).toFixed(0)} cpu) + insert and commit ${(w2 - w1).toFixed(0)} ms wall (${(c2 - c1).toFixed(0)} cpu)`,
    )
    expect(await count('vendors')).toBeGreaterThanOrEqual(20_001)
  })
})

describe('POST /api/products/import', () => {
  let vendorId: number
  beforeAll(async () => {
    vendorId = (await vendorNamed('Ledgerly'))!.id as number
  })

  it('imports valid CSV rows: count, stored fields, slugs, features split by line', async () => {
    const products = csvRows(
      'vendorId,name,description,price,pricingDetails,features\n' +
        `${vendorId},Ledger Books,Accounting,29.5,From $29.50 a month,"Invoices\n\nReports"\n` +
        `${vendorId},Ledger Free,,,,\n`,
      productFromCsvRecord,
    )
    const res = await h.admin('post', '/api/products/import').send({ products })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ count: 2, errors: [] })
    const books = (await h.anon('get', '/api/products/ledger-books')).body
    expect(books).toMatchObject({
      vendorId, price: 29.5, pricingDetails: 'From $29.50 a month', features: ['Invoices', 'Reports'], type: 'software',
      featured: false, vendor: { name: 'Ledgerly', slug: 'ledgerly' },
    })
    expect((await h.anon('get', '/api/products/ledger-free')).body).toMatchObject({ price: null, features: [] })
  })

  it('imports the valid rows of a mixed payload and reports the others by 1-based row', async () => {
    const before = await count('products')
    const res = await h.admin('post', '/api/products/import').send({
      products: [
        { name: 'No Vendor' },
        { vendorId, name: 'Good One', price: '15' },
        { vendorId: 99999, name: 'Unknown Vendor' },
        { vendorId, name: 'Bad Price', price: 'cheap' },
        { vendorId, name: 'Negative', price: -3 },
        { vendorId: 'abc', name: 'Bad Vendor Id' },
        { vendorId },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      count: 1,
      errors: [
        { row: 1, message: MISSING_PRODUCT_FIELDS_MESSAGE },
        { row: 3, message: 'Vendor not found' },
        { row: 4, message: 'price must be a number or empty' },
        { row: 5, message: 'price: Price cannot be negative' },
        { row: 6, message: 'vendorId must be a whole number' },
        { row: 7, message: MISSING_PRODUCT_FIELDS_MESSAGE },
      ],
    })
    expect(await count('products')).toBe(before + 1)
    expect(await h.db.value("SELECT price FROM products WHERE name = 'Good One'")).toBe(15)
  })

  it('answers 400 when no row is valid, and refuses members and visitors, storing nothing', async () => {
    const before = await count('products')
    const res = await h.admin('post', '/api/products/import').send({ products: [{ name: 'Orphan' }, { vendorId: 99999, name: 'Lost' }] })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: 'Missing required fields. Please ensure all products have: vendorId, name',
      errors: [{ row: 1, message: MISSING_PRODUCT_FIELDS_MESSAGE }, { row: 2, message: 'Vendor not found' }],
    })
    expect((await h.admin('post', '/api/products/import').send({})).body).toEqual({ message: MISSING_PRODUCT_FIELDS_MESSAGE, errors: [] })
    const one = { products: [{ vendorId, name: 'Sneaky' }] }
    expect((await h.member('post', '/api/products/import').send(one)).status).toBe(403)
    expect((await h.anon('post', '/api/products/import').send(one)).status).toBe(401)
    expect(await count('products')).toBe(before)
  })
})
