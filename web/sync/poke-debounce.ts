// A burst of pokes leads to one pull (docs/sync.md, "Live pokes"): the first poke starts a short wait,
// later ones only raise the newest version heard, and when the wait ends the pull runs once, and only
// if that version is newer than the device's cursor (the engine's own round may already have pulled it).

export interface PokeDebouncer {
  poke(version: number): void
  cancel(): void
}

export function createPokeDebouncer(options: { delayMs: number; readCursor: () => Promise<number>; pull: () => void }): PokeDebouncer {
  let newest = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    poke(version) {
      newest = Math.max(newest, version)
      timer ??= setTimeout(async () => {
        timer = undefined
        if (newest > (await options.readCursor())) options.pull()
      }, options.delayMs)
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
