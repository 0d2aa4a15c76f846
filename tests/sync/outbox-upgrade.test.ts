// A device whose outbox an app of protocol 2 wrote (REST requests with Idempotency-Keys) opens in this
// build: its queued and stashed entries become named mutations in place (web/db/db.ts, version 5), and
// each lands once: one whose answer was lost is answered from the server's record of its key, the
// others are sent with this build's change numbers.
import Dexie from 'dexie'
import { beforeAll, expect, it } from 'vitest'
import { openVettedDb, SCHEMA_V1 } from '../../web/db/db'
import { followIdentity } from '../../web/sync/account/account-data'
import { sendPending } from '../../web/sync/push/sender'
import { addVendor } from '../api/buyer-fixtures'
import { makeSyncHarness, signedIn, type SyncHarness } from './sync-harness'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})

/** The schema an app of protocol 2 left: versions 1 to 4 of web/db/db.ts as they shipped. */
function protocol2Database(name: string): Dexie {
  const old = new Dexie(name)
  old.version(1).stores(SCHEMA_V1)
  old.version(2).stores({ stagedPages: 'seq', vendors: 'id, slug, category', products: 'id, slug, vendorId' })
  old.version(3).stores({ stash: '++id, ownerId' })
  old.version(4).stores({ listCache: 'key' })
  return old
}

const entryV2 = (over: Record<string, unknown>) => ({ status: 'pending', attempts: 0, notBefore: 0, createdAt: Date.now(), ...over })

it('queued and stashed entries of a protocol 2 outbox land once each after the upgrade', async () => {
  const vendor = await addVendor(h.db, { name: 'Upgrade Vendor' })
  const board = (await h.member('post', '/api/boards').send({ name: 'Before the upgrade', type: 'vendor', items: [] })).body
  // The favourite the old app sent: the server applied it under its key, and the answer was lost.
  const lostKey = 'a2c4e6f8-0000-4000-8000-000000000001'
  const lost = await h.member('post', '/api/favorites').set('Idempotency-Key', lostKey).send({ itemType: 'vendor', itemId: vendor.id })
  expect(lost.status).toBe(201)

  const name = `protocol-2-${process.pid}`
  const old = protocol2Database(name)
  await old.table('meta').bulkPut([{ key: 'cursor', value: '0' }, { key: 'identity', value: `${h.ids.member}:user` }, { key: 'identityOnDevice', value: `${h.ids.member}:user` }])
  await old.table('favorites').put({ id: -1, version: 0, userId: h.ids.member, itemType: 'vendor', itemId: vendor.id, createdAt: new Date().toISOString() })
  await old.table('boards').put({ ...board })
  await old.table('outbox').bulkAdd([
    entryV2({ mutationId: lostKey, entity: 'favorite', entityId: -1, tempId: -1, method: 'POST', path: '/api/favorites', body: { itemType: 'vendor', itemId: vendor.id }, before: null, ownerId: h.ids.member, attempts: 1, answerLost: true }),
    entryV2({ mutationId: 'a2c4e6f8-0000-4000-8000-000000000002', entity: 'board', entityId: board.id, method: 'PATCH', path: '/api/boards/{id}', body: { name: 'Renamed offline' }, baseVersion: board.version, before: board, ownerId: h.ids.member }),
  ])
  // The admin's change, kept on this device when they signed out ("Keep on this device").
  await old.table('stash').add({
    ownerId: h.ids.admin, kind: 'entry',
    entry: entryV2({ seq: 9, mutationId: 'a2c4e6f8-0000-4000-8000-000000000003', entity: 'vendor', entityId: vendor.id, method: 'PATCH', path: '/api/vendors/{id}', body: { description: 'Edited before the upgrade' }, baseVersion: vendor.version, before: vendor, ownerId: h.ids.admin }),
  })
  old.close()

  const db = openVettedDb(name)
  const queued = await db.outbox.orderBy('seq').toArray()
  expect(queued.map((e) => [e.name, e.args, e.legacyKey])).toEqual([
    ['favorite.add', { itemType: 'vendor', itemId: vendor.id }, lostKey],
    ['board.update', { name: 'Renamed offline' }, 'a2c4e6f8-0000-4000-8000-000000000002'],
  ])
  expect(queued[0]).toMatchObject({ entity: 'favorite', entityId: -1, tempId: -1, answerLost: true, ownerId: h.ids.member })
  expect(queued[1]).toMatchObject({ baseVersion: board.version })
  const [stashed] = await db.stash.toArray()
  expect(stashed).toMatchObject({ kind: 'entry', entry: { name: 'vendor.update', args: { description: 'Edited before the upgrade' }, baseVersion: vendor.version } })

  signedIn(h, h.cookies.member)
  expect(await sendPending(db, h.fetchAs(h.cookies.member), { ownerId: h.ids.member })).toMatchObject({ sent: 2, rejected: 0, conflicts: 0 })
  expect(await h.db.value('SELECT COUNT(*) FROM favorites WHERE user_id = ? AND item_id = ?', h.ids.member, vendor.id)).toBe(1)
  expect(await db.favorites.toArray()).toEqual([expect.objectContaining({ id: lost.body.id, itemId: vendor.id })])
  expect(await h.db.value('SELECT name FROM boards WHERE id = ?', board.id)).toBe('Renamed offline')

  // The admin signs in on this device: their stashed change comes back and is sent once.
  const admin = signedIn(h, h.cookies.admin)
  await followIdentity(db, admin, h.fetchAs(h.cookies.admin))
  expect(await sendPending(db, h.fetchAs(h.cookies.admin), { ownerId: h.ids.admin })).toMatchObject({ sent: 1, rejected: 0, conflicts: 0 })
  expect(await h.db.value('SELECT description FROM vendors WHERE id = ?', vendor.id)).toBe('Edited before the upgrade')
  expect(await db.outbox.count()).toBe(0)
  db.close()
})
