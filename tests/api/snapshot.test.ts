// The catalogue snapshot for first downloads (docs/sync.md, "First download from the snapshot"): only
// what every visitor may see, vendors first, with the feed cursor to continue from; the delta from that
// cursor brings later writes; a write rebuilds it in the background (the write's answer does not wait
// for it); the file is immutable under its name, with an ETag (304) and by Accept-Encoding.
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChangesPage } from '../../sync/protocol/changes'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { snapshotStore } from '../../api/sync/snapshot-store'
import { readCursor } from '../../api/sync/cursor'
import { compareForList } from '../../sync/rules/list-order'
import { makeHarness, vendorBody, type Harness } from './harness'
import { decode, listen, rawGet } from './raw-http'

/** The version a cursor (`<epoch>.<version>`, api/sync/cursor.ts) has reached. */
const versionOf = (cursor: string) => (readCursor(cursor) as { version: number }).version
interface Pointer { url: string | null; next: string; rows: number; answers: number[]; leadAnswers: number }

let h: Harness
let server: Server
const store = () => snapshotStore(h.db, 0, () => undefined)
const settled = async () => await store().settled()
const pointer = async () => (await h.anon('get', '/api/sync/snapshot').expect(200)).body as Pointer
const linesOf = (text: string) => text.split('\n').map((line) => JSON.parse(line) as ChangesPage)
const answersIn = async (url: string) => linesOf(decode(await rawGet(server, url, { 'Accept-Encoding': 'br' })).toString())
const changesIn = async (url: string) => (await answersIn(url)).flatMap((p) => p.changes)

beforeAll(async () => {
  h = await makeHarness({ snapshotDebounceMs: 60_000 }) // only settled() runs a pending build: no race with the test
  await seedDemoCatalog(h.db)
  await h.admin('post', '/api/blog/posts').send({ title: 'Unpublished plans', content: 'Secret', published: false }).expect(201)
  await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: 1 }).expect(201)
  server = await listen(h.app)
  await settled()
})
afterAll(() => server.close())

describe('what the snapshot holds', () => {
  it('every published catalogue row, and nothing private, draft or deleted', async () => {
    const { url, rows } = await pointer()
    const changes = await changesIn(url!)
    expect(changes.length).toBe(rows)
    const entities = new Set(changes.map((c) => c.entity))
    expect(entities.has('user')).toBe(false)
    expect(entities.has('favorite')).toBe(false)
    expect(changes.every((c) => c.op === 'put')).toBe(true)
    expect(changes.some((c) => c.entity === 'blogPost' && c.data!.title === 'Unpublished plans')).toBe(false)
    expect(changes.some((c) => c.entity === 'blogPost')).toBe(true)
    const vendorCount = await h.db.value('SELECT COUNT(*) FROM vendors')
    expect(changes.filter((c) => c.entity === 'vendor').length).toBe(vendorCount)
    // Vendors travel whole, trust profile included (the Trust tab reads it offline).
    expect(changes.some((c) => c.entity === 'vendor' && c.data!.soc2Type === 'type2' && (c.data!.dataResidency as string[]).length > 0)).toBe(true)
  })

  it('the small tables, then the vendors in list order, then products and their pricing; the first answer is small', async () => {
    const { url, answers, leadAnswers } = await pointer()
    const lines = await answersIn(url!)
    expect(lines.map((l) => l.changes.length)).toEqual(answers)
    const changes = lines.flatMap((l) => l.changes)
    const isPricing = (e: string) => ['product', 'productTier', 'pricingOption'].includes(e)
    const at = (test: (e: string) => boolean) => changes.flatMap((c, i) => (test(c.entity) ? [i] : []))
    const [small, vendors, pricing] = [at((e) => e !== 'vendor' && !isPricing(e)), at((e) => e === 'vendor'), at(isPricing)]
    expect(Math.max(...small)).toBeLessThan(Math.min(...vendors))
    expect(Math.max(...vendors)).toBeLessThan(Math.min(...pricing))
    // Featured first, then by name: the vendor list's first pages come first.
    const listed = vendors.map((i) => changes[i].data as { id: number; featured: boolean; name: string })
    const inListOrder = [...listed].sort(compareForList)
    expect(listed.map((v) => v.name)).toEqual(inListOrder.map((v) => v.name))
    // The leading answers hold no product; the first one every small table and at most 1,000 vendors.
    expect(lines.slice(0, leadAnswers).some((l) => l.changes.some((c) => isPricing(c.entity)))).toBe(false)
    expect(lines[leadAnswers].changes.some((c) => isPricing(c.entity))).toBe(true)
    expect(lines[0].changes.filter((c) => c.entity !== 'vendor' && !isPricing(c.entity)).length).toBe(small.length)
    expect(lines[0].changes.filter((c) => c.entity === 'vendor').length).toBe(Math.min(1000, vendors.length))
  })
})

describe('keeping up', () => {
  it('the feed from its cursor brings a later write; the write rebuilds the snapshot, which then holds it', async () => {
    const before = await pointer()
    const created = await h.admin('post', '/api/vendors').send({ name: 'Late Arrival Ltd' }).expect(201)
    // The write answered before any rebuild: the snapshot from before it is still the current one.
    expect(store().current()?.next).toBe(before.next)
    const delta = (await h.anon('get', `/api/sync/changes?since=${encodeURIComponent(before.next)}&limit=100`).expect(200)).body as ChangesPage
    expect(delta.changes.map((c) => [c.entity, c.id])).toContainEqual(['vendor', created.body.id])

    await settled()
    const after = await pointer()
    expect(after.url).not.toBe(before.url)
    expect(versionOf(after.next)).toBeGreaterThan(versionOf(before.next))
    expect((await changesIn(after.url!)).some((c) => c.entity === 'vendor' && c.data!.name === 'Late Arrival Ltd')).toBe(true)
    // The snapshot named a moment ago is still served to a client that read the old pointer.
    expect((await rawGet(server, before.url!, { 'Accept-Encoding': 'gzip' })).status).toBe(200)
  })
})

describe('caching and encodings', () => {
  it('cacheable for the grace period, with an ETag; If-None-Match answers 304', async () => {
    const { url } = await pointer()
    const first = await rawGet(server, url!, { 'Accept-Encoding': 'br' })
    expect(first.headers['cache-control']).toBe('public, max-age=60')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers.vary).toMatch(/Accept-Encoding/)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await rawGet(server, url!, { 'Accept-Encoding': 'br', 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('gzip and plain text decode to the same bytes as brotli; the pointer itself is never cached', async () => {
    const { url } = await pointer()
    const br = decode(await rawGet(server, url!, { 'Accept-Encoding': 'br' }))
    const gz = await rawGet(server, url!, { 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(decode(gz).equals(br)).toBe(true)
    const plain = await rawGet(server, url!)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(br)).toBe(true)
    const answer = await rawGet(server, '/api/sync/snapshot')
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('an unknown snapshot answers 404 with a message', async () => {
    const res = await h.anon('get', '/api/sync/snapshot/not-a-snapshot.ndjson').expect(404)
    expect(res.body.message).toMatch(/no longer kept/)
  })
})

describe('a snapshot whose cursor the feed no longer serves', () => {
  it('is not offered (the device reads the feed from the start), and is rebuilt', async () => {
    // The vendor's rebuild waits out a long debounce, so the pointer asked for below is still the
    // snapshot from before it (with no wait, a rebuild could finish first and be offered rightly).
    const h2 = await makeHarness({ catalogueSnapshot: true, snapshotDebounceMs: 60_000 })
    const store = snapshotStore(h2.db, 60_000, () => undefined)
    await store.settled()
    expect((await h2.anon('get', '/api/sync/snapshot')).body.url).toMatch(/^\/api\/sync\/snapshot\//)
    // Tombstones pruned past the snapshot's cursor: a device continuing from it would get 410.
    await h2.admin('post', '/api/vendors').send(vendorBody({ name: 'Pruned Past' })).expect(201)
    await h2.db.run('UPDATE sync_state SET min_version = version WHERE id = 1')
    expect((await h2.anon('get', '/api/sync/snapshot')).body).toEqual({ url: null })
    await store.settled()
    const pointer = (await h2.anon('get', '/api/sync/snapshot')).body
    expect(pointer.url).toMatch(/^\/api\/sync\/snapshot\//)
    expect((await h2.anon('get', `/api/sync/changes?since=${pointer.next}&limit=1`)).status).toBe(200)
  })
})
