// A first download starts clean and ends complete (docs/sync.md, "A first download starts clean"):
// one cut off part way and started again never keeps a row deleted meanwhile (the snapshot holds no
// deletes); the signed-in person's own rows are downloaded again after it, so a change of theirs made
// elsewhere meanwhile is never missed; and a snapshot body cut off cleanly between two lines is never
// taken for the whole catalogue.
import { beforeAll, describe, expect, it } from 'vitest'
import { snapshotStore } from '../../api/sync/snapshot-store'
import { followIdentity } from '../../web/sync/account/account-data'
import type { FetchLike } from '../../web/sync/base/api-client'
import { readCursor } from '../../web/sync/copy/apply-changes'
import { pull } from '../../web/sync/pull/pull'
import { vendorBody } from '../api/harness'
import { makeSyncHarness, signedIn, type SyncHarness } from './sync-harness'

let h: SyncHarness
const snapshotReady = async () => await snapshotStore(h.db, 0, () => undefined).settled()
const idOf = async (name: string) => await h.db.value('SELECT id FROM vendors WHERE name = ?', name) as number

beforeAll(async () => {
  h = await makeSyncHarness({ catalogueSnapshot: true })
  for (const name of ['Clean One', 'Clean Two', 'Clean Three']) await h.admin('post', '/api/vendors').send(vendorBody({ name })).expect(201)
  await h.admin('post', '/api/blog/posts').send({ title: 'Published then pulled', content: 'Text', published: true }).expect(201)
  await snapshotReady()
})

/** A fetch whose feed requests (after the snapshot) fail: the download is cut off part way. */
const feedCutOff = (inner: FetchLike): FetchLike => async (path, init) => {
  if (path.startsWith('/api/sync/changes')) throw new TypeError('Failed to fetch')
  return inner(path, init)
}

describe('a first download cut off part way, then started again', () => {
  it('keeps no row deleted or unpublished between the two attempts', async () => {
    const db = h.newDb()
    await expect(pull(db, { fetchImpl: feedCutOff(h.fetchAs()) })).rejects.toThrow()
    // The whole snapshot arrived: it was kept with its cursor, and is usable offline meanwhile.
    expect(await readCursor(db)).not.toBe('0')
    expect(await db.vendors.get(await idOf('Clean Two'))).toBeDefined()

    const gone = await idOf('Clean Two')
    await h.admin('delete', `/api/vendors/${gone}`).expect(204)
    const post = await h.db.value("SELECT id FROM blog_posts WHERE title = 'Published then pulled'") as number
    await h.admin('patch', `/api/blog/posts/${post}`).send({ published: false }).expect(200)
    await snapshotReady() // a newer snapshot is there; the next round reads the feed from the kept cursor

    await pull(db, { fetchImpl: h.fetchAs() })
    expect(await readCursor(db)).not.toBe('0')
    expect(await db.vendors.get(gone)).toBeUndefined()
    expect(await db.blogPosts.get(post)).toBeUndefined()
    expect((await db.vendors.toArray()).map((v) => v.name)).toEqual(expect.arrayContaining(['Clean One', 'Clean Three']))
  })
})

describe("a signed-in person's own rows around a first download cut off part way", () => {
  it('are downloaded again once it completes: a favourite added and one removed elsewhere meanwhile show as they are', async () => {
    const user = signedIn(h, h.cookies.member)!
    const [one, three] = [await idOf('Clean One'), await idOf('Clean Three')]
    const removed = (await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: one })).body.id as number
    const db = h.newDb()
    await followIdentity(db, user, h.fetchAs(h.cookies.member)) // the account's rows, and the identity recorded
    expect((await db.favorites.toArray()).map((f) => f.id)).toEqual([removed])
    await expect(pull(db, { fetchImpl: feedCutOff(h.fetchAs(h.cookies.member)), ownerId: user.id })).rejects.toThrow()

    // On another device, meanwhile: one favourite removed, one added; then a newer snapshot.
    await h.member('delete', `/api/favorites/${removed}`).expect(204)
    const added = (await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: three })).body.id as number
    await snapshotReady()

    await followIdentity(db, user, h.fetchAs(h.cookies.member)) // nothing to do: the identity is recorded
    await pull(db, { fetchImpl: h.fetchAs(h.cookies.member), ownerId: user.id })
    expect((await db.favorites.toArray()).map((f) => f.id)).toEqual([added])
  })
})

describe('a snapshot body cut off cleanly between two lines', () => {
  it('is not taken for the whole catalogue: no cursor is written, and the next round downloads it whole', async () => {
    for (let i = 1; i <= 3; i++) await h.admin('post', '/api/products').send({ vendorId: await idOf('Clean One'), name: `Cut Product ${i}` }).expect(201)
    await snapshotReady()
    // A proxy closes the body after the first line (the small tables and the vendors), as if it were the end.
    const firstLineOnly: FetchLike = async (path, init) => {
      const res = await h.fetchAs()(path, init)
      if (!/^\/api\/sync\/snapshot\/.+\.ndjson$/.test(path)) return res
      const text = await res.text()
      return new Response(text.slice(0, text.indexOf('\n') + 1), { status: 200, headers: res.headers })
    }
    const db = h.newDb()
    await expect(pull(db, { fetchImpl: firstLineOnly })).rejects.toThrow(/cut off/)
    expect(await readCursor(db)).toBe('0')
    await pull(db, { fetchImpl: h.fetchAs() })
    expect((await db.products.toArray()).map((p) => p.name)).toEqual(expect.arrayContaining(['Cut Product 1', 'Cut Product 2', 'Cut Product 3']))
  })
})
