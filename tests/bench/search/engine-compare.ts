// node --import tsx tests/bench/search/engine-compare.ts — the engine comparison behind docs/search.md:
// web/search's index, MiniSearch's own engine and FlexSearch on the large catalogue. FlexSearch is not a
// dependency; to include it: `npm install --prefix /tmp/flex flexsearch@0.8` and run with
// FLEXSEARCH_DIR=/tmp/flex/node_modules/flexsearch.
import { toIndexedProduct, toIndexedVendor } from '../../../web/search/catalog-documents'
import { CatalogIndex } from '../../../web/search/catalog-index'
import { termsOf } from '../../../web/search/search-terms'
import type { IndexedProduct, IndexedVendor, SearchLimits } from '../../../web/search/search-types'
import { FlexCatalogIndex, loadFlexSearch } from './flexsearch-engine'
import { largeCatalogue } from './large-catalogue'
import { measureBuild, ms, percentile, timeQueries } from './measure'
import { MiniSearchCatalogIndex } from './minisearch-engine'
import { keystrokes, TYPO_QUERIES } from './typing-queries'

type Ids = { vendors: number[]; products: number[] }
interface Engine { name: string; build: (v: IndexedVendor[], p: IndexedProduct[]) => { search: (q: string, l: SearchLimits) => Ids } }

const DROPDOWN = { vendors: 4, products: 4 }
const flex = await loadFlexSearch()
const engines: Engine[] = [
  {
    name: 'web/search (MiniSearch radix tree + top-k scorer)',
    build: (v, p) => {
      const index = CatalogIndex.build(v, p)
      return { search: (q, l) => { const r = index.search(q, l); return { vendors: r.vendors.map((h) => h.id), products: r.products.map((h) => h.id) } } }
    },
  },
  { name: 'MiniSearch 7.2 engine', build: (v, p) => new MiniSearchCatalogIndex(v, p) },
  ...(flex ? [{ name: 'FlexSearch 0.8 (forward, LatinExtra)', build: (v: IndexedVendor[], p: IndexedProduct[]) => new FlexCatalogIndex(flex, v, p) }] : []),
]

const project = (c: ReturnType<typeof largeCatalogue>) => ({ vendors: c.vendors.map(toIndexedVendor), products: c.products.map(toIndexedProduct) })
const rows = project(largeCatalogue())
const text = new Map<string, string[]>([
  ...rows.vendors.map((v) => [`v${v.id}`, termsOf(`${v.name} ${v.category} ${v.description}`)] as const),
  ...rows.products.map((p) => [`p${p.id}`, termsOf(`${p.name} ${p.category} ${p.description}`)] as const),
])
const holds = (key: string, word: string) => (text.get(key) ?? []).some((t) => t.startsWith(word))

console.log(`\n10,000 vendors, 50,000 products; ${keystrokes().length} keystroke queries x 3 rounds after a warm-up; Node ${process.version}.\n`)
console.log('| engine | build ms | heap MB | p50 ms | p95 ms | max ms | typo queries answered | typo hits on target |')
console.log('|---|---|---|---|---|---|---|---|')
for (const engine of engines) {
  const memory = measureBuild(() => { const fresh = project(largeCatalogue()); return engine.build(fresh.vendors, fresh.products) })
  const built = measureBuild(() => engine.build(rows.vendors, rows.products))
  const samples = timeQueries(keystrokes(), (q) => built.value.search(q, DROPDOWN))
  let answered = 0
  let onTarget = 0
  let hits = 0
  for (const { typed, finds } of TYPO_QUERIES) {
    const found = built.value.search(typed, DROPDOWN)
    const keys = [...found.vendors.map((id) => `v${id}`), ...found.products.map((id) => `p${id}`)]
    const good = keys.filter((k) => holds(k, finds)).length
    if (good) answered++
    onTarget += good
    hits += keys.length
  }
  console.log(`| ${engine.name} | ${ms(built.ms, 0)} | ${ms(memory.retainedMb, 1)} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 95))} | ${ms(Math.max(...samples))} | ${answered}/${TYPO_QUERIES.length} | ${onTarget}/${hits} |`)
}
if (!flex) console.log('\nFlexSearch not found: set FLEXSEARCH_DIR to include it.')
