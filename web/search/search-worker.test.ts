// The worker's code run in-process over an in-memory IndexedDB: build from the local copy, answer
// queries, follow applied change-feed pages, rebuild, and fail cleanly when the worker dies.
import { describe, expect, it, vi } from 'vitest'
import type { Change } from '../../sync/protocol/changes'
import { openVettedDb, type VettedDb } from '../db/db'
import { applyChanges } from '../sync/copy/apply-changes'
import { catalogUpdateOf } from './catalog-documents'
import { buildFromDatabase } from './read-catalog'
import { SearchConnection, type SearchPort } from './search-connection'
import type { FromSearchWorker } from './search-protocol'
import { createSearchService } from './search-service'

let n = 0
async function seededDb(): Promise<VettedDb> {
  const db = openVettedDb(`search-test-${n++}`)
  await db.vendors.bulkPut([
    { id: 1, name: 'Security Sentinel Labs', slug: 'security-sentinel-labs', category: 'security', description: 'Endpoint protection', logoUrl: null },
    { id: 2, name: 'Payroll Pilot', slug: 'payroll-pilot', category: 'hr', description: 'HR and payroll', logoUrl: '/media/logos/payroll-pilot.svg' },
    { id: -5, name: 'Offline Draft Vendor', slug: 'offline-draft-vendor', category: 'hr', description: null, logoUrl: null },
  ] as never[])
  await db.products.bulkPut([
    { id: 10, vendorId: 1, name: 'Sentinel Shield', slug: 'sentinel-shield', category: 'Endpoint protection', description: null, logoUrl: null },
    { id: 11, vendorId: 2, name: 'Payroll Pro', slug: 'payroll-pro', category: 'HR and payroll', description: null, logoUrl: null },
  ] as never[])
  return db
}

/** A Worker stand-in: messages cross asynchronously and are cloned, as postMessage does. */
function inProcessWorker(db: VettedDb): SearchPort {
  const port: SearchPort = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => setTimeout(() => service.handle(structuredClone(message))),
  }
  const service = createSearchService(db.name, (message) => setTimeout(() => port.onmessage?.({ data: structuredClone(message) } as MessageEvent<FromSearchWorker>)))
  return port
}

const LIMITS = { vendors: 4, products: 4 }
const change = (entity: Change['entity'], id: number, data: Record<string, unknown> | null, version: number): Change =>
  ({ entity, id, op: data ? 'put' : 'delete', data, version })

describe('search worker', () => {
  it('builds from the local copy, negative ids included, and answers queries sent before the build ends', async () => {
    const db = await seededDb()
    const connection = new SearchConnection(inProcessWorker(db))
    const built = connection.build()
    const answer = await connection.search('payrol', LIMITS)
    expect(answer.vendors.map((v) => v.name)).toEqual(['Payroll Pilot'])
    expect(answer.products).toEqual([{ id: 11, name: 'Payroll Pro', slug: 'payroll-pro', logoUrl: null, vendor: { name: 'Payroll Pilot', slug: 'payroll-pilot', logoUrl: '/media/logos/payroll-pilot.svg' } }])
    await built
    expect((await connection.search('offline draft', LIMITS)).vendors.map((v) => v.id)).toEqual([-5])
  })

  it('reads the copy in pages', async () => {
    const db = await seededDb()
    const index = await buildFromDatabase(db.name, 1)
    expect(index.size).toEqual({ vendors: 3, products: 2 })
  })

  it('before the app has created its database, builds an empty index and does not create one', async () => {
    const name = `search-test-missing-${n++}`
    expect((await buildFromDatabase(name)).size).toEqual({ vendors: 0, products: 0 })
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name)
    // The app then creates its database as usual, and the next build reads it.
    const db = openVettedDb(name)
    await db.vendors.put({ id: 7, name: 'Late Vendor', slug: 'late-vendor', category: 'hr', description: null, logoUrl: null } as never)
    expect((await buildFromDatabase(name)).size).toEqual({ vendors: 1, products: 0 })
    db.close()
  })

  it('follows an applied change-feed page: renamed vendor, new product, deleted product', async () => {
    const db = await seededDb()
    const connection = new SearchConnection(inProcessWorker(db))
    await connection.build()
    const applied = await applyChanges(db, [
      change('vendor', 2, { id: 2, name: 'Wagewise', slug: 'wagewise', category: 'hr', description: 'HR and payroll', logoUrl: null, version: 7 }, 7),
      change('product', 12, { id: 12, vendorId: 1, name: 'Sentinel Vault', slug: 'sentinel-vault', category: 'Backup', description: null, logoUrl: null, version: 8 }, 8),
      change('product', 10, null, 9),
    ], 'test.9')
    connection.update(catalogUpdateOf(applied)!)
    expect((await connection.search('payroll pilot', LIMITS)).vendors.map((v) => v.name)).toEqual(['Wagewise'])
    expect((await connection.search('pilot', LIMITS)).vendors).toEqual([])
    expect((await connection.search('wagewise', LIMITS)).products.map((p) => p.vendor?.name)).toEqual(['Wagewise'])
    expect((await connection.search('sentinel', LIMITS)).products.map((p) => p.name)).toEqual(['Sentinel Vault'])
  })

  it('rebuilds from the copy as it is now and settles ready() when done', async () => {
    const db = await seededDb()
    const connection = new SearchConnection(inProcessWorker(db))
    await connection.build()
    await db.vendors.delete(1)
    await db.products.delete(10)
    void connection.build()
    await connection.ready()
    expect(await connection.search('sentinel', LIMITS)).toEqual({ vendors: [], products: [] })
  })

  it('fails waiting and later searches once the worker dies', async () => {
    const db = await seededDb()
    const port = inProcessWorker(db)
    port.postMessage = vi.fn()
    const connection = new SearchConnection(port)
    const pending = connection.search('payroll', LIMITS)
    port.onerror?.({ message: 'Failed to load the search worker' } as ErrorEvent)
    await expect(pending).rejects.toThrow('Failed to load the search worker')
    await expect(connection.search('payroll', LIMITS)).rejects.toThrow('Failed to load the search worker')
    await expect(connection.ready()).rejects.toThrow('Failed to load the search worker')
  })
})
