// The first screen of a page load, painted with its content (not a spinner). Work that can wait — the
// sync engine's first round, the search index — starts after it (web/main.tsx), so on a warm start the
// screen's own reads of the local copy have IndexedDB and the main thread to themselves.
import { useEffect } from 'react'

let markShown: () => void = () => undefined
/** Resolves once a screen has said its content is on the page, after the frame that paints it. */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve
})

/** Screens call this with true once their content is rendered; later calls change nothing. */
export function useScreenShown(shown: boolean): void {
  useEffect(() => {
    if (shown) requestAnimationFrame(() => setTimeout(markShown, 0))
  }, [shown])
}
