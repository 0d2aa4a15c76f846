// Histories the model test (tests/model, docs/testing.md) found failing, each shrunk to its shortest
// form and kept here as a plain test beside the fix it led to.
import { beforeAll, expect, it } from 'vitest'
import { renewEpoch } from '../../api/db/epoch'
import { snapshotStore } from '../../api/sync/snapshot-store'
import type { VettedDb } from '../../web/db/db'
import type { SessionUser } from '../../web/sync/base/session'
import { createSession } from '../../api/auth/sessions'
import { toggleFavorite } from '../../web/data/account/favorites'
import { cancelRequest } from '../../web/data/account/orders'
import { addPricedProduct } from '../api/buyer-fixtures'
import { useSession } from '../../web/sync/base/session'
import { followIdentity } from '../../web/sync/account/account-data'
import { pull } from '../../web/sync/pull/pull'
import { readCursor } from '../../web/sync/copy/apply-changes'
import { FIRST_CURSOR } from '../../sync/protocol/entities'
import { sendPending } from '../../web/sync/push/sender'
import { fault, useFaults } from './msw-faults'
import { makeSyncHarness, signedIn, signedInCopy, type SyncHarness } from './sync-harness'

const faults = useFaults()
let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness({ catalogueSnapshot: true })
})

/** The catalogue snapshot built again from the current rows, as after a restart. */
async function snapshotRebuilt() {
  const store = snapshotStore(h.db, 0, () => undefined)
  store.rebuild()
  await store.settled()
}

const serverCount = async (sql: string) => await h.db.value(sql) as number

/** One round of the engine as web/sync/engine.ts runs it: identity, send, pull, send; its error returned. */
async function round(db: VettedDb, user: SessionUser | null, cookie?: string): Promise<unknown> {
  const fetchImpl = h.fetchAs(cookie)
  try {
    await followIdentity(db, user, fetchImpl)
    await sendPending(db, fetchImpl, { ownerId: user?.id ?? null })
    await pull(db, { fetchImpl, ownerId: user?.id ?? null })
    await sendPending(db, fetchImpl, { ownerId: user?.id ?? null })
    return null
  } catch (err) {
    return err
  }
}

// Model history: a backup is taken; the server is restored from it; the admin's device goes online
// with the third feed request of its round failing (the account's download after the rebuild).
it("a rebuild whose account download fails brings the account's rows with the next round", async () => {
  expect((await h.admin('post', '/api/blog/posts').send({ title: 'Draft to keep', content: 'Text', published: false })).status).toBe(201)
  const admin = signedIn(h, h.cookies.admin)
  const db = await signedInCopy(h, h.cookies.admin)
  expect(await db.users.count()).toBe(await serverCount('SELECT COUNT(*) FROM users'))

  await renewEpoch(h.db) // a restore: every cursor answers 410, the copy is rebuilt from the new snapshot
  await snapshotRebuilt()
  faults.inject('GET', '/api/sync/changes', fault.networkError(), { when: (url) => url.searchParams.get('scope') === 'account' })
  expect(await round(db, admin, h.cookies.admin)).toBeInstanceOf(TypeError)
  expect(await round(db, admin, h.cookies.admin)).toBeNull()

  expect(await db.users.count()).toBe(await serverCount('SELECT COUNT(*) FROM users'))
  expect(await db.blogPosts.filter((p) => p.title === 'Draft to keep').count()).toBe(1)
})

// Model history: a backup is taken; the admin's device has a body cut mid-line on its next pull; the
// server is restored from the backup. The rebuild keeps the new snapshot (with its cursor) before the
// feed page after it is cut: the account's rows, left to the download after the catalogue's, must
// still come with a later round.
it("a rebuild cut after its snapshot was kept brings the account's rows with a later round", async () => {
  expect((await h.admin('post', '/api/blog/posts').send({ title: 'Draft kept through a cut', content: 'Text', published: false })).status).toBe(201)
  const admin = signedIn(h, h.cookies.admin)
  const db = await signedInCopy(h, h.cookies.admin)
  const before = await readCursor(db)

  await renewEpoch(h.db)
  await snapshotRebuilt()
  const afterSnapshot = (url: URL) => url.searchParams.get('scope') !== 'account' && url.searchParams.get('since') !== before
  faults.inject('GET', '/api/sync/changes', fault.networkError(), { when: afterSnapshot })
  expect(await round(db, admin, h.cookies.admin)).toBeInstanceOf(TypeError)
  expect(await readCursor(db)).not.toBe(FIRST_CURSOR) // the snapshot was kept: no new first download
  expect(await round(db, admin, h.cookies.admin)).toBeNull()

  expect(await db.users.count()).toBe(await serverCount('SELECT COUNT(*) FROM users'))
  expect(await db.blogPosts.filter((p) => p.title === 'Draft kept through a cut').count()).toBe(1)
})

// Model history: a body cut mid-line on the device's next feed request; ana signs in on it (her
// account's download is cut); she saves a vendor she had already saved elsewhere. The server answers
// the existing favourite, with the vendor's summary joined in; the copy holds rows as the feed shows
// them, so that summary must not stay on the row (no later pull brings it: its version is old).
it('a favourite answered as one saved before is kept as the feed shows it, without the joined item', async () => {
  const vendorId = (await h.admin('post', '/api/vendors').send({ name: 'Saved Elsewhere', logoUrl: 'https://example.com/l.png', category: 'security', description: 'A vendor' })).body.id as number
  const saved = await h.call('post', '/api/favorites', h.cookies.member).send({ itemType: 'vendor', itemId: vendorId })
  expect(saved.status).toBe(201)
  const db = await signedInCopy(h) // a visitor's copy
  const member = signedIn(h, h.cookies.member)
  faults.inject('GET', '/api/sync/changes', fault.networkError(), { when: (url) => url.searchParams.get('scope') === 'account' })
  expect(await round(db, member, h.cookies.member)).toBeInstanceOf(TypeError)
  expect(await toggleFavorite('vendor', vendorId, db)).toBe(true) // not in the copy yet: saved again

  expect(await round(db, member, h.cookies.member)).toBeNull()
  const feedRow = await h.db.get('SELECT id, version, user_id AS "userId", item_type AS "itemType", item_id AS "itemId", created_at AS "createdAt" FROM favorites WHERE id = ?', saved.body.id)
  expect(await db.favorites.where('[itemType+itemId]').equals(['vendor', vendorId]).toArray()).toEqual([feedRow])
})

// Model history: a backup is taken; a buyer signs in on a device; the server is restored from the
// backup (her session and the feed's epoch gone with it); a round; she signs in again. The pull made for
// her without a session was answered as a visitor's: the rebuild's account download came back empty
// and the copy was marked as holding her rows, so signing in again brought none of them.
it("a pull for a person whose session a restore lost is refused, and signing in again brings the account's rows", async () => {
  const { id, cookie } = await h.addUser('restored-away')
  const user = { id, username: 'restored-away', email: 'restored-away@example.com', firstName: null, lastName: null, role: 'user' as const }
  const vendorId = (await h.admin('post', '/api/vendors').send({ name: 'Kept Across Restore', logoUrl: 'https://example.com/l.png', category: 'security', description: 'A vendor' })).body.id as number
  expect((await h.call('post', '/api/favorites', cookie).send({ itemType: 'vendor', itemId: vendorId })).status).toBe(201)
  useSession.setState({ user, known: true, checkedAt: Date.now() })
  const db = h.newDb()
  expect(await round(db, user, cookie)).toBeNull()
  expect(await db.favorites.count()).toBe(1)

  await renewEpoch(h.db) // the restore: a new epoch, and the session made after the backup is gone
  await h.db.run('DELETE FROM sessions WHERE user_id = ?', id)
  expect(await round(db, user, cookie)).toMatchObject({ status: 401 })

  const again = `vetted_session=${(await createSession(h.db, h.config, id)).token}`
  expect(await round(db, user, again)).toBeNull()
  expect(await db.favorites.toArray()).toMatchObject([{ userId: id, itemType: 'vendor', itemId: vendorId }])
})

// Model history: a backup is taken; the admin requests a subscription, which lands after the backup,
// and cancels it offline; the server is restored from the backup. The rebuild keeps the order (a
// change waits on it); the cancel is then refused 404. The order is gone on the server, so it must go
// from the copy too, not come back as the row it was before the restore.
it('a queued cancel refused 404 after a restore takes the order off the copy', async () => {
  const priced = await addPricedProduct(h.db)
  const member = signedIn(h, h.cookies.member)
  const db = await signedInCopy(h, h.cookies.member)
  const order = (await h.call('post', '/api/orders', h.cookies.member).send({ productId: priced.product.id, tierId: priced.tier.id, pricingOptionId: priced.recommended.id, users: 3 })).body
  expect(await round(db, member, h.cookies.member)).toBeNull()
  expect(await db.orders.get(order.id)).toBeDefined()
  await cancelRequest(order.id, db)

  // Restored from a backup taken before the order: neither it nor its change-log entry exists.
  await h.db.run('DELETE FROM orders WHERE id = ?', order.id)
  await h.db.run("DELETE FROM change_log WHERE entity = 'order' AND entity_id = ?", order.id)
  await renewEpoch(h.db)
  await snapshotRebuilt()
  await pull(db, { fetchImpl: h.fetchAs(h.cookies.member), ownerId: member!.id })
  expect(await db.orders.get(order.id)).toBeDefined() // kept: the cancel still waits on it
  await sendPending(db, h.fetchAs(h.cookies.member), { ownerId: member!.id })

  expect(await db.outbox.count()).toBe(0)
  expect(await db.orders.get(order.id)).toBeUndefined()
  expect((await db.rejections.toArray()).map((r) => r.status)).toEqual([404])
})
