// One live connection per device (docs/sync.md, "Live pokes"): the tabs of one browser elect the one
// that holds it with a Web Lock of its own, held for as long as that tab keeps the connection. It is
// not the round lock of web/sync/engine.ts ('vetted-sync'), which every tab takes for each round and
// must never be held for long.

export interface Leadership {
  /** Gives the role up (or withdraws the request still waiting for it). */
  release(): void
}

/** Whether tabs can elect one: without Web Locks there is no live channel (the timer pull only). */
export const canElect = () => 'locks' in navigator

/**
 * Asks for the device-wide role `name` (only where canElect()). `lead` runs once this tab holds it and
 * returns what to do when the role is given up: by release(), or by the tab closing (the browser
 * frees its locks).
 */
export function requestLeadership(name: string, lead: () => () => void): Leadership {
  let released = false
  const waiting = new AbortController()
  let giveUp: (() => void) | undefined
  navigator.locks
    .request(name, { signal: waiting.signal }, () => {
      if (released) return undefined // given up in the moment the lock was granted
      const end = lead()
      return new Promise<void>((resolve) => {
        giveUp = () => {
          end()
          resolve()
        }
      })
    })
    .catch(() => undefined) // AbortError: the request was withdrawn before it was granted
  return {
    release() {
      if (released) return
      released = true
      if (giveUp) giveUp()
      else waiting.abort()
    },
  }
}
