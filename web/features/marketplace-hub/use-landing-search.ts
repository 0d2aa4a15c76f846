// The hub's search results for ?search=: the first 3 vendors and the first 3 products from the local
// index, so they work offline, and how many match in all: the same search the
// marketplaces run for ?search= (every match), so "See all N vendors" leads to exactly N. The search
// runs again when the copy changes (a first visit straight to /marketplace?search= would otherwise keep
// the answer of an empty index). A failed search is only logged and leaves what was shown.
// `undefined` means "not answered yet", including during the first download of the catalogue.
import { useEffect, useState } from 'react'
import { SEARCH_ALL } from '../../data/catalog/marketplace-search'
import { useCopyRevision, useFirstLoadActive } from '../../data/catalog/home-hooks'
import { LANDING_LIMITS, searchCatalog, type CatalogResults } from '../../search/search-client'

export interface LandingResults extends CatalogResults {
  /** How many vendors and products match in all. */
  vendorCount: number
  productCount: number
}

export function useLandingSearch(term: string): LandingResults | undefined {
  const [answer, setAnswer] = useState<{ term: string; results: LandingResults } | null>(null)
  const revision = useCopyRevision()
  const firstLoad = useFirstLoadActive()
  useEffect(() => {
    if (!term) return
    let current = true
    searchCatalog(term, { vendors: SEARCH_ALL, products: SEARCH_ALL }).then(
      ({ vendors, products }) => current && setAnswer({
        term,
        results: {
          vendors: vendors.slice(0, LANDING_LIMITS.vendors), products: products.slice(0, LANDING_LIMITS.products),
          vendorCount: vendors.length, productCount: products.length,
        },
      }),
      (error) => console.error('Search failed', error),
    )
    return () => {
      current = false
    }
  }, [term, revision])
  return answer?.term === term && !firstLoad ? answer.results : undefined
}
