// The hub's search results for ?search=: the first 3 vendors and the first 3 products from the local
// index (visitor spec 2 and 9), so they work offline. A failed search is only logged (spec 8) and
// leaves what was shown; `undefined` means the search is still running.
import { useEffect, useState } from 'react'
import { LANDING_LIMITS, searchCatalog, type CatalogResults } from '../../search/search-client'

export function useLandingSearch(term: string): CatalogResults | undefined {
  const [answer, setAnswer] = useState<{ term: string; results: CatalogResults } | null>(null)
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
  }, [term])
  return answer?.term === term ? answer.results : undefined
}
