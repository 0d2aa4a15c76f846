// What the Vendor Marketplace shows for a query: every local vendor through the text filter (search
// index), the filter panel and the sort, plus each vendor's price figure (sync/rules/price-figure) from its
// pricing options, in the display currency; the price filter reads the same figure. Every vendor's
// pricing is read only for the price filter: the cards shown read their own.
import { useMemo } from 'react'
import { figureAmount, vendorPriceFigure, type PriceFigure } from '../../../sync/rules/price-figure'
import { filterVendors, sortVendors } from '../../../sync/rules/vendor-filters'
import type { Vendor } from '../../../sync/schemas'
import { useVendors } from '../../data/catalog/catalog-hooks'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import { useCopyReady, useListFigures, useVendorPricingEntries } from '../../data/catalog/marketplace-hooks'
import { useTextMatcher } from '../../data/catalog/marketplace-search'
import type { VendorQuery } from './vendor-query'

export interface VendorListing {
  /** undefined until the vendors (and, for a price filter, their prices) and search results are read. */
  vendors: Vendor[] | undefined
  /** Every local vendor (for the category counts); undefined while reading. */
  all: Vendor[] | undefined
  /**
   * The card's price figure when the price filter read every vendor's pricing; else undefined and each
   * card shown reads its own (a plain list reads no pricing of vendors it does not show).
   */
  priceFigureOf: (vendor: Vendor) => PriceFigure | undefined
}

export function useVendorListing({ filters, sort, search }: VendorQuery): VendorListing {
  const all = useVendors()
  const needsPrices = filters.priceRanges.length > 0
  const pricing = useVendorPricingEntries(all !== undefined && needsPrices)
  const ready = useCopyReady(all, 'start')
  const matcher = useTextMatcher(search, 'vendors', ready, all)
  const currency = useDisplayCurrency()
  const priceFigureOf = useListFigures<Vendor>(pricing, currency, vendorPriceFigure)
  // Sorted once per copy and sort; the text match and the filters keep that order.
  const sorted = useMemo(() => all && sortVendors(all, sort), [all, sort])
  const vendors = useMemo(() => {
    if (!sorted || !ready || matcher === undefined || (needsPrices && !pricing)) return undefined
    const found = matcher ? sorted.filter(matcher) : sorted
    return filterVendors(found, filters, (v) => figureAmount(priceFigureOf(v) ?? { kind: 'contact' }))
  }, [sorted, ready, matcher, needsPrices, pricing, filters, priceFigureOf])
  return { vendors, all, priceFigureOf }
}
