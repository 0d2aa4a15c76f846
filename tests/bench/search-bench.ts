// node --import tsx tests/bench/search-bench.ts — the local search index (web/search/catalog-index.ts)
// on the large catalogue (10,000 vendors, 50,000 products) in Node: build time, retained heap, and the
// latency of every keystroke of a realistic typing sequence (each prefix of 20 queries), searching the
// dropdown's 4 vendors and 4 products. Prints Markdown tables for docs/search.md.
// BENCH_VENDORS / BENCH_PRODUCTS change the catalogue size.
import { toIndexedProduct, toIndexedVendor } from '../../web/search/catalog-documents'
import { CatalogIndex } from '../../web/search/catalog-index'
import { runKeystrokeBench } from './search/keystroke-bench'
import { largeCatalogue } from './search/large-catalogue'
import { measureBuild, ms } from './search/measure'

const VENDORS = Number(process.env.BENCH_VENDORS ?? 10_000)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000)

// Memory: generate inside the measured step, so the strings the index keeps count and the rows it drops do not.
const memory = measureBuild(() => {
  const { vendors, products } = largeCatalogue(VENDORS, PRODUCTS)
  return CatalogIndex.build(vendors.map(toIndexedVendor), products.map(toIndexedProduct))
})
const report = runKeystrokeBench(VENDORS, PRODUCTS)

console.log(`\nCatalogue: ${VENDORS.toLocaleString('en-US')} vendors, ${PRODUCTS.toLocaleString('en-US')} products; Node ${process.version}.\n`)
console.log('| measure | value |\n|---|---|')
console.log(`| index build | ${ms(report.buildMs, 0)} ms |`)
console.log(`| heap kept by the index | ${ms(memory.retainedMb, 1)} MB |`)
console.log(`| keystroke queries (3 rounds after a warm-up) | ${report.keystrokes} |`)
console.log(`| per keystroke p50 | ${ms(report.p50)} ms |`)
console.log(`| per keystroke p95 | ${ms(report.p95)} ms |`)
console.log(`| per keystroke max | ${ms(report.max)} ms |`)
console.log('\n| typed query | keystrokes | p50 ms | max ms | top vendor / top product for the full text |\n|---|---|---|---|---|')
for (const q of report.perQuery) {
  console.log(`| \`${q.query}\` | ${q.keystrokes} | ${ms(q.p50)} | ${ms(q.max)} | ${q.topVendor ?? '—'} / ${q.topProduct ?? '—'} |`)
}
