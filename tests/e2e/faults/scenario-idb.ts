// Reads and pokes of IndexedDB 'vetted' (web/db/db.ts) for tabs-and-rebuilds.spec.ts,
// schema-upgrade.spec.ts and pwa.spec.ts, in the page: a meta value, the database's version, a
// connection opened at a newer version (what a newer build's tab does), and a transaction that holds
// back the app's own.
// Every open goes through openExisting: a bare indexedDB.open on a missing database would create it
// empty at version 1 and the app's schema would then meet a database it never made.
import type { Page } from '@playwright/test'

/** Installs window.vettedOpenExisting in the page (idempotent): opens 'vetted' at its version, or null. */
const installOpen = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { vettedOpenExisting?: () => Promise<IDBDatabase | null> }
    w.vettedOpenExisting ??= () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('vetted')
        let created = false
        request.onupgradeneeded = () => ((created = true), request.transaction?.abort())
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => (created ? resolve(null) : reject(request.error))
      })
  })

type Win = Window & {
  vettedOpenExisting: () => Promise<IDBDatabase | null>
  newerSchema?: IDBDatabase
  applyBlocker?: { staged: number; release: () => void; done: Promise<void> }
}

/** A value of the meta table ('cursor', 'identity'...); undefined when absent. */
export async function metaValue(page: Page, key: string): Promise<unknown> {
  await installOpen(page)
  return page.evaluate(async (k) => {
    const db = await (window as unknown as Win).vettedOpenExisting()
    if (!db) return undefined
    return new Promise((resolve, reject) => {
      const get = db.transaction('meta').objectStore('meta').get(k)
      get.onsuccess = () => (db.close(), resolve((get.result as { value?: unknown } | undefined)?.value))
      get.onerror = () => (db.close(), reject(get.error))
    })
  }, key)
}

/** The IndexedDB version of 'vetted' (Dexie's version number × 10), and its object stores. */
export async function idbShape(page: Page): Promise<{ version: number; stores: string[] }> {
  await installOpen(page)
  return page.evaluate(async () => {
    const db = await (window as unknown as Win).vettedOpenExisting()
    if (!db) throw new Error("no 'vetted' database yet")
    const shape = { version: db.version, stores: [...db.objectStoreNames] }
    db.close()
    return shape
  })
}

/**
 * Opens 'vetted' one version up, adding a store, as a newer build's tab would, and keeps the connection
 * open. Resolves once the upgrade is done: every older connection had to close for it (blocked says
 * whether any held it up at first).
 */
export async function openNewerSchema(page: Page, store: string): Promise<{ from: number; to: number; blocked: boolean }> {
  const { version } = await idbShape(page)
  return page.evaluate(
    ({ to, name }) =>
      new Promise((resolve, reject) => {
        let blocked = false
        const request = indexedDB.open('vetted', to)
        request.onblocked = () => (blocked = true)
        request.onupgradeneeded = () => request.result.createObjectStore(name)
        request.onsuccess = () => {
          ;(window as unknown as Win).newerSchema = request.result
          resolve({ from: to - 1, to: request.result.version, blocked })
        }
        request.onerror = () => reject(request.error)
      }),
    { to: version + 1, name: store },
  )
}

export const closeNewerSchema = (page: Page) => page.evaluate(() => (window as unknown as Win).newerSchema?.close())

/**
 * Holds back the app's application of a staged first download (web/sync/first-download/staged-download.ts) after its
 * first staged page: polls the stagedPages count and, as soon as it drops (a page applied and deleted
 * in one transaction), opens a readwrite transaction on `shadows`, a table every application
 * transaction writes (web/sync/copy/apply-changes.ts tablesToApply) and the download never touches, and
 * keeps it busy until released. The next application waits behind it, so the app stays in the
 * "Preparing it for offline use" phase with pages still staged for as long as the test needs. The count
 * that was left is kept in window.applyBlocker.staged. Run it in a tab other than the app's.
 */
export async function armApplyBlocker(page: Page): Promise<void> {
  await installOpen(page)
  await page.evaluate(() => {
    const w = window as unknown as Win
    const count = (db: IDBDatabase) =>
      new Promise<number>((resolve, reject) => {
        const c = db.transaction('stagedPages').objectStore('stagedPages').count()
        c.onsuccess = () => resolve(c.result)
        c.onerror = () => reject(c.error)
      })
    void (async () => {
      const db = await w.vettedOpenExisting()
      if (!db) throw new Error("no 'vetted' database yet")
      db.onversionchange = () => db.close()
      for (let last = await count(db); ; ) {
        const now = await count(db)
        if (now < last) {
          // Still in the task that saw the drop: this transaction is created before the app's next one.
          const tx = db.transaction('shadows', 'readwrite')
          let released = false
          const spin = (): void => {
            if (!released) tx.objectStore('shadows').get('none').onsuccess = spin
          }
          spin()
          w.applyBlocker = {
            staged: now,
            release: () => void (released = true),
            done: new Promise((resolve) => (tx.oncomplete = tx.onabort = () => (db.close(), resolve()))),
          }
          return
        }
        last = now
      }
    })()
  })
}

/**
 * Holds back every write of the app's to `store` of 'vetted': waits for the app to have created the
 * database, then keeps a readwrite transaction on the store open until releaseApplyBlocker. Run it in
 * a tab other than the app's.
 */
export async function holdStoreWrites(page: Page, store: string, timeoutMs = 20_000): Promise<void> {
  await installOpen(page)
  await page.evaluate(async ({ name, until }) => {
    const w = window as unknown as Win
    let db = await w.vettedOpenExisting()
    while (!db?.objectStoreNames.contains(name)) {
      db?.close()
      if (Date.now() > until) throw new Error(`no '${name}' store in 'vetted' yet`)
      await new Promise((resolve) => setTimeout(resolve, 20))
      db = await w.vettedOpenExisting()
    }
    const held = db
    held.onversionchange = () => held.close()
    const tx = held.transaction(name, 'readwrite')
    let released = false
    const spin = (): void => {
      if (!released) tx.objectStore(name).get(-1).onsuccess = spin
    }
    spin()
    w.applyBlocker = {
      staged: 0,
      release: () => void (released = true),
      done: new Promise((resolve) => (tx.oncomplete = tx.onabort = () => (held.close(), resolve()))),
    }
  }, { name: store, until: Date.now() + timeoutMs })
}

/** The staged pages left when the blocker took hold (waits for that), or throws after `timeoutMs`. */
export async function applyBlocked(page: Page, timeoutMs = 20_000): Promise<number> {
  await page.waitForFunction(() => (window as unknown as Win).applyBlocker !== undefined, undefined, { timeout: timeoutMs })
  return page.evaluate(() => (window as unknown as Win).applyBlocker!.staged)
}

export const releaseApplyBlocker = (page: Page) =>
  page.evaluate(async () => {
    const blocker = (window as unknown as Win).applyBlocker
    blocker?.release()
    await blocker?.done
  })
