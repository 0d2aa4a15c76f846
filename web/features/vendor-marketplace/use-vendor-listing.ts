// What the Vendor Marketplace shows for a query: every local vendor through the text filter (search
// index), the filter panel and the sort, plus each vendor's price summary from its pricing options.
import { useMemo } from 'react'
import { vendorPriceSummary, vendorStartingPrice } from '../../../sync/rules/price-summary'
import { filterVendors, sortVendors } from '../../../sync/rules/vendor-filters'
import type { Vendor } from '../../../sync/schemas'
import { useVendors } from '../../data/catalog/catalog-hooks'
import { useCopyReady, useVendorPricingEntries } from '../../data/catalog/marketplace-hooks'
import { useTextMatcher } from '../../data/catalog/marketplace-search'
import type { VendorQuery } from './vendor-query'

export interface VendorListing {
  /** undefined until the vendors (and, for a price filter, their prices) and search results are read. */
  vendors: Vendor[] | undefined
  /** Every local vendor (for the category counts); undefined while reading. */
  all: Vendor[] | undefined
  /** The card's price summary, once pricing is read (the card reads its own before that). */
  priceSummaryOf: (vendor: Vendor) => string | undefined
}

export function useVendorListing({ filters, sort, search }: VendorQuery): VendorListing {
  const all = useVendors()
  const pricing = useVendorPricingEntries(all !== undefined)
  const ready = useCopyReady(all, 'start')
  const matcher = useTextMatcher(search, 'vendors', ready, all)
  const needsPrices = filters.priceRanges.length > 0
  const vendors = useMemo(() => {
    if (!all || !ready || matcher === undefined || (needsPrices && !pricing)) return undefined
    const found = matcher ? all.filter(matcher) : all
    const filtered = filterVendors(found, filters, (v) => vendorStartingPrice(v, pricing?.get(v.id) ?? []))
    return sortVendors(filtered, sort)
  }, [all, ready, matcher, needsPrices, pricing, filters, sort])
  const priceSummaryOf = useMemo(
    () => (vendor: Vendor) => (pricing ? vendorPriceSummary(vendor, pricing.get(vendor.id) ?? []) : undefined),
    [pricing],
  )
  return { vendors, all, priceSummaryOf }
}
