// The hub's search results for ?search=: the first 3 vendors and the first 3 products from the local
// index (visitor spec 2 and 9), so they work offline. The search runs again when the copy changes (a
// first visit straight to /marketplace?search= would otherwise keep the answer of an empty index).
// A failed search is only logged (spec 8) and leaves what was shown. `undefined` means "not answered
// yet", including during the first download of the catalogue.
import { useEffect, useState } from 'react'
import { useCopyRevision, useFirstLoadActive } from '../../data/catalog/home-hooks'
import { LANDING_LIMITS, searchCatalog, type CatalogResults } from '../../search/search-client'

export function useLandingSearch(term: string): CatalogResults | undefined {
  const [answer, setAnswer] = useState<{ term: string; results: CatalogResults } | null>(null)
  const revision = useCopyRevision()
  const firstLoad = useFirstLoadActive()
  useEffect(() => {
    if (!term) return
    let current = true
    searchCatalog(term, LANDING_LIMITS).then(
      (results) => current && setAnswer({ term, results }),
      (error) => console.error('Search failed', error),
    )
    return () => {
      current = false
    }
  }, [term, revision])
  return answer?.term === term && !firstLoad ? answer.results : undefined
}
