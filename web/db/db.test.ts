// A database written by an older version of the app opens in the new one with everything it held:
// rows, the cursor and queued changes; new tables (staged pages, the per-account stash) work and the
// remaining indexes still answer.
import Dexie from 'dexie'
import { expect, it } from 'vitest'
import { ENTITIES, SYNC_ENTITIES } from '../../sync/entities'
import { openVettedDb, SCHEMA_V1, TABLE_OF } from './db'

it('opens a version 1 database with its rows, cursor and outbox, and the tables of later versions work', async () => {
  const name = `db-upgrade-${Date.now()}`
  const old = new Dexie(name)
  old.version(1).stores(SCHEMA_V1)
  await old.table('vendors').bulkPut([
    { id: 1, slug: 'acme', category: 'security', featured: true, name: 'Acme' },
    { id: 2, slug: 'zenith', category: 'finance', featured: false, name: 'Zenith' },
  ])
  await old.table('products').put({ id: 10, slug: 'acme-guard', vendorId: 1, category: 'Security', type: 'software', name: 'Acme Guard' })
  await old.table('meta').put({ key: 'cursor', value: 42 })
  await old.table('outbox').add({ mutationId: 'm1', entity: 'vendor', entityId: 2, method: 'PATCH', path: '/api/vendors/2', body: {}, status: 'pending' })
  old.close()

  const db = openVettedDb(name)
  expect(db.verno).toBe(11)
  expect(await db.vendors.where('slug').equals('acme').first()).toMatchObject({ name: 'Acme', featured: true })
  expect(await db.vendors.where('category').equals('finance').count()).toBe(1)
  expect(await db.products.where('vendorId').equals(1).first()).toMatchObject({ name: 'Acme Guard' })
  expect(await db.meta.get('cursor')).toEqual({ key: 'cursor', value: 42 })
  // The queued REST request is a named mutation now, with its Idempotency-Key kept.
  expect(await db.outbox.where('[entity+entityId]').equals(['vendor', 2]).first()).toMatchObject({ name: 'vendor.update', args: {}, legacyKey: 'm1' })
  await db.stagedPages.add({ seq: 1, text: '{"changes":[],"next":42,"hasMore":false}' })
  expect(await db.stagedPages.count()).toBe(1)
  await db.stash.add({ ownerId: 7, kind: 'row', entity: 'favorite', row: { id: -1 } })
  expect(await db.stash.where('ownerId').equals(7).count()).toBe(1)
  await db.boardScores.put({ id: 1, version: 1, boardId: 3, userId: 7, itemId: 1, criterion: 'security', score: 4, note: null, createdAt: '', updatedAt: '' })
  expect(await db.boardScores.where('[boardId+userId]').equals([3, 7]).count()).toBe(1)
  await db.boardComments.put({ id: 1, version: 1, boardId: 3, itemId: 1, userId: 7, authorName: 'Eve', authorUsername: 'eve', text: 'Hi', editedAt: null, createdAt: '', updatedAt: '' })
  expect(await db.boardComments.where('[boardId+itemId]').equals([3, 1]).count()).toBe(1)
  await db.boardActivity.put({ id: 1, version: 1, boardId: 3, userId: 7, actorName: 'Ann', kind: 'revealed', detail: {}, undoneAt: null, createdAt: '', updatedAt: '' })
  expect(await db.boardActivity.where('boardId').equals(3).count()).toBe(1)
  // Indexes nobody queried are gone.
  expect(db.vendors.schema.indexes.map((i) => i.name)).toEqual(['slug', 'category'])
  expect(db.products.schema.indexes.map((i) => i.name)).toEqual(['slug', 'vendorId'])
  db.close()
})

it('declares every entity table of the registry with the indexes its definition names', async () => {
  const db = openVettedDb(`db-registry-${Date.now()}`)
  await db.open()
  for (const entity of SYNC_ENTITIES) {
    const { table, indexes } = ENTITIES[entity].local
    const schema = db.table(table).schema
    const declared = [schema.primKey.src, ...schema.indexes.map((i) => i.src)].join(', ')
    expect(declared, entity).toBe(indexes)
    expect(TABLE_OF[entity]).toBe(table)
  }
  db.close()
})
