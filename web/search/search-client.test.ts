// The main-thread API with the Worker global replaced by an in-process stand-in running the worker's
// own code over the app's database (in-memory IndexedDB here).
import { afterAll, describe, expect, it, vi } from 'vitest'
import { db } from '../db/db'
import type { AppliedChanges } from '../sync/copy/apply-changes'
import type { SearchPort } from './search-connection'
import type { FromSearchWorker, ToSearchWorker } from './search-protocol'
import { createSearchService } from './search-service'
import { indexChanges, rebuildSearchIndex, searchCatalog, searchIndexReady, startSearchIndex } from './search-client'

const spawned: FakeWorker[] = []
class FakeWorker implements SearchPort {
  onmessage: SearchPort['onmessage'] = null
  onerror: SearchPort['onerror'] = null
  terminated = false
  private readonly service = createSearchService(db.name, (message: FromSearchWorker) =>
    setTimeout(() => this.onmessage?.({ data: structuredClone(message) } as MessageEvent<FromSearchWorker>)))
  constructor(readonly url: URL, readonly options: WorkerOptions) {
    spawned.push(this)
  }
  postMessage(message: ToSearchWorker) {
    if (!this.terminated) setTimeout(() => this.service.handle(structuredClone(message)))
  }
  terminate() {
    this.terminated = true
  }
}
vi.stubGlobal('Worker', FakeWorker)
// The page the client listens to (its pagehide), there before the client's module runs.
vi.hoisted(() => vi.stubGlobal('window', new EventTarget()))
afterAll(() => vi.unstubAllGlobals())

const LIMITS = { vendors: 4, products: 4 }
const vendorRow = { id: 1, name: 'Harbor Ledger', slug: 'harbor-ledger', category: 'finance', description: 'Cloud accounting', logoUrl: null }

describe('search client', () => {
  it('answers blank text and ignores page updates without starting the worker', async () => {
    indexChanges(new Map([['vendor', { put: [vendorRow], deleted: [] }]]))
    expect(await searchCatalog('   ', LIMITS)).toEqual({ vendors: [], products: [] })
    expect(spawned).toHaveLength(0)
  })

  it('starts one module worker, built from the local copy', async () => {
    await db.vendors.put(vendorRow as never)
    startSearchIndex()
    startSearchIndex()
    await searchIndexReady()
    expect(spawned).toHaveLength(1)
    expect(spawned[0].options).toMatchObject({ type: 'module' })
    expect(spawned[0].url.pathname).toMatch(/search\.worker\.ts$/)
    expect((await searchCatalog('harbor', LIMITS)).vendors.map((v) => v.name)).toEqual(['Harbor Ledger'])
  })

  it('follows applied pages and rebuilds from the copy', async () => {
    const applied: AppliedChanges = new Map([['vendor', { put: [{ ...vendorRow, name: 'Quay Ledger' }], deleted: [] }]])
    indexChanges(applied)
    expect((await searchCatalog('quay', LIMITS)).vendors.map((v) => v.name)).toEqual(['Quay Ledger'])
    await db.vendors.clear()
    rebuildSearchIndex()
    await searchIndexReady()
    expect(await searchCatalog('ledger', LIMITS)).toEqual({ vendors: [], products: [] })
  })

  it('fails searches when the worker dies, then starts a new one on the next search', async () => {
    await db.vendors.put(vendorRow as never)
    const dead = spawned[0]
    dead.postMessage = () => undefined
    const pending = searchCatalog('harbor', LIMITS)
    dead.onerror?.({ message: 'worker crashed' } as ErrorEvent)
    await expect(pending).rejects.toThrow('worker crashed')
    expect(dead.terminated).toBe(true)
    expect((await searchCatalog('harbor', LIMITS)).vendors.map((v) => v.name)).toEqual(['Harbor Ledger'])
    expect(spawned).toHaveLength(2)
  })

  it('ends the worker when the page is hidden, and starts a new one on the next search', async () => {
    const hidden = spawned[1]
    hidden.postMessage = () => undefined
    const pending = searchCatalog('harbor', LIMITS)
    window.dispatchEvent(new Event('pagehide'))
    await expect(pending).rejects.toThrow('The search worker was stopped')
    expect(hidden.terminated).toBe(true)
    expect((await searchCatalog('harbor', LIMITS)).vendors.map((v) => v.name)).toEqual(['Harbor Ledger'])
    expect(spawned).toHaveLength(3)
  })
})
