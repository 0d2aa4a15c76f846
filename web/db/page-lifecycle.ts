// WebKit (Safari, and so every browser on an iPad) freezes a page it keeps in its back-forward cache
// with its IndexedDB transactions as they were: a round cut off there, say a first download, left every
// later page of the site waiting forever on its own transactions (skeleton screens, no sync) until
// that cached page was dropped. So when the page is hidden its open transactions are aborted (nothing
// is half-written: a page of changes and its cursor are one transaction, docs/sync.md) and the
// connection closed; a page shown again from the cache reopens it on its next read and catches up with
// a round. Work that goes on after the hide (the next page of a first download being written, a round
// that starts again as the last one fails) would reopen the database and start transactions that the
// freeze then keeps: until the page is shown again, every new transaction is aborted as it starts.
// docs/engines.md; tests/engines (the offline writes scenario navigates mid-download).
import type { DBCore, DBCoreTransaction, Dexie, Middleware } from 'dexie'

const open = new Set<IDBTransaction>()
/** Between pagehide and pageshow: the page may be frozen at any moment, so it starts no transaction. */
let hidden = false

/** Dexie middleware (registered before the database opens, web/db/db.ts): keeps the open transactions. */
export const trackOpenTransactions: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'track-open-transactions',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options): DBCoreTransaction {
      const tx = down.transaction(stores, mode, options)
      // Dexie's IndexedDB core hands out the browser's own IDBTransaction.
      if (typeof window !== 'undefined' && tx instanceof IDBTransaction) {
        if (hidden) {
          abortQuietly(tx)
          return tx
        }
        open.add(tx)
        const done = () => open.delete(tx)
        tx.addEventListener('complete', done)
        tx.addEventListener('abort', done)
      }
      return tx
    },
  }),
}

function abortQuietly(tx: IDBTransaction) {
  try {
    tx.abort()
  } catch {
    // already finished
  }
}

function abortOpenTransactions() {
  for (const tx of open) abortQuietly(tx)
  open.clear()
}

export function releaseDatabaseOnPageHide(db: Dexie, resume: () => void): () => void {
  const hide = () => {
    hidden = true
    abortOpenTransactions()
    db.close({ disableAutoOpen: false })
  }
  const show = (event: PageTransitionEvent) => {
    hidden = false
    if (event.persisted) resume()
  }
  window.addEventListener('pagehide', hide)
  window.addEventListener('pageshow', show)
  return () => {
    window.removeEventListener('pagehide', hide)
    window.removeEventListener('pageshow', show)
  }
}
