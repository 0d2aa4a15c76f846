// POST /api/sync/push (docs/sync.md, "Batched push"): a batch refuses exactly what each mutation's REST
// call refuses (authorization, validation, limits, conflicts: the same status and message), applies
// the rest in order, re-keys the temporary ids of its creates, holds back only what depends on a
// failure, and answers a batch sent again from what it applied and refused, applying nothing twice.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { restCallOf } from '../../sync/mutations'
import { MAX_PUSH_MUTATIONS, PUSH_TOO_LARGE_MESSAGE, type PushAnswer, type PushMutation } from '../../sync/protocol/push'
import { addProduct, addVendor, count } from './buyer-fixtures'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
let vendorId: number
let vendorVersion: number
let productId: number
let adminBoardId: number
beforeAll(async () => {
  h = await makeHarness()
  const vendor = await addVendor(h.db)
  vendorId = vendor.id
  vendorVersion = vendor.version
  productId = (await addProduct(h.db, vendorId)).id
  adminBoardId = (await h.admin('post', '/api/boards').send({ name: 'Admin board' })).body.id
})

type Who = 'admin' | 'member' | 'anon'
const cookieOf = (who: Who) => (who === 'anon' ? undefined : h.cookies[who])
const newClient = () => randomUUID()

const push = (who: Who, mutations: PushMutation[], client = newClient()) =>
  h.call('post', '/api/sync/push', cookieOf(who)).send({ client, mutations })

/** The mutation as its documented REST call, as an API client sends it. */
function rest(who: Who, m: PushMutation) {
  const call = restCallOf({ name: m.name, args: m.args ?? {}, entityId: m.entityId })
  let t = h.call(call.method.toLowerCase() as 'post', call.path, cookieOf(who))
  if (m.baseVersion !== undefined) t = t.set('If-Match', `"${m.baseVersion}"`)
  return call.body === undefined ? t : t.send(call.body as object)
}

const big = (bytes: number) => 'x'.repeat(bytes)

/** Refusals: each sent alone as its REST call, and in a batch; the answers must agree. */
const REFUSED: { title: string; who: Who; mutation: () => PushMutation }[] = [
  { title: 'a member creating a vendor (authorization)', who: 'member', mutation: () => ({ id: 1, name: 'vendor.create', entityId: -1, tempId: -1, args: vendorBody() }) },
  { title: 'a member editing a vendor (authorization)', who: 'member', mutation: () => ({ id: 1, name: 'vendor.update', entityId: vendorId, baseVersion: vendorVersion, args: { description: 'Mine now' } }) },
  { title: 'a member deleting a product (authorization)', who: 'member', mutation: () => ({ id: 1, name: 'product.delete', entityId: productId }) },
  { title: "a member editing another person's board (not theirs: 404)", who: 'member', mutation: () => ({ id: 1, name: 'board.update', entityId: adminBoardId, args: { name: 'Taken' } }) },
  { title: 'a vendor without a name (validation)', who: 'admin', mutation: () => ({ id: 1, name: 'vendor.create', entityId: -1, tempId: -1, args: vendorBody({ name: '' }) }) },
  { title: 'a favourite of an unknown kind (validation)', who: 'member', mutation: () => ({ id: 1, name: 'favorite.add', entityId: -1, tempId: -1, args: { itemType: 'planet', itemId: vendorId } }) },
  { title: 'a cart line of no quantity (validation)', who: 'member', mutation: () => ({ id: 1, name: 'cartLine.add', entityId: -1, tempId: -1, args: { productId, quantity: 0 } }) },
  { title: 'a favourite of a vendor that does not exist', who: 'member', mutation: () => ({ id: 1, name: 'favorite.add', entityId: -1, tempId: -1, args: { itemType: 'vendor', itemId: 999_999 } }) },
  { title: 'cancelling an order that does not exist', who: 'member', mutation: () => ({ id: 1, name: 'order.cancel', entityId: 999_999 }) },
  { title: 'a vendor over its call’s 1 MB body limit (limits)', who: 'admin', mutation: () => ({ id: 1, name: 'vendor.create', entityId: -1, tempId: -1, args: vendorBody({ description: big(1_100_000) }) }) },
  { title: 'a note over the default 100 KB body limit (limits)', who: 'member', mutation: () => ({ id: 1, name: 'vendorNote.create', entityId: -1, tempId: -1, args: { vendorId, text: big(120_000) } }) },
  { title: 'a note longer than a note may be (limits)', who: 'member', mutation: () => ({ id: 1, name: 'vendorNote.create', entityId: -1, tempId: -1, args: { vendorId, text: big(20_000) } }) },
  { title: 'an edit of a vendor changed meanwhile (conflict)', who: 'admin', mutation: () => ({ id: 1, name: 'vendor.update', entityId: vendorId, baseVersion: vendorVersion - 1, args: { description: 'Stale' } }) },
]

describe('a batch refuses exactly what the REST calls refuse', () => {
  it.each(REFUSED)('$title', async ({ who, mutation }) => {
    const alone = await rest(who, mutation())
    expect(alone.status).toBeGreaterThanOrEqual(400)
    const batch = await push(who, [mutation()])
    expect(batch.status).toBe(200)
    const [result] = (batch.body as PushAnswer).results
    expect(result).toMatchObject({ id: 1, outcome: alone.status === 412 ? 'conflict' : 'refused', status: alone.status })
    expect(result.body).toEqual(alone.body)
  })

  it('refuses a visitor as the REST calls do, before reading the batch', async () => {
    const alone = await rest('anon', { id: 1, name: 'favorite.add', entityId: -1, args: { itemType: 'vendor', itemId: vendorId } })
    const batch = await push('anon', [{ id: 1, name: 'favorite.add', entityId: -1, args: { itemType: 'vendor', itemId: vendorId } }])
    expect(batch.status).toBe(alone.status)
    expect(batch.body).toEqual(alone.body)
  })
})

describe('the limits of a batch', () => {
  it(`answers 413 with a message to more than ${MAX_PUSH_MUTATIONS} mutations, applying none`, async () => {
    const { cookie, id: userId } = await h.addUser('five-hundred-and-one')
    const mutations = Array.from({ length: MAX_PUSH_MUTATIONS + 1 }, (_, i) => ({
      id: i + 1, name: 'favorite.add', entityId: -(i + 1), tempId: -(i + 1), args: { itemType: 'vendor', itemId: vendorId },
    }))
    const res = await h.call('post', '/api/sync/push', cookie).send({ client: newClient(), mutations })
    expect(res.status).toBe(413)
    expect(res.body.message).toBe(PUSH_TOO_LARGE_MESSAGE)
    expect(await count(h.db, 'favorites', 'user_id = ?', userId)).toBe(0)
  })

  it('answers 413 with a message to a body over 5 MB, and 401 to a visitor’s, unread', async () => {
    const huge = { client: newClient(), mutations: [{ id: 1, name: 'vendorNote.create', entityId: -1, args: { vendorId, text: big(5_300_000) } }] }
    const res = await h.call('post', '/api/sync/push', h.cookies.member).send(huge)
    expect(res.status).toBe(413)
    expect(res.body.message).toBe(PUSH_TOO_LARGE_MESSAGE)
    expect((await h.call('post', '/api/sync/push').send(huge)).status).toBe(401)
  })

  it('refuses a malformed batch with 400: unknown mutations, numbers out of order, an id that is no number', async () => {
    expect((await push('member', [{ id: 1, name: 'vendor.explode', entityId: 1 }])).status).toBe(400)
    expect((await push('member', [{ id: 1, name: 'legacy.request', entityId: 0, args: { method: 'POST', path: '/api/auth/logout' } }])).status).toBe(400)
    expect((await push('member', [{ id: 2, name: 'cart.clear', entityId: 0 }, { id: 1, name: 'cart.clear', entityId: 0 }])).status).toBe(400)
    expect((await push('member', [{ id: 1, name: 'order.cancel', entityId: '1/../../auth/logout' as unknown as number }])).status).toBe(400)
    expect((await push('member', [])).status).toBe(400)
  })
})

describe('a batch in order', () => {
  it('creates a vendor, its product and the product’s tier offline-style, re-keying their temporary ids', async () => {
    const res = await push('admin', [
      { id: 1, name: 'vendor.create', entityId: -11, tempId: -11, args: vendorBody({ name: 'Batch Vendor' }) },
      { id: 2, name: 'product.create', entityId: -12, tempId: -12, args: { vendorId: -11, name: 'Batch Product', description: 'Made in a batch', category: 'security' } },
      { id: 3, name: 'productTier.create', entityId: -13, tempId: -13, args: { productId: -12, name: 'Starter' } },
      { id: 4, name: 'vendor.update', entityId: -11, args: { description: 'Edited after its creation, in the same batch' } },
    ])
    expect(res.status).toBe(200)
    const answer = res.body as PushAnswer
    expect(answer.results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied', 'applied'])
    const [vendor, product, tier] = answer.ids
    expect(answer.ids.map((i) => [i.entity, i.tempId])).toEqual([['vendor', -11], ['product', -12], ['productTier', -13]])
    expect(await h.db.value('SELECT vendor_id FROM products WHERE id = ?', product.id)).toBe(vendor.id)
    expect(await h.db.value('SELECT product_id FROM product_tiers WHERE id = ?', tier.id)).toBe(product.id)
    expect(await h.db.value('SELECT description FROM vendors WHERE id = ?', vendor.id)).toBe('Edited after its creation, in the same batch')
    expect(answer.lastMutationId).toBe(4)
  })

  it('holds back only what depends on a failure: the same row, or a row its failed create was to make', async () => {
    const other = await addVendor(h.db)
    const res = await push('admin', [
      { id: 1, name: 'vendor.create', entityId: -21, tempId: -21, args: vendorBody({ name: '' }) },
      { id: 2, name: 'product.create', entityId: -22, tempId: -22, args: { vendorId: -21, name: 'Orphan', description: 'x', category: 'security' } },
      { id: 3, name: 'productTier.create', entityId: -23, tempId: -23, args: { productId: -22, name: 'Orphan tier' } },
      { id: 4, name: 'vendor.update', entityId: other.id, baseVersion: other.version + 5, args: { description: 'Stale edit' } },
      { id: 5, name: 'vendor.update', entityId: other.id, baseVersion: other.version + 5, args: { description: 'Later edit of that row' } },
      { id: 6, name: 'favorite.add', entityId: -24, tempId: -24, args: { itemType: 'vendor', itemId: other.id } },
    ])
    const results = (res.body as PushAnswer).results
    expect(results.map((r) => [r.outcome, r.dependsOn])).toEqual([
      ['refused', undefined], ['held', 1], ['held', 2], ['conflict', undefined], ['held', 4], ['applied', undefined],
    ])
    expect(results[3].body).toMatchObject({ current: { id: other.id, version: other.version } })
    expect(await count(h.db, 'products', "name = 'Orphan'")).toBe(0)
  })
})

describe('a batch sent again (its answer lost)', () => {
  it('is answered from what was applied and refused: nothing applied twice, a refusal never taken for applied', async () => {
    const { cookie, id: userId } = await h.addUser('resender')
    const client = newClient()
    const batch = [
      { id: 1, name: 'favorite.add', entityId: -31, tempId: -31, args: { itemType: 'vendor', itemId: vendorId } },
      { id: 2, name: 'favorite.add', entityId: -32, tempId: -32, args: { itemType: 'vendor', itemId: 999_999 } },
      { id: 3, name: 'favorite.add', entityId: -33, tempId: -33, args: { itemType: 'product', itemId: productId } },
    ]
    const send = () => h.call('post', '/api/sync/push', cookie).send({ client, known: true, mutations: batch })
    const first = (await h.call('post', '/api/sync/push', cookie).send({ client, mutations: batch })).body as PushAnswer
    const again = (await send()).body as PushAnswer
    expect(again.results.map((r) => [r.outcome, r.status])).toEqual(first.results.map((r) => [r.outcome, r.status]))
    expect(again.results.map((r) => r.body)).toEqual(first.results.map((r) => r.body))
    expect(again.ids).toEqual(first.ids)
    expect(await count(h.db, 'favorites', 'user_id = ?', userId)).toBe(2)
  })
})
