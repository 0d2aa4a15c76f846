// Exactly once by per-device mutation ids (api/sync/clients.ts, docs/sync.md "Exactly once"): a change
// numbered for a device's client is applied once whatever how often it is sent again, its lost answer is
// given again, a forgotten client is refused, and the feed tells the device what was applied.
import { beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_HEADER, CLIENT_KNOWN_HEADER, MUTATION_HEADER } from '../../sync/protocol/client-mutations'
import { pruneClients, registerClient } from '../../api/sync/clients'
import { addProduct, addVendor } from './buyer-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
/** Ids of vendors 1, 2 and 3 and of a product: what the favourites below point at. */
let v: number[]
let productId: number
beforeAll(async () => {
  h = await makeHarness()
  v = [0, (await addVendor(h.db)).id, (await addVendor(h.db)).id, (await addVendor(h.db)).id]
  productId = (await addProduct(h.db, v[1])).id
})

const favorites = async (userId: number) => await h.db.value('SELECT COUNT(*) FROM favorites WHERE user_id = ?', userId) as number
const send = (cookie: string, client: string, mutation: number | string, body: object, known = false) => {
  let t = h.call('post', '/api/favorites', cookie).set(CLIENT_HEADER, client).set(MUTATION_HEADER, String(mutation)).send(body)
  if (known) t = t.set(CLIENT_KNOWN_HEADER, '1')
  return t
}
const feed = (cookie: string | undefined, client: string) => h.call('get', `/api/sync/changes?since=0&limit=1&client=${client}`, cookie)

describe('a change numbered for a device', () => {
  it('is applied once: the same number again gets the recorded answer, and a lower one is not applied', async () => {
    const { id, cookie } = await h.addUser('once')
    const first = await send(cookie, 'device-one', 1, { itemType: 'vendor', itemId: v[1] })
    expect(first.status).toBe(201)
    const again = await send(cookie, 'device-one', 1, { itemType: 'vendor', itemId: v[1] })
    expect(again.status).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toEqual(first.body)
    expect(await favorites(id)).toBe(1)

    expect((await send(cookie, 'device-one', 2, { itemType: 'vendor', itemId: v[2] })).status).toBe(201)
    const late = await send(cookie, 'device-one', 1, { itemType: 'vendor', itemId: v[3] })
    expect(late.status).toBe(200)
    expect(late.headers['x-vetted-applied-earlier']).toBe('true')
    expect(await favorites(id)).toBe(2)
  })

  it('is not recorded when refused, so the same number is judged again', async () => {
    const { id, cookie } = await h.addUser('refused')
    expect((await send(cookie, 'device-two', 1, { itemType: 'vendor', itemId: 999_999 })).status).toBe(404)
    expect((await send(cookie, 'device-two', 1, { itemType: 'vendor', itemId: v[1] })).status).toBe(201)
    expect(await favorites(id)).toBe(1)
  })

  it('is numbered per account: another account with the same client id has its own record', async () => {
    const a = await h.addUser('shared-a')
    const b = await h.addUser('shared-b')
    expect((await send(a.cookie, 'same-client', 1, { itemType: 'vendor', itemId: v[1] })).status).toBe(201)
    expect((await send(b.cookie, 'same-client', 1, { itemType: 'vendor', itemId: v[1] })).status).toBe(201)
    expect(await favorites(a.id) + await favorites(b.id)).toBe(2)
  })

  it('from a client the server forgot is refused with 409 and applies nothing', async () => {
    const { id, cookie } = await h.addUser('forgotten')
    expect((await send(cookie, 'device-old', 1, { itemType: 'vendor', itemId: v[1] })).status).toBe(201)
    await h.db.run('UPDATE sync_clients SET seen_at = ? WHERE user_id = ?', Date.now() - 181 * 24 * 3600 * 1000, id)
    expect(await pruneClients(h.db)).toBeGreaterThanOrEqual(1)
    const answer = await send(cookie, 'device-old', 2, { itemType: 'vendor', itemId: v[2] }, true)
    expect(answer.status).toBe(409)
    expect(answer.body.code).toBe('client-forgotten')
    expect(await favorites(id)).toBe(1)
    // Not claimed as known: a new client starts its numbers.
    expect((await send(cookie, 'device-new', 1, { itemType: 'vendor', itemId: v[2] })).status).toBe(201)
  })

  it('from a visitor is applied as any call, with no record kept', async () => {
    const before = await h.db.value('SELECT COUNT(*) FROM sync_clients')
    const answer = await h.anon('post', '/api/contact').set(CLIENT_HEADER, 'visitor-device').set(MUTATION_HEADER, '1')
      .send({ name: 'Vi Sitor', email: 'vi@example.com', message: 'Hello there, a question about pricing.' })
    expect(answer.status).toBeLessThan(300)
    expect(await h.db.value('SELECT COUNT(*) FROM sync_clients')).toBe(before)
  })

  it('with malformed numbers answers 400', async () => {
    expect((await send(h.cookies.member, 'x', 1, { itemType: 'vendor', itemId: v[1] })).status).toBe(400)
    expect((await send(h.cookies.member, 'device-bad', 0, { itemType: 'vendor', itemId: v[1] })).status).toBe(400)
    expect((await send(h.cookies.member, 'device-bad', '1e3', { itemType: 'vendor', itemId: v[1] })).status).toBe(400)
  })
})

describe('the feed tells the asking client what was applied of it', () => {
  it('with the last number, and the id and version of the row it answered; a new client is registered by its first pull', async () => {
    const { id, cookie } = await h.addUser('puller')
    expect((await feed(cookie, 'device-pull')).body.client).toEqual({ lastMutationId: 0, lastRowId: null, lastRowVersion: null })
    expect(await h.db.value('SELECT COUNT(*) FROM sync_clients WHERE user_id = ?', id)).toBe(1)
    const created = await send(cookie, 'device-pull', 7, { itemType: 'product', itemId: productId }, true)
    expect(created.body.version).toEqual(expect.any(Number))
    expect((await feed(cookie, 'device-pull')).body.client).toEqual({ lastMutationId: 7, lastRowId: created.body.id, lastRowVersion: created.body.version })
    // Not asked: nothing said.
    expect((await h.call('get', '/api/sync/changes?since=0&limit=1', cookie)).body).not.toHaveProperty('client')
    expect((await feed(cookie, 'no good')).status).toBe(400)
  })

  it('says null for a client the device says was registered and the server forgot, and registers nothing', async () => {
    const { id, cookie } = await h.addUser('forgotten-puller')
    const known = await h.call('get', '/api/sync/changes?since=0&limit=1&client=device-gone&known=1', cookie)
    expect(known.body.client).toBeNull()
    expect(await h.db.value('SELECT COUNT(*) FROM sync_clients WHERE user_id = ?', id)).toBe(0)
  })
})

describe('a pull for a person whose session the server no longer honours', () => {
  // Answered as a visitor's, a device would take an empty account download for the person's rows, or
  // move its cursor past their changes.
  it('is answered 401, whether it names their client or asks for their account rows', async () => {
    const named = await feed(undefined, 'device-pull')
    expect(named.status).toBe(401)
    expect(named.body.message).toMatch(/sign in again/)
    expect((await h.anon('get', '/api/sync/changes?since=0&limit=1&scope=account')).status).toBe(401)
    expect((await h.call('get', '/api/sync/changes?since=0&limit=1', 'vetted_session=gone')).status).toBe(200) // a visitor's pull
  })
})

describe('registering a client', () => {
  it('records it once, for the signed-in person only', async () => {
    const { id, cookie } = await h.addUser('registers')
    const first = await h.call('post', '/api/sync/clients', cookie).send({ client: 'device-reg' })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ lastMutationId: 0, lastRowId: null, lastRowVersion: null })
    expect((await h.call('post', '/api/sync/clients', cookie).send({ client: 'device-reg' })).status).toBe(200)
    expect(await h.db.value('SELECT COUNT(*) FROM sync_clients WHERE user_id = ?', id)).toBe(1)
    expect((await h.anon('post', '/api/sync/clients').send({ client: 'device-reg' })).status).toBe(401)
    expect((await h.call('post', '/api/sync/clients', cookie).send({ client: 'no' })).status).toBe(400)
  })

  it('keeps at most 50 clients an account, dropping the one seen longest ago', async () => {
    const { id, cookie } = await h.addUser('many-devices')
    for (let i = 0; i < 50; i++) await registerClient(h.db, id, `device-${String(i).padStart(3, '0')}`, 1000 + i)
    expect((await h.call('post', '/api/sync/clients', cookie).send({ client: 'device-new' })).status).toBe(200)
    const kept = await h.db.values<string>('SELECT client_id FROM sync_clients WHERE user_id = ?', id)
    expect(kept).toHaveLength(50)
    expect(kept).toContain('device-new')
    expect(kept).not.toContain('device-000')
  })
})
