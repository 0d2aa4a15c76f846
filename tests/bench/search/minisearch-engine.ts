// MiniSearch's own engine set up as the catalogue index would need it, for the engine comparison:
// the same fields, boosts, term processing, prefix and typo budget as web/search, but MiniSearch's
// scoring (BM25+ over every matching document, then a full sort).
import MiniSearch from 'minisearch'
import { maxTypos, termsOf } from '../../../web/search/search-terms'
import type { IndexedProduct, IndexedVendor, SearchLimits } from '../../../web/search/search-types'

const options = (fields: string[]) => ({
  fields,
  storeFields: [],
  tokenize: (text: string) => termsOf(text),
  processTerm: (term: string) => term,
  searchOptions: {
    prefix: true,
    fuzzy: (term: string) => maxTypos(term) || false,
    combineWith: 'AND' as const,
    boost: { name: 5, vendorName: 2, category: 1.5 },
  },
})

export class MiniSearchCatalogIndex {
  private readonly vendorIndex = new MiniSearch(options(['name', 'category', 'description']))
  private readonly productIndex = new MiniSearch(options(['name', 'vendorName', 'category', 'description']))

  constructor(vendors: readonly IndexedVendor[], products: readonly IndexedProduct[]) {
    const vendorNames = new Map(vendors.map((v) => [v.id, v.name]))
    this.vendorIndex.addAll(vendors)
    this.productIndex.addAll(products.map((p) => ({ ...p, vendorName: vendorNames.get(p.vendorId) ?? '' })))
  }

  /** Ids of the best matches, best first. */
  search(text: string, limits: SearchLimits): { vendors: number[]; products: number[] } {
    const top = (index: MiniSearch, limit: number) => index.search(text).slice(0, limit).map((r) => r.id as number)
    return { vendors: top(this.vendorIndex, limits.vendors), products: top(this.productIndex, limits.products) }
  }
}
