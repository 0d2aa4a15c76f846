// FlexSearch set up as the catalogue index would need it, for the engine comparison only (FlexSearch
// is not a dependency: install it anywhere and point FLEXSEARCH_DIR at that folder's node_modules/flexsearch).
// Prefix: the "forward" tokenizer. Typos: the phonetic LatinExtra encoder (FlexSearch has no edit distance).
// Ranking: fields in priority order (name first), FlexSearch's own order within a field.
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { IndexedProduct, IndexedVendor, SearchLimits } from '../../../web/search/search-types'

type FlexModule = { Document: new (options: unknown) => FlexDocument; Charset: Record<string, unknown> }
interface FlexDocument {
  add(doc: Record<string, unknown>): void
  search(query: string, options: Record<string, unknown>): { id: number }[]
}

/** Loads FlexSearch from FLEXSEARCH_DIR or the project's node_modules; null when neither has it. */
export async function loadFlexSearch(): Promise<FlexModule | null> {
  const dir = process.env.FLEXSEARCH_DIR
  try {
    const entry = dir ? pathToFileURL(createRequire(`${dir}/`).resolve(dir)).href : 'flexsearch'
    const mod = (await import(entry)) as FlexModule & { default?: FlexModule }
    return mod.Document ? mod : (mod.default ?? null)
  } catch {
    return null
  }
}

export class FlexCatalogIndex {
  private readonly vendorIndex: FlexDocument
  private readonly productIndex: FlexDocument

  constructor(flex: FlexModule, vendors: readonly IndexedVendor[], products: readonly IndexedProduct[]) {
    const field = (name: string) => ({ field: name, tokenize: 'forward', encoder: flex.Charset.LatinExtra, resolution: 9 })
    this.vendorIndex = new flex.Document({ document: { id: 'id', index: ['name', 'category', 'description'].map(field) } })
    this.productIndex = new flex.Document({ document: { id: 'id', index: ['name', 'vendorName', 'category', 'description'].map(field) } })
    const vendorNames = new Map<number, string>()
    for (const v of vendors) {
      vendorNames.set(v.id, v.name)
      this.vendorIndex.add({ id: v.id, name: v.name, category: v.category ?? '', description: v.description ?? '' })
    }
    for (const p of products) {
      this.productIndex.add({ id: p.id, name: p.name, vendorName: vendorNames.get(p.vendorId) ?? '', category: p.category ?? '', description: p.description ?? '' })
    }
  }

  /** Ids of the best matches, best first. */
  search(text: string, limits: SearchLimits): { vendors: number[]; products: number[] } {
    const query = text.trim()
    const options = (limit: number) => ({ limit, merge: true, suggest: true })
    return {
      vendors: this.vendorIndex.search(query, options(limits.vendors)).map((r) => r.id).slice(0, limits.vendors),
      products: this.productIndex.search(query, options(limits.products)).map((r) => r.id).slice(0, limits.products),
    }
  }
}
