// A piece of the always-present frame (header badges, menus, the toast view) whose code loads in its own
// chunk. Unlike React.lazy, a chunk that fails to load (offline before the service worker has cached
// it, on a first visit) does not throw into the page: the fallback shows, and loading is tried again
// when the connection returns (the browser's event, or the app's requests answered again) or the
// piece mounts again. Screens keep React.lazy, behind their error
// boundary.
import { createElement, useEffect, useReducer, type ComponentType, type ReactNode } from 'react'
import { useSyncStatus } from '../sync/base/status-store'
import { retryableImport } from './retryable-import'

export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<void> | null = null
  const loadAgain = retryableImport(load)
  const attempt = () =>
    (pending ??= loadAgain().then(
      (m) => { loaded = m.default },
      () => { pending = null }, // try again later
    ))

  return function LazyPart(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0)
    useEffect(() => {
      if (loaded) return
      let mounted = true
      const tryNow = () => void attempt().then(() => mounted && loaded && rerender())
      tryNow()
      window.addEventListener('online', tryNow)
      // Behind a captive portal the browser never fires `online`: the app's own requests say when the
      // server answers again (web/sync/base/connectivity.ts).
      const unwatch = useSyncStatus.subscribe((s, before) => s.online && !before.online && tryNow())
      return () => {
        mounted = false
        window.removeEventListener('online', tryNow)
        unwatch()
      }
    }, [])
    return loaded ? createElement(loaded, props) : fallback(props)
  }
}
