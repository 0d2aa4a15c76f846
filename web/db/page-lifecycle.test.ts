// A page hidden into the back-forward cache (WebKit freezes it with its IndexedDB transactions as they
// were) must hold no transaction: the open ones are aborted at pagehide, and work that goes on after it
// starts none until the page is shown again; then the database works again.
import { afterEach, expect, it, vi } from 'vitest'
import { openVettedDb } from './db'
import { releaseDatabaseOnPageHide } from './page-lifecycle'

const vendor = (id: number) => ({ id, name: `Vendor ${id}`, slug: `v-${id}`, category: 'security', featured: false })

// The page's window, for its pagehide and pageshow events (the tests run in Node).
afterEach(() => vi.unstubAllGlobals())

it('after pagehide no transaction starts until pageshow; then writes work again', async () => {
  vi.stubGlobal('window', new EventTarget())
  const db = openVettedDb(`page-lifecycle-${Date.now()}`)
  let resumed = 0
  const stop = releaseDatabaseOnPageHide(db, () => resumed++)
  try {
    await db.vendors.put(vendor(1) as never)
    window.dispatchEvent(new Event('pagehide'))
    // The next write (say, the next page of a first download) reopens the database but cannot commit.
    await expect(db.vendors.put(vendor(2) as never)).rejects.toThrow()
    const shown = new Event('pageshow') as PageTransitionEvent
    Object.defineProperty(shown, 'persisted', { value: true })
    window.dispatchEvent(shown)
    expect(resumed).toBe(1)
    await db.vendors.put(vendor(3) as never)
    expect((await db.vendors.toArray()).map((v) => v.id).sort()).toEqual([1, 3])
  } finally {
    stop()
    db.close()
  }
})
