import { beforeAll, describe, expect, it } from 'vitest'
import { findVendor } from '../../api/vendors/vendors-repo'
import { vendorSchema } from '../../sync/schemas'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

describe('vendors', () => {
  it('admin creates a vendor: slug from the name, defaults, a version', async () => {
    const res = await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Acme Cloud Security' }))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'Acme Cloud Security', slug: 'acme-cloud-security', featured: false, reviewCount: 0, marketScore: 4.5 })
    expect(res.body.rating).toBeCloseTo(4) // average of the non-zero detailed ratings
    expect(res.body.version).toBeGreaterThan(0)
    expect(res.body.pros).toEqual([])
  })

  it('keeps slugs unique', async () => {
    const res = await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Acme Cloud Security' }))
    expect(res.body.slug).toBe('acme-cloud-security-2')
  })

  it('lists, searches name and description case-insensitively, and reads one by slug', async () => {
    await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Ledgerly', category: 'finance', description: 'Books and INVOICES', featured: true }))
    const all = await h.anon('get', '/api/vendors')
    expect(all.status).toBe(200)
    expect(all.body[0].name).toBe('Ledgerly') // featured first
    const found = await h.anon('get', '/api/vendors?search=invoices')
    expect(found.body.map((v: { name: string }) => v.name)).toEqual(['Ledgerly'])
    const one = await h.anon('get', '/api/vendors/ledgerly')
    expect(one.body.name).toBe('Ledgerly')
    const featured = await h.anon('get', '/api/vendors/featured')
    expect(featured.body.map((v: { name: string }) => v.name)).toEqual(['Ledgerly'])
    expect((await h.anon('get', '/api/vendors/no-such-vendor')).status).toBe(404)
  })

  it("a vendor's page answers the stored row in its schema's shape, by slug and by id", async () => {
    const created = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Shape Check', featured: true, pros: ['Fast "and" quiet'], cons: [], integrations: ['Slack'], marketScore: 4.25 }))).body
    const bySlug = await h.anon('get', '/api/vendors/shape-check')
    expect(bySlug.status).toBe(200)
    expect(bySlug.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(bySlug.body).toEqual(await findVendor(h.db, created.id))
    expect(bySlug.body).toMatchObject({ pros: ['Fast "and" quiet'], cons: [], integrations: ['Slack'], featured: true, marketScore: 4.25 })
    expect(vendorSchema.strict().parse(bySlug.body)).toEqual(bySlug.body)
    expect((await h.anon('get', `/api/vendors/${created.id}`)).body).toEqual(bySlug.body)
  })

  it('updates with If-Match and answers 412 with the current row when stale', async () => {
    const created = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Versioned Co' }))).body
    const ok = await h.admin('patch', `/api/vendors/${created.id}`).set('If-Match', `"${created.version}"`).send({ description: 'New text' })
    expect(ok.status).toBe(200)
    expect(ok.body.version).toBeGreaterThan(created.version)
    const stale = await h.admin('patch', `/api/vendors/${created.id}`).set('If-Match', `"${created.version}"`).send({ description: 'Lost?' })
    expect(stale.status).toBe(412)
    expect(stale.body.current.description).toBe('New text')
  })

  it('refuses anonymous visitors (401) and members (403), changing nothing', async () => {
    const before = (await h.anon('get', '/api/vendors')).body.length
    expect((await h.anon('post', '/api/vendors').send(vendorBody())).status).toBe(401)
    expect((await h.member('post', '/api/vendors').send(vendorBody())).status).toBe(403)
    expect((await h.anon('get', '/api/vendors')).body.length).toBe(before)
  })

  it('rejects bad input with 400 and field messages', async () => {
    const res = await h.admin('post', '/api/vendors').send({ name: '', securityRating: 7, logoUrl: 'javascript:alert(1)' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({ name: 'Name is required', securityRating: 'Ratings are between 0 and 5' })
    expect(res.body.errors.logoUrl).toMatch(/http/)
  })

  it('deletes a vendor; a second delete is 404', async () => {
    const created = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Short Lived' }))).body
    expect((await h.admin('delete', `/api/vendors/${created.id}`)).status).toBe(204)
    expect((await h.admin('delete', `/api/vendors/${created.id}`)).status).toBe(404)
    expect((await h.anon('get', '/api/vendors/short-lived')).status).toBe(404)
  })

  it('replays an Idempotency-Key and refuses the same key with another body (422)', async () => {
    const first = await h.admin('post', '/api/vendors').set('Idempotency-Key', 'k-1').send(vendorBody({ name: 'Once Only' }))
    const again = await h.admin('post', '/api/vendors').set('Idempotency-Key', 'k-1').send(vendorBody({ name: 'Once Only' }))
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)
    expect(await h.db.value("SELECT COUNT(*) FROM vendors WHERE name = 'Once Only'")).toBe(1)
    const other = await h.admin('post', '/api/vendors').set('Idempotency-Key', 'k-1').send(vendorBody({ name: 'Different' }))
    expect(other.status).toBe(422)
  })
})
