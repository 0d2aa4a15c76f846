// A handler whose identity never changes and that calls the latest function given: a memoised child
// (a filter row, a dropdown) then need not draw itself again because its parent made a new closure.
import { useCallback, useLayoutEffect, useRef } from 'react'

export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler)
  useLayoutEffect(() => {
    latest.current = handler
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
