// A burst of pokes leads to one pull (docs/sync.md, "Live pokes"): the first poke starts a short wait,
// later ones only keep the newest poke heard, and when the wait ends the pull runs once, and only if
// that poke's cursor is not the device's (the engine's own round may already have pulled it). Cursors
// are opaque: a different one means the server moved on, or its database was restored (a new epoch:
// the pull answers 410 and the copy is rebuilt).
import type { Poke } from '../../../sync/protocol/live-events'

export interface PokeDebouncer {
  poke(poke: Poke): void
  cancel(): void
}

export function createPokeDebouncer(options: { delayMs: number; readCursor: () => Promise<string>; pull: () => void }): PokeDebouncer {
  let newest: Poke | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    poke(poke) {
      if (!newest || poke.version >= newest.version) newest = poke
      timer ??= setTimeout(() => {
        timer = undefined
        const heard = newest
        newest = null
        if (heard) void options.readCursor().then((cursor) => heard.cursor !== cursor && options.pull())
      }, options.delayMs)
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
