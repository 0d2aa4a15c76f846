// A screen's query kept in the address but answered at once: a click updates local state in the same
// render (so a checkbox never springs back while the router's navigation transition is pending), and
// the address follows with a replace. A change of address from elsewhere (Back, the header search, a
// link) takes over the local state.
import { useState } from 'react'
import { useSearchParams } from 'react-router'

export function useQueryState<Q>(parse: (params: URLSearchParams) => Q, toParams: (query: Q) => URLSearchParams): [Q, (query: Q) => void, string] {
  const [params, setParams] = useSearchParams()
  const addressKey = params.toString()
  const [local, setLocal] = useState(() => ({ key: addressKey, query: parse(params) }))
  const [seenAddress, setSeenAddress] = useState(addressKey)
  let current = local
  if (addressKey !== seenAddress) {
    // The address moved: ours catching up (same key) or someone else's navigation (take it).
    setSeenAddress(addressKey)
    if (addressKey !== local.key) {
      current = { key: addressKey, query: parse(params) }
      setLocal(current)
    }
  }
  const update = (query: Q) => {
    const next = toParams(query)
    setLocal({ key: next.toString(), query })
    setParams(next, { replace: true })
  }
  return [current.query, update, current.key]
}
