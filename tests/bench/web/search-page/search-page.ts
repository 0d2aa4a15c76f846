// The page behind steps 2 and 3 of tests/bench/web-bench.ts, served by the real server from the same
// origin as the app (so it shares nothing with the app's production bundle, which exposes no hooks).
// window.benchFeed() fills this origin's IndexedDB copy from the real change feed with the calls
// pull() makes (fetch, parse, applyChanges), timing each part per page; window.benchSearch() then starts
// the real search worker (search-client.ts), times it until searchIndexReady() resolves, and times the
// round trip of searchCatalog for every keystroke of the typing sequence. window.benchFloor() writes the
// fetched vendor and product rows again with the bare IndexedDB API: one record per row with the app's
// indexes, without them, and one record per page: the floor any per-row copy has on this machine.
import { FIRST_CURSOR, type ChangesPage } from '../../../../sync/protocol/changes'
import { db, openVettedDb } from '../../../../web/db/db'
import { PAGE_SIZE, pull } from '../../../../web/sync/pull/pull'
import { applyChanges } from '../../../../web/sync/copy/apply-changes'
import { DROPDOWN_LIMITS, searchCatalog, searchIndexReady, startSearchIndex } from '../../../../web/search/search-client'
import { percentile } from '../../search/stats'
import { keystrokes } from '../../search/typing-queries'

export interface FeedTimings { pages: number; rows: number; mb: number; totalMs: number; answerMs: number; bodyMs: number; parseMs: number; applyMs: number; slowestApplyMs: number; applyFirstPagesMs: number; applyLastPagesMs: number }
/** The same rows written with the bare IndexedDB API (no Dexie, no app): what this browser and machine allow. */
export interface FloorTimings { rows: number; perRowMs: number; perRowNoIndexesMs: number; perPageMs: number }
/** The app's own first pull() into a fresh copy, without the app around it (no screens, no search worker). */
export interface PullTimings { rows: number; downloadedMs: number; totalMs: number }
export interface SearchTimings { buildMs: number; keystrokes: number; p50: number; p95: number; max: number; vendorsFound: number; productsFound: number }

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** The vendor and product rows of each page benchFeed applied, kept for benchFloor. */
const fetchedPages: { vendors: unknown[]; products: unknown[] }[] = []

async function benchFeed(): Promise<FeedTimings> {
  const answer: number[] = [], body: number[] = [], parse: number[] = [], apply: number[] = []
  let since = FIRST_CURSOR, rows = 0, bytes = 0
  const started = performance.now()
  for (;;) {
    const t0 = performance.now()
    const res = await fetch(`/api/sync/changes?since=${encodeURIComponent(since)}&limit=${PAGE_SIZE}`, { credentials: 'include', headers: { Accept: 'application/json' } })
    const t1 = performance.now()
    const text = await res.text()
    const t2 = performance.now()
    if (!res.ok) throw new Error(`feed answered ${res.status}: ${text.slice(0, 200)}`)
    const page = JSON.parse(text) as ChangesPage
    const t3 = performance.now()
    await applyChanges(db, page.changes, page.next)
    const t4 = performance.now()
    fetchedPages.push({
      vendors: page.changes.filter((c) => c.entity === 'vendor' && c.op === 'put').map((c) => c.data),
      products: page.changes.filter((c) => c.entity === 'product' && c.op === 'put').map((c) => c.data),
    })
    answer.push(t1 - t0); body.push(t2 - t1); parse.push(t3 - t2); apply.push(t4 - t3)
    rows += page.changes.length
    bytes += text.length
    if (!page.hasMore) break
    since = page.next
  }
  return {
    pages: apply.length, rows, mb: bytes / 1e6, totalMs: performance.now() - started, answerMs: sum(answer),
    bodyMs: sum(body), parseMs: sum(parse), applyMs: sum(apply), slowestApplyMs: Math.max(...apply),
    applyFirstPagesMs: sum(apply.slice(0, 5)) / Math.min(5, apply.length), applyLastPagesMs: sum(apply.slice(-5)) / Math.min(5, apply.length),
  }
}

function openRawDb(name: string, create: (raw: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () => create(request.result)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** The vendors and products stores as the app declares them (db.ts), optionally without secondary indexes. */
function appStores(withIndexes: boolean) {
  return (raw: IDBDatabase) => {
    for (const table of [db.vendors, db.products]) {
      const store = raw.createObjectStore(table.name, { keyPath: table.schema.primKey.keyPath as string })
      if (withIndexes) for (const index of table.schema.indexes) store.createIndex(index.name, index.keyPath as string, { unique: !!index.unique, multiEntry: !!index.multi })
    }
  }
}

function writeAll(raw: IDBDatabase, write: (tx: IDBTransaction, page: (typeof fetchedPages)[number], n: number) => void): Promise<number> {
  const started = performance.now()
  return fetchedPages
    .reduce<Promise<void>>((done, page, n) => done.then(() => new Promise((resolve, reject) => {
      const tx = raw.transaction(raw.objectStoreNames, 'readwrite', { durability: 'strict' })
      write(tx, page, n)
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })), Promise.resolve())
    .then(() => performance.now() - started)
}

async function benchFloor(): Promise<FloorTimings> {
  const perRow = (tx: IDBTransaction, page: (typeof fetchedPages)[number]) => {
    for (const row of page.vendors) tx.objectStore('vendors').put(row)
    for (const row of page.products) tx.objectStore('products').put(row)
  }
  const run = Date.now()
  const perRowMs = await writeAll(await openRawDb(`floor-rows-${run}`, appStores(true)), perRow)
  const perRowNoIndexesMs = await writeAll(await openRawDb(`floor-bare-${run}`, appStores(false)), perRow)
  const perPageMs = await writeAll(await openRawDb(`floor-pages-${run}`, (raw) => raw.createObjectStore('pages')), (tx, page, n) => tx.objectStore('pages').put(page, n))
  return { rows: fetchedPages.reduce((t, p) => t + p.vendors.length + p.products.length, 0), perRowMs, perRowNoIndexesMs, perPageMs }
}

async function benchPull(): Promise<PullTimings> {
  const copy = openVettedDb(`bench-pull-${Date.now()}`)
  const started = performance.now()
  let downloadedMs = 0
  const { rows } = await pull(copy, { onFirstLoad: (p) => { if (p.phase === 'apply' && !downloadedMs) downloadedMs = performance.now() - started } })
  const totalMs = performance.now() - started
  copy.close()
  return { rows, downloadedMs, totalMs }
}

async function benchSearch(): Promise<SearchTimings> {
  const started = performance.now()
  startSearchIndex()
  await searchIndexReady()
  const buildMs = performance.now() - started
  const typed = keystrokes()
  for (const q of typed) await searchCatalog(q, DROPDOWN_LIMITS) // warm-up round
  const samples: number[] = []
  for (let round = 0; round < 3; round++) {
    for (const q of typed) {
      const sent = performance.now()
      await searchCatalog(q, DROPDOWN_LIMITS)
      samples.push(performance.now() - sent)
    }
  }
  const check = await searchCatalog('security', DROPDOWN_LIMITS)
  return {
    buildMs, keystrokes: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples),
    vendorsFound: check.vendors.length, productsFound: check.products.length,
  }
}

Object.assign(window, { benchFeed, benchFloor, benchPull, benchSearch })
