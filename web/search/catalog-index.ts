// The catalogue's full-text index: vendors and products over plain objects, no DOM and no Dexie, so
// the worker, a benchmark page and Node tests all drive it the same way. Category slugs
// ("it-operations") tokenize like their names ("IT Operations"), so they are indexed as stored.
import { queryTerms, PRODUCT_FIELDS, VENDOR_FIELDS } from './search-terms'
import type {
  CatalogResults, CatalogUpdate, IndexedProduct, IndexedVendor, ProductHit, SearchLimits, VendorHit,
} from './search-types'
import { TermIndex } from './term-index'

export class CatalogIndex {
  private readonly vendorIndex = new TermIndex(VENDOR_FIELDS.map((f) => f.boost))
  private readonly productIndex = new TermIndex(PRODUCT_FIELDS.map((f) => f.boost))
  private readonly vendors = new Map<number, IndexedVendor>()
  private readonly products = new Map<number, IndexedProduct>()
  private readonly productsOfVendor = new Map<number, Set<number>>()

  /** An index over these rows (vendors first, so products are indexed with their vendor's name). */
  static build(vendors: readonly IndexedVendor[], products: readonly IndexedProduct[]): CatalogIndex {
    const index = new CatalogIndex()
    index.putVendors(vendors)
    index.putProducts(products)
    return index
  }

  get size(): { vendors: number; products: number } {
    return { vendors: this.vendors.size, products: this.products.size }
  }

  /** Applies one page of changes as the local copy did: vendors, then products; puts, then deletes. */
  apply(update: CatalogUpdate): void {
    if (update.vendors) {
      this.putVendors(update.vendors.put)
      this.deleteVendors(update.vendors.deleted)
    }
    if (update.products) {
      this.putProducts(update.products.put)
      this.deleteProducts(update.products.deleted)
    }
  }

  /** Adds or replaces vendors; a renamed vendor's products are re-indexed under the new name. */
  putVendors(rows: readonly IndexedVendor[]): void {
    for (const vendor of rows) {
      const previous = this.vendors.get(vendor.id)
      this.vendors.set(vendor.id, vendor)
      this.vendorIndex.put(vendor.id, [vendor.name, vendor.category, vendor.description])
      // Also covers products that arrived before their vendor and were indexed without its name.
      if (previous?.name !== vendor.name) this.reindexProductsOf(vendor.id)
    }
  }

  /** Removes vendors; their products stay, shown without a vendor and no longer found by its name. */
  deleteVendors(ids: readonly number[]): void {
    for (const id of ids) {
      if (!this.vendors.delete(id)) continue
      this.vendorIndex.remove(id)
      this.reindexProductsOf(id)
    }
  }

  /** Adds or replaces products (a product may move to another vendor). */
  putProducts(rows: readonly IndexedProduct[]): void {
    for (const product of rows) {
      const previous = this.products.get(product.id)
      if (previous) this.unlinkProduct(previous)
      this.products.set(product.id, product)
      this.linkProduct(product)
      this.indexProduct(product)
    }
  }

  /** Removes products; unknown ids are ignored. */
  deleteProducts(ids: readonly number[]): void {
    for (const id of ids) {
      const product = this.products.get(id)
      if (!product) continue
      this.products.delete(id)
      this.unlinkProduct(product)
      this.productIndex.remove(id)
    }
  }

  /** The best vendors and products for the typed text, at most `limits` of each; blank text finds nothing. */
  search(text: string, limits: SearchLimits): CatalogResults {
    const terms = queryTerms(text)
    return {
      vendors: this.vendorIndex.search(terms, limits.vendors).map((id) => this.vendorHit(id)),
      products: this.productIndex.search(terms, limits.products).map((id) => this.productHit(id)),
    }
  }

  private vendorHit(id: number): VendorHit {
    const { name, slug, logoUrl } = this.vendors.get(id) as IndexedVendor
    return { id, name, slug, logoUrl }
  }

  private productHit(id: number): ProductHit {
    const { name, slug, logoUrl, vendorId } = this.products.get(id) as IndexedProduct
    const vendor = this.vendors.get(vendorId)
    return { id, name, slug, logoUrl, vendor: vendor ? { name: vendor.name, slug: vendor.slug, logoUrl: vendor.logoUrl } : null }
  }

  private indexProduct(product: IndexedProduct): void {
    const vendorName = this.vendors.get(product.vendorId)?.name ?? null
    this.productIndex.put(product.id, [product.name, vendorName, product.category, product.description])
  }

  private reindexProductsOf(vendorId: number): void {
    for (const productId of this.productsOfVendor.get(vendorId) ?? []) this.indexProduct(this.products.get(productId) as IndexedProduct)
  }

  private linkProduct(product: IndexedProduct): void {
    const set = this.productsOfVendor.get(product.vendorId)
    if (set) set.add(product.id)
    else this.productsOfVendor.set(product.vendorId, new Set([product.id]))
  }

  private unlinkProduct(product: IndexedProduct): void {
    const set = this.productsOfVendor.get(product.vendorId)
    set?.delete(product.id)
    if (set && !set.size) this.productsOfVendor.delete(product.vendorId)
  }
}
