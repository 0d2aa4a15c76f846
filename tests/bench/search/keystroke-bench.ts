// The keystroke benchmark of the pure index, browser-safe: tests/bench/search-bench.ts runs it in Node,
// and a page can import it (bundled) and call runKeystrokeBench() to measure the same in Chromium.
import { toIndexedProduct, toIndexedVendor } from '../../../web/search/catalog-documents'
import { CatalogIndex } from '../../../web/search/catalog-index'
import type { SearchLimits } from '../../../web/search/search-types'
import { largeCatalogue } from './large-catalogue'
import { percentile, timeQueries } from './stats'
import { keystrokes, TYPED_QUERIES } from './typing-queries'

export interface KeystrokeReport {
  vendors: number
  products: number
  buildMs: number
  keystrokes: number
  p50: number
  p95: number
  max: number
  perQuery: { query: string; keystrokes: number; p50: number; max: number; topVendor: string | null; topProduct: string | null }[]
}

export const DROPDOWN: SearchLimits = { vendors: 4, products: 4 }

/** Generates the catalogue, builds the index, and times every keystroke of the typing sequence (3 rounds). */
export function runKeystrokeBench(vendors = 10_000, products = 50_000): KeystrokeReport {
  const catalogue = largeCatalogue(vendors, products)
  const started = performance.now()
  const index = CatalogIndex.build(catalogue.vendors.map(toIndexedVendor), catalogue.products.map(toIndexedProduct))
  const buildMs = performance.now() - started
  const samples = timeQueries(keystrokes(), (q) => index.search(q, DROPDOWN))
  const perQuery = TYPED_QUERIES.map((query) => {
    const own = timeQueries(keystrokes([query]), (q) => index.search(q, DROPDOWN))
    const found = index.search(query, DROPDOWN)
    return {
      query, keystrokes: own.length / 3, p50: percentile(own, 50), max: Math.max(...own),
      topVendor: found.vendors[0]?.name ?? null, topProduct: found.products[0]?.name ?? null,
    }
  })
  return {
    vendors, products, buildMs, keystrokes: samples.length,
    p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples), perQuery,
  }
}
