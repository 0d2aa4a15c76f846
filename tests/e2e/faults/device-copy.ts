// What the device holds, read straight from IndexedDB ('vetted', web/db/db.ts) in the page: the
// outbox, the refused changes, and any row still under a temporary (negative) id.
import type { Page } from '@playwright/test'

export interface DeviceState {
  outbox: number
  rejections: number
  /** Tables with rows whose key is negative (created here, never re-keyed), with how many. */
  negativeIds: Record<string, number>
}

const KEYED_BY_ID = ['vendors', 'products', 'productTiers', 'pricingOptions', 'favorites', 'cartLines', 'boards', 'orders']

export function deviceState(page: Page): Promise<DeviceState> {
  return page.evaluate(
    (tables) =>
      new Promise<DeviceState>((resolve, reject) => {
        const open = indexedDB.open('vetted')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction([...tables, 'outbox', 'rejections'])
          const state: DeviceState = { outbox: 0, rejections: 0, negativeIds: {} }
          const outbox = tx.objectStore('outbox').count()
          outbox.onsuccess = () => (state.outbox = outbox.result)
          const rejections = tx.objectStore('rejections').count()
          rejections.onsuccess = () => (state.rejections = rejections.result)
          for (const t of tables) {
            const negative = tx.objectStore(t).count(IDBKeyRange.upperBound(0, true))
            negative.onsuccess = () => negative.result && (state.negativeIds[t] = negative.result)
          }
          tx.oncomplete = () => (db.close(), resolve(state))
          tx.onerror = () => (db.close(), reject(tx.error))
        }
      }),
    KEYED_BY_ID,
  )
}

/** Every row of a table of the local copy. */
export function localRows<T = Record<string, unknown>>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('vetted')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const all = open.result.transaction(name).objectStore(name).getAll()
          all.onsuccess = () => (open.result.close(), resolve(all.result as T[]))
          all.onerror = () => (open.result.close(), reject(all.error))
        }
      }),
    table,
  )
}
