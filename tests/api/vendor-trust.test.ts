// A vendor's trust profile through the API: the admin sets it with the other vendor fields, the
// server checks every field (real days, no report from the future, no expiry decades ahead, a valid
// contact address, regions from the fixed set, at most 50 subprocessors) and a refusal answers 400
// with the field's message and changes nothing; imports take the profile's columns row by row.
import { beforeAll, describe, expect, it } from 'vitest'
import { shiftYears } from '../../sync/rules/dates'
import type { Vendor } from '../../sync/schemas'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
let vendor: Vendor
const today = new Date().toISOString().slice(0, 10)
const profile = {
  soc2Type: 'type2', soc2PeriodEnd: '2025-12-31', soc2ReportDate: '2026-02-15', iso27001Expiry: shiftYears(today, 2),
  gdprDpa: true, hipaa: false, penTestDate: '2026-01-20', dataResidency: ['EU', 'US'],
  subprocessors: ['Amazon Web Services', 'Stripe'], securityContact: 'security@acme.example',
}
const stored = async (id: number) => await h.db.get('SELECT * FROM vendors WHERE id = ?', id) as Record<string, unknown>

beforeAll(async () => {
  h = await makeHarness()
  vendor = (await h.admin('post', '/api/vendors').send(vendorBody())).body as Vendor
})

describe('vendor trust profile', () => {
  it('a new vendor has no profile: SOC 2 none, no dates, no regions', () => {
    expect(vendor).toMatchObject({ soc2Type: 'none', soc2ReportDate: null, iso27001Expiry: null, gdprDpa: false, hipaa: false, dataResidency: [], subprocessors: [], securityContact: null })
  })

  it('an admin sets the whole profile; the vendor answers and the public list carry it', async () => {
    const res = await h.admin('patch', `/api/vendors/${vendor.id}`).set('If-Match', String(vendor.version)).send(profile)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject(profile)
    vendor = res.body as Vendor
    expect(await stored(vendor.id)).toMatchObject({ soc2_type: 'type2', gdpr_dpa: 1, data_residency: '["EU","US"]', security_contact: 'security@acme.example' })
    const listed = (await h.anon('get', '/api/vendors').send()).body as Vendor[]
    expect(listed.find((v) => v.id === vendor.id)).toMatchObject(profile)
  })

  it('the change feed carries the profile to every device, visitors included', async () => {
    const page = (await h.anon('get', '/api/sync/changes?since=0&limit=1000').expect(200)).body as { changes: { entity: string; data?: Record<string, unknown> }[] }
    const mine = page.changes.filter((c) => c.entity === 'vendor' && c.data?.id === vendor.id).at(-1)
    expect(mine?.data).toMatchObject(profile)
  })

  it.each([
    ['soc2ReportDate', '2026-02-30', 'Must be a real date (yyyy-mm-dd)'],
    ['soc2ReportDate', '15/02/2026', 'Must be a real date (yyyy-mm-dd)'],
    ['soc2PeriodEnd', '1999-12-31', 'Must be on or after 2000-01-01'],
    ['penTestDate', shiftYears(today, 1), 'Cannot be in the future'],
    ['iso27001Expiry', shiftYears(today, 11), 'Must be within 10 years from today'],
    ['securityContact', 'not-an-address', 'Invalid email address'],
    ['soc2Type', 'type3', 'Must be none, type1 or type2'],
    ['dataResidency', ['EU', 'MARS'], 'Must be one of US, EU, UK, CH, CA, AU, JP, SG, IN, BR'],
    ['subprocessors', Array.from({ length: 51 }, (_, i) => `Sub ${i}`), 'At most 50 subprocessors'],
  ])('refuses %s = %j with 400 and its message, changing nothing', async (field, value, message) => {
    const before = await stored(vendor.id)
    const res = await h.admin('patch', `/api/vendors/${vendor.id}`).send({ [field]: value })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.errors)).toContain(message)
    expect(await stored(vendor.id)).toEqual(before)
  })

  it('a blank field from a form clears it', async () => {
    const res = await h.admin('patch', `/api/vendors/${vendor.id}`).send({ securityContact: '', iso27001Expiry: '' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ securityContact: null, iso27001Expiry: null, soc2Type: 'type2' })
  })

  it('a member cannot set a profile (403) and nothing changes', async () => {
    const before = await stored(vendor.id)
    expect((await h.member('patch', `/api/vendors/${vendor.id}`).send({ hipaa: true })).status).toBe(403)
    expect(await stored(vendor.id)).toEqual(before)
  })

  it('the import takes the profile columns and refuses a row with a bad one, with its row number', async () => {
    const row = (name: string, over: Record<string, unknown>) => ({ name, logoUrl: 'https://cdn.example.com/l.png', ...over })
    const res = await h.admin('post', '/api/vendors/import').send({
      vendors: [row('Trusted Import', { soc2Type: 'type1', soc2ReportDate: '2026-01-10', dataResidency: ['EU'], gdprDpa: true }), row('Bad Date Import', { soc2ReportDate: '2026-13-01' })],
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.count).toBe(1)
    expect(res.body.errors).toEqual([{ row: 2, message: expect.stringContaining('Must be a real date (yyyy-mm-dd)') }])
    expect(await h.db.get("SELECT soc2_type, soc2_report_date, data_residency, gdpr_dpa FROM vendors WHERE name = 'Trusted Import'"))
      .toEqual({ soc2_type: 'type1', soc2_report_date: '2026-01-10', data_residency: '["EU"]', gdpr_dpa: 1 })
    expect(await h.db.value("SELECT COUNT(*) FROM vendors WHERE name = 'Bad Date Import'")).toBe(0)
  })
})
