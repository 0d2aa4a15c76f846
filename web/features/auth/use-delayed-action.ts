// Runs an action a fixed time after success (the auth dialog closes 1000 ms after it),
// and never after the component that asked has gone. The timing lives in a plain function so a unit
// test can hold it to that number.
import { useEffect, useMemo, useRef } from 'react'

export const CLOSE_AFTER_SUCCESS_MS = 1000

export interface DelayedAction {
  /** (Re)starts the wait; the action runs once, delayMs after the last call. */
  run: () => void
  cancel: () => void
}

export function delayedAction(action: () => void, delayMs = CLOSE_AFTER_SUCCESS_MS): DelayedAction {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    run: () => {
      clearTimeout(timer)
      timer = setTimeout(action, delayMs)
    },
    cancel: () => clearTimeout(timer),
  }
}

export function useDelayedAction(action: () => void, delayMs = CLOSE_AFTER_SUCCESS_MS): () => void {
  const latest = useRef(action)
  latest.current = action
  const delayed = useMemo(() => delayedAction(() => latest.current(), delayMs), [delayMs])
  useEffect(() => delayed.cancel, [delayed])
  return delayed.run
}
