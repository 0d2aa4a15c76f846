// The grouped copies of the vendor and product tables (list-cache.ts) are used only while current:
// every write to a table, whatever makes it, changes its generation in the same transaction; a copy
// read at an older generation is never served, and a copy that a write overtook while it was being
// written is never served either.
import { expect, it } from 'vitest'
import type { Vendor } from '../../sync/schemas'
import { openVettedDb } from './db'
import { readWholeTable } from './list-cache'

const vendor = (id: number, name: string) => ({ id, name, slug: `v-${id}`, category: 'security', featured: false }) as unknown as Vendor
const names = async (db: ReturnType<typeof openVettedDb>) => (await readWholeTable<Vendor>(db, 'vendors')).map((v) => v.name).sort()
/** Waits until the copy has been written (it is written when the page is idle). */
const copied = (db: ReturnType<typeof openVettedDb>) => expect.poll(async () => (await db.listCache.get('vendors:head'))?.generation, { timeout: 5000 })

it('serves the copy while current, and the table again after any write', async () => {
  const db = openVettedDb(`list-cache-${Date.now()}`)
  await db.vendors.bulkPut([vendor(1, 'Acme'), vendor(2, 'Zenith')])
  const generation = (await db.listCache.get('vendors:generation'))!.generation
  expect(await names(db)).toEqual(['Acme', 'Zenith'])
  await copied(db).toBe(generation)
  expect(await names(db)).toEqual(['Acme', 'Zenith']) // from the copy

  // Each kind of write moves the generation on, in its own transaction or another's.
  await db.vendors.put(vendor(3, 'Nimbus'))
  expect(await names(db)).toEqual(['Acme', 'Nimbus', 'Zenith'])
  await db.transaction('rw', db.vendors, db.meta, async () => {
    await db.vendors.update(1, { name: 'Acme Corp' })
    await db.meta.put({ key: 'cursor', value: '1.9' })
  })
  expect(await names(db)).toEqual(['Acme Corp', 'Nimbus', 'Zenith'])
  await db.vendors.where('id').equals(2).delete()
  expect(await names(db)).toEqual(['Acme Corp', 'Nimbus'])
  await db.vendors.clear()
  expect(await names(db)).toEqual([])
  expect((await db.listCache.get('vendors:generation'))!.generation).toBeGreaterThan(generation + 3)
})

it('never keeps a copy that a write overtook', async () => {
  const db = openVettedDb(`list-cache-race-${Date.now()}`)
  await db.vendors.bulkPut([vendor(1, 'Acme'), vendor(2, 'Zenith')])
  expect(await names(db)).toEqual(['Acme', 'Zenith']) // the copy of these two is written when idle...
  await db.vendors.put(vendor(3, 'Nimbus')) // ...but the table changes first
  await new Promise((r) => setTimeout(r, 300))
  expect(await db.listCache.get('vendors:head')).toBeUndefined() // so it was not written
  expect(await names(db)).toEqual(['Acme', 'Nimbus', 'Zenith'])
  const generation = (await db.listCache.get('vendors:generation'))!.generation
  await copied(db).toBe(generation) // the read at the new generation left a copy of it
  expect(await names(db)).toEqual(['Acme', 'Nimbus', 'Zenith'])
})
