// node --import tsx tests/bench/search-bench.ts — the local search index (web/search/catalog-index.ts)
// on the large catalogue (10,000 vendors, 50,000 products) in Node: build time, retained heap, and the
// latency of every keystroke of a realistic typing sequence (each prefix of 20 queries), searching the
// dropdown's 4 vendors and 4 products. Prints a Markdown table for docs/search.md.
import { toIndexedProduct, toIndexedVendor } from '../../web/search/catalog-documents'
import { CatalogIndex } from '../../web/search/catalog-index'
import { largeCatalogue, type LargeCatalogue } from './search/large-catalogue'
import { measureBuild, ms, percentile, timeQueries } from './search/measure'
import { keystrokes, TYPED_QUERIES } from './search/typing-queries'

const VENDORS = Number(process.env.BENCH_VENDORS ?? 10_000)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000)
const DROPDOWN = { vendors: 4, products: 4 }

const buildFrom = (c: LargeCatalogue) => CatalogIndex.build(c.vendors.map(toIndexedVendor), c.products.map(toIndexedProduct))

// Memory: generate inside the measured step, so the strings the index keeps count and the rows it drops do not.
const memory = measureBuild(() => buildFrom(largeCatalogue(VENDORS, PRODUCTS)))
const catalogue = largeCatalogue(VENDORS, PRODUCTS)
const build = measureBuild(() => buildFrom(catalogue))
const index = build.value

const typed = keystrokes()
const samples = timeQueries(typed, (q) => index.search(q, DROPDOWN))
const perQuery = TYPED_QUERIES.map((query) => {
  const own = timeQueries(keystrokes([query]), (q) => index.search(q, DROPDOWN))
  const found = index.search(query, DROPDOWN)
  return `| \`${query}\` | ${own.length / 3} | ${ms(percentile(own, 50))} | ${ms(Math.max(...own))} | ${found.vendors[0]?.name ?? '—'} / ${found.products[0]?.name ?? '—'} |`
})

console.log(`\nCatalogue: ${VENDORS.toLocaleString('en-US')} vendors, ${PRODUCTS.toLocaleString('en-US')} products; Node ${process.version}.\n`)
console.log('| measure | value |\n|---|---|')
console.log(`| index build | ${ms(build.ms, 0)} ms |`)
console.log(`| heap kept by the index | ${ms(memory.retainedMb, 1)} MB |`)
console.log(`| keystroke queries (3 rounds after a warm-up) | ${samples.length} |`)
console.log(`| per keystroke p50 | ${ms(percentile(samples, 50))} ms |`)
console.log(`| per keystroke p95 | ${ms(percentile(samples, 95))} ms |`)
console.log(`| per keystroke max | ${ms(Math.max(...samples))} ms |`)
console.log('\n| typed query | keystrokes | p50 ms | max ms | top vendor / top product for the full text |\n|---|---|---|---|---|')
console.log(perQuery.join('\n'))
