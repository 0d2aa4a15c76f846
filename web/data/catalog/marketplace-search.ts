// The marketplaces' text filter: the ids the local search index finds for the term (all of them, not the
// dropdown's few). If the index cannot answer (no worker), the failure is logged and a plain
// case-insensitive match on name and description stands in, so the list still narrows offline.
import { useEffect, useState } from 'react'
import { searchCatalog } from '../../search/search-client'

/** More hits than any catalogue holds: the listing wants every match. */
export const SEARCH_ALL = 1_000_000

export type TextMatcher = (item: { id: number; name: string; description: string | null }) => boolean

/** A plain match on name and description, used when the index is not available. */
export function plainTextMatcher(term: string): TextMatcher {
  const needle = term.toLowerCase()
  return (item) => item.name.toLowerCase().includes(needle) || !!item.description?.toLowerCase().includes(needle)
}

/**
 * A matcher for the term: null when the term is blank (no text filter), undefined while the index answers.
 * `ready` false holds the search back (the copy is still downloading: the index would miss rows).
 * `rows` are the rows being filtered: when sync changes them, the search runs again, so a row that
 * arrives (or changes its name) after the first answer is found too. The previous answer stays
 * meanwhile. (The index hears of each applied page before the rows' readers do, so the new search
 * sees it.)
 */
export function useTextMatcher(term: string, kind: 'vendors' | 'products', ready = true, rows?: readonly unknown[]): TextMatcher | null | undefined {
  const trimmed = term.trim()
  const [state, setState] = useState<{ term: string; matcher: TextMatcher } | null>(null)
  useEffect(() => {
    if (!trimmed || !ready) return
    let live = true
    const limits = kind === 'vendors' ? { vendors: SEARCH_ALL, products: 0 } : { vendors: 0, products: SEARCH_ALL }
    searchCatalog(trimmed, limits).then(
      (results) => {
        const ids = new Set((kind === 'vendors' ? results.vendors : results.products).map((hit) => hit.id))
        if (live) setState({ term: trimmed, matcher: (item) => ids.has(item.id) })
      },
      (error: unknown) => {
        console.error('Search failed; matching names and descriptions instead', error)
        if (live) setState({ term: trimmed, matcher: plainTextMatcher(trimmed) })
      },
    )
    return () => {
      live = false
    }
  }, [trimmed, kind, ready, rows])
  if (!trimmed) return null
  return ready && state?.term === trimmed ? state.matcher : undefined
}
