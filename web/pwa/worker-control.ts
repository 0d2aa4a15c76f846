// Whether a service worker controls this page: then the whole shell is precached (a worker activates
// only once its install has fetched every precached file) and the app opens offline from it. The
// first-download line says "Ready offline" only then (web/app/layout/first-download-line.ts). Kept
// apart from service-worker.ts so reading it pulls in nothing of the registration.
import { create } from 'zustand'

/**
 * 'controlling': a worker controls the page; 'pending': one is expected (registered or about to be);
 * 'none': none will (no service worker in this browser, a development build, or its registration or
 * install failed), so this page cannot become usable offline.
 */
export type WorkerControl = 'controlling' | 'pending' | 'none'

function controlNow(): WorkerControl {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !import.meta.env.PROD) return 'none'
  return navigator.serviceWorker.controller ? 'controlling' : 'pending'
}

export const useWorkerControl = create<{ control: WorkerControl }>(() => ({ control: controlNow() }))

/**
 * Follows the page's controller: a first visit's worker claims the page when it activates
 * (`clientsClaim` in vite.config.ts), which fires `controllerchange`.
 */
export function followWorkerControl(): void {
  if (useWorkerControl.getState().control === 'none') return
  navigator.serviceWorker.addEventListener('controllerchange', () => useWorkerControl.setState({ control: controlNow() }))
}

/** No worker will control this page (its registration or install failed): it stays online-only. */
export function noWorkerWillControl(): void {
  if (!navigator.serviceWorker?.controller) useWorkerControl.setState({ control: 'none' })
}
