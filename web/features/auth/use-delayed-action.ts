// Runs an action a fixed time after success (the auth dialog closes 1000 ms after it, visitor spec 9),
// and never after the component that asked has gone.
import { useCallback, useEffect, useRef } from 'react'

export const CLOSE_AFTER_SUCCESS_MS = 1000

export function useDelayedAction(action: () => void, delayMs = CLOSE_AFTER_SUCCESS_MS): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(action)
  latest.current = action
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(), delayMs)
  }, [delayMs])
}
