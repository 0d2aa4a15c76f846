import { beforeAll, describe, expect, it } from 'vitest'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
let vendorIds: number[]
let productIds: number[]
beforeAll(async () => {
  h = await makeHarness()
  vendorIds = []
  for (const name of ['Alpha Vendor', 'Beta Vendor', 'Gamma Vendor']) {
    const res = await h.admin('post', '/api/vendors').send(vendorBody({ name }))
    expect(res.status).toBe(201)
    vendorIds.push(res.body.id)
  }
  // Five products so that some product ids are not also vendor ids (items of the wrong type).
  productIds = []
  for (const name of ['Alpha Product', 'Beta Product', 'Gamma Product', 'Delta Product', 'Epsilon Product']) {
    const res = await h.admin('post', '/api/products').send({ vendorId: vendorIds[0], name })
    expect(res.status).toBe(201)
    productIds.push(res.body.id)
  }
})

const count = async () => await h.db.value('SELECT COUNT(*) FROM featured_comparisons') as number
const create = async (over: Record<string, unknown> = {}) => {
  const res = await h.admin('post', '/api/featured-comparisons').send({ name: 'Top picks', type: 'vendor', items: vendorIds.slice(0, 2), ...over })
  expect(res.status).toBe(201)
  return res.body
}

describe('featured comparisons', () => {
  it('admin creates one that every visitor then sees', async () => {
    const created = await create({ name: 'Endpoint security', description: 'Head to head', items: vendorIds })
    expect(created).toMatchObject({ name: 'Endpoint security', description: 'Head to head', type: 'vendor', items: vendorIds })
    expect(created.version).toBeGreaterThan(0)
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false)
    for (const who of ['anon', 'member'] as const) {
      const list = await h[who]('get', '/api/featured-comparisons')
      expect(list.status).toBe(200)
      expect(list.body.find((c: { id: number }) => c.id === created.id)).toMatchObject({ name: 'Endpoint security', items: vendorIds })
    }
    const products = await create({ name: 'Product duel', type: 'product', items: productIds.slice(0, 2) })
    expect(products.items).toEqual(productIds.slice(0, 2))
  })

  it('rejects a missing name, one item, a bad type and repeated items with field messages, storing nothing', async () => {
    const before = await count()
    const res = await h.admin('post', '/api/featured-comparisons').send({ name: ' ', type: 'service', items: [vendorIds[0]] })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ name: 'Name is required', type: "Type must be 'vendor' or 'product'", items: 'Select at least 2 items' })
    const repeated = await h.admin('post', '/api/featured-comparisons').send({ name: 'Twice', type: 'vendor', items: [vendorIds[0], vendorIds[0]] })
    expect(repeated.status).toBe(400)
    expect(repeated.body.errors.items).toBe('Each item can be selected only once')
    expect(await count()).toBe(before)
  })

  it('rejects unknown ids and items of the wrong type, naming the ids', async () => {
    const before = await count()
    const unknown = await h.admin('post', '/api/featured-comparisons').send({ name: 'Ghost', type: 'vendor', items: [vendorIds[0], 99999] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ items: 'No vendor with id 99999' })
    const wrongType = productIds.filter((id) => !vendorIds.includes(id))
    expect(wrongType.length).toBeGreaterThanOrEqual(2)
    const mixed = await h.admin('post', '/api/featured-comparisons').send({ name: 'Mixed', type: 'vendor', items: wrongType })
    expect(mixed.status).toBe(400)
    expect(mixed.body.errors.items).toBe(`No vendors with ids ${wrongType.join(', ')}`)
    expect(await count()).toBe(before)
  })

  it('an update that switches the type must bring items of the new type', async () => {
    const created = await create({ name: 'Switcher' })
    const typeOnly = await h.admin('patch', `/api/featured-comparisons/${created.id}`).send({ type: 'product' })
    expect(typeOnly.status).toBe(400)
    expect(typeOnly.body.errors).toEqual({ items: 'Changing the type needs a new list of items' })
    const unknown = await h.admin('patch', `/api/featured-comparisons/${created.id}`).send({ type: 'product', items: [productIds[0], 99998] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ items: 'No product with id 99998' })
    expect(await h.db.value('SELECT type FROM featured_comparisons WHERE id = ?', created.id)).toBe('vendor')
    const ok = await h.admin('patch', `/api/featured-comparisons/${created.id}`).send({ type: 'product', items: productIds.slice(2, 4) })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ type: 'product', items: productIds.slice(2, 4) })
    expect(ok.body.version).toBeGreaterThan(created.version)
  })

  it('updates with If-Match and answers 412 with the current row when stale', async () => {
    const created = await create({ name: 'Versioned comparison' })
    const ok = await h.admin('patch', `/api/featured-comparisons/${created.id}`).set('If-Match', `"${created.version}"`).send({ name: 'Renamed' })
    expect(ok.status).toBe(200)
    const stale = await h.admin('patch', `/api/featured-comparisons/${created.id}`).set('If-Match', `"${created.version}"`).send({ name: 'Lost' })
    expect(stale.status).toBe(412)
    expect(stale.body.current.name).toBe('Renamed')
  })

  it('deletes one; a second delete is 404', async () => {
    const created = await create({ name: 'Short lived comparison' })
    expect((await h.admin('delete', `/api/featured-comparisons/${created.id}`)).status).toBe(204)
    expect((await h.admin('delete', `/api/featured-comparisons/${created.id}`)).status).toBe(404)
    const list = (await h.anon('get', '/api/featured-comparisons')).body
    expect(list.some((c: { id: number }) => c.id === created.id)).toBe(false)
  })

  it('refuses writes from anonymous visitors (401) and members (403), changing nothing', async () => {
    const created = await create({ name: 'Guarded comparison' })
    const before = await count()
    const body = { name: 'Nope', type: 'vendor', items: vendorIds.slice(0, 2) }
    for (const [who, status] of [['anon', 401], ['member', 403]] as const) {
      expect((await h[who]('post', '/api/featured-comparisons').send(body)).status).toBe(status)
      expect((await h[who]('patch', `/api/featured-comparisons/${created.id}`).send({ name: 'Nope' })).status).toBe(status)
      expect((await h[who]('delete', `/api/featured-comparisons/${created.id}`)).status).toBe(status)
    }
    expect(await count()).toBe(before)
    expect(await h.db.value('SELECT name FROM featured_comparisons WHERE id = ?', created.id)).toBe('Guarded comparison')
  })
})
