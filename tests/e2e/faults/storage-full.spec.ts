// Storage full during the first download (docs/sync.md, "Storage"), simulated by making IndexedDB
// refuse writes of products (the snapshot's answers after the first, applied from memory) and of staged
// feed pages with the browser's own QuotaExceededError: one plain message where the download's progress
// shows, no retry loop against the feed, and no cursor, so the copy is never taken for a whole one.
import { expect, test } from '../base-test'
import { CATALOGUE_REQUESTS } from '../first-download'

test('a full disk during the first download says so once, stops downloading and writes nothing half-way', async ({ page }) => {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put
    const add = IDBObjectStore.prototype.add
    const full = (store: IDBObjectStore) => store.name === 'stagedPages' || store.name === 'products'
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if (full(this)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return put.apply(this, args)
    }
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<typeof add>) {
      if (full(this)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return add.apply(this, args)
    }
  })
  let feedRequests = 0
  page.on('request', (r) => CATALOGUE_REQUESTS.test(r.url()) && feedRequests++)
  await page.goto('/vendors')
  await expect(page.getByText('This device is out of space for the offline catalogue. Free some space, then reload.')).toHaveCount(1)
  const afterFailure = feedRequests
  // No tight loop: the engine's fast retries (2 s, 4 s, 8 s) would have asked again by now.
  await page.waitForTimeout(9000)
  expect(feedRequests).toBe(afterFailure)
  const state = await page.evaluate(
    () =>
      new Promise<{ staged: number; products: number; outbox: number; cursor: unknown }>((resolve, reject) => {
        const open = indexedDB.open('vetted')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction(['stagedPages', 'products', 'outbox', 'meta'])
          const out = { staged: -1, products: -1, outbox: -1, cursor: undefined as unknown }
          const staged = tx.objectStore('stagedPages').count()
          staged.onsuccess = () => (out.staged = staged.result)
          const products = tx.objectStore('products').count()
          products.onsuccess = () => (out.products = products.result)
          const outbox = tx.objectStore('outbox').count()
          outbox.onsuccess = () => (out.outbox = outbox.result)
          const cursor = tx.objectStore('meta').get('cursor')
          cursor.onsuccess = () => (out.cursor = cursor.result)
          tx.oncomplete = () => (open.result.close(), resolve(out))
        }
      }),
  )
  expect(state).toEqual({ staged: 0, products: 0, outbox: 0, cursor: undefined })
})
