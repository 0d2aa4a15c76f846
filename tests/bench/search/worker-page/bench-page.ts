// The page behind tests/bench/search/chromium-bench.ts. window.seedCatalogue() fills the app's
// IndexedDB copy with the large catalogue; after a reload, window.runSearchBench() starts the real
// search worker (which builds from that copy) and times each keystroke's round trip through
// searchCatalog, recording main-thread long tasks (over 50 ms) the whole time; then it times the
// pure index on this page's own thread for comparison.
import { db } from '../../../../web/db/db'
import { searchCatalog, searchIndexReady, startSearchIndex } from '../../../../web/search/search-client'
import { DROPDOWN, runKeystrokeBench } from '../keystroke-bench'
import { largeCatalogue } from '../large-catalogue'
import { percentile } from '../stats'
import { keystrokes } from '../typing-queries'

const longTasks: number[] = []
new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true })

async function seedCatalogue(): Promise<{ vendors: number; products: number }> {
  const { vendors, products } = largeCatalogue()
  await db.transaction('rw', db.vendors, db.products, async () => {
    await db.vendors.clear()
    await db.products.clear()
    await db.vendors.bulkPut(vendors)
    await db.products.bulkPut(products)
  })
  return { vendors: await db.vendors.count(), products: await db.products.count() }
}

async function runSearchBench() {
  const started = performance.now()
  startSearchIndex()
  await searchIndexReady()
  const workerBuildMs = performance.now() - started
  const typed = keystrokes()
  for (const q of typed) await searchCatalog(q, DROPDOWN)
  const samples: number[] = []
  for (let round = 0; round < 3; round++) {
    for (const q of typed) {
      const sent = performance.now()
      await searchCatalog(q, DROPDOWN)
      samples.push(performance.now() - sent)
    }
  }
  const worker = { buildMs: workerBuildMs, keystrokes: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples), longTasks: [...longTasks] }
  const pure = runKeystrokeBench()
  return { worker, pure: { ...pure, perQuery: undefined } }
}

Object.assign(window, { seedCatalogue, runSearchBench })
