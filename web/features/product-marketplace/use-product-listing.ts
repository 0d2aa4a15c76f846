// What the Product Marketplace shows for a query: every local product (vendor joined) through the text
// filter, the type/category/vendor/price filters and the sort, with each product's price figure
// (sync/rules/price-figure) from its tiers' options, in the display currency: the card shows it, and the
// price filter and sort read its amount.
import { useMemo } from 'react'
import { filterProducts, productCategories, sortProducts } from '../../../sync/rules/product-filters'
import { figureAmount, productPriceFigure, type PriceFigure } from '../../../sync/rules/price-figure'
import { useProducts, type ProductWithVendor } from '../../data/catalog/catalog-hooks'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import { useCopyReady, useListFigures, useProductPricingEntries } from '../../data/catalog/marketplace-hooks'
import { useTextMatcher } from '../../data/catalog/marketplace-search'
import type { ProductQuery } from './product-query'

export interface ProductListing {
  /** undefined until products (and, for a price filter or sort, their prices) and search results are read. */
  products: ProductWithVendor[] | undefined
  total: number | undefined
  categoryChoices: { value: string; label: string }[]
  vendorChoices: { value: string; label: string }[]
  priceFigureOf: (product: ProductWithVendor) => PriceFigure | undefined
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

export function useProductListing(query: ProductQuery): ProductListing {
  const all = useProducts()
  const pricing = useProductPricingEntries()
  const ready = useCopyReady(all)
  const matcher = useTextMatcher(query.search, 'products', ready, all)
  const needsPrices = query.priceRanges.length > 0 || query.sort === 'price'
  const currency = useDisplayCurrency()
  const priceFigureOf = useListFigures<ProductWithVendor>(pricing, currency, productPriceFigure)

  const { categoryChoices, vendorChoices, vendorIdOfSlug } = useMemo(() => {
    const vendors = new Map<string, { id: number; name: string }>()
    for (const p of all ?? []) if (p.vendor && !vendors.has(p.vendor.slug)) vendors.set(p.vendor.slug, { id: p.vendorId, name: p.vendor.name })
    return {
      categoryChoices: productCategories(all ?? []).map((c) => ({ value: c, label: c })),
      vendorChoices: [...vendors].map(([slug, v]) => ({ value: slug, label: v.name })).sort((a, b) => byName.compare(a.label, b.label)),
      vendorIdOfSlug: new Map([...vendors].map(([slug, v]) => [slug.toLowerCase(), v.id])),
    }
  }, [all])

  const products = useMemo(() => {
    if (!all || !ready || matcher === undefined || (needsPrices && !pricing)) return undefined
    const startingPrice = (p: ProductWithVendor) => figureAmount(priceFigureOf(p) ?? { kind: 'contact' })
    // A vendor in the address that has no products matches nothing (-1), rather than being ignored.
    const vendorIds = query.vendors.map((slug) => vendorIdOfSlug.get(slug.toLowerCase()) ?? -1)
    const found = matcher ? all.filter(matcher) : all
    const filtered = filterProducts(found, { types: query.types, categories: query.categories, vendorIds, priceRanges: query.priceRanges }, startingPrice)
    return sortProducts(filtered, query.sort, startingPrice)
  }, [all, ready, matcher, needsPrices, pricing, priceFigureOf, query.types, query.categories, query.vendors, query.priceRanges, query.sort, vendorIdOfSlug])

  return { products, total: all?.length, categoryChoices, vendorChoices, priceFigureOf }
}
