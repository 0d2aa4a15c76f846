// The admin's vendor export can be imported back: every vendor of the demo catalogue, exported as the
// Manage vendors tab does, parsed and checked as the Import tab does, and posted to a fresh server's
// import, comes back as the same vendors (logo and other site paths as absolute addresses on the site
// that exported them).
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { vendorExportCsv } from '../../sync/rules/csv-export'
import { vendorCsvRowError, vendorFromCsvRecord, type CsvRecord } from '../../sync/rules/csv-vendor-row'
import type { Vendor } from '../../sync/schemas'
import { makeHarness, type Harness } from './harness'

const SITE = 'https://vetted.example'
/** What an import carries over: every field but the ids, versions and times a new row gets. */
const carried = ({ id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields }: Vendor) => fields
const absolute = (path: string | null) => (path?.startsWith('/') ? `${SITE}${path}` : path)

let source: Harness
let target: Harness
beforeAll(async () => {
  source = await makeHarness()
  await seedDemoCatalog(source.db)
  target = await makeHarness()
})

describe('vendor CSV round trip', () => {
  it('exports every vendor so that importing the file into a fresh database gives the same vendors', async () => {
    const vendors = (await source.admin('get', '/api/vendors?limit=1000')).body as Vendor[]
    expect(vendors.length).toBeGreaterThan(40)
    const text = vendorExportCsv(vendors, SITE)
    const { data } = Papa.parse<CsvRecord>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true })
    const rows = data.map(vendorFromCsvRecord)
    expect(rows.map(vendorCsvRowError).filter(Boolean)).toEqual([]) // the row rule takes every exported row
    const imported = await target.admin('post', '/api/vendors/import').send({ vendors: rows })
    expect(imported.status, imported.text).toBe(200)
    expect(imported.body).toEqual({ count: vendors.length, errors: [] })

    const back = new Map(((await target.admin('get', '/api/vendors?limit=1000')).body as Vendor[]).map((v) => [v.slug, v]))
    for (const vendor of vendors) {
      const expected = { ...carried(vendor), logoUrl: absolute(vendor.logoUrl), screenshots: vendor.screenshots.map((s) => absolute(s)!) }
      expect(carried(back.get(vendor.slug)!)).toEqual(expected)
    }
  })
})
