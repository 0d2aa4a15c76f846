// Registers the service worker (production builds only) and tracks whether an update is waiting.
// Updates are prompt-based: a new worker installs in the background and waits; the user's Reload
// activates it (SKIP_WAITING) and the page reloads once it controls the page. We also check for
// updates every 60 minutes and whenever the tab becomes visible again, so long-lived tabs move on.
// The browser's own API does it (no workbox-window: the worker is generated, only registered here).
import { create } from 'zustand'
import { useSyncStatus, type SyncStatus } from '../sync/base/status-store'
import { followWorkerControl, noWorkerWillControl } from './worker-control'

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

type ServiceWorkerState = {
  updateWaiting: boolean
  /** Another tab activated a new build: this one runs the old code and must reload. */
  updatedElsewhere: boolean
  applyUpdate: () => Promise<void>
}

export const useServiceWorker = create<ServiceWorkerState>(() => ({
  updateWaiting: false,
  updatedElsewhere: false,
  applyUpdate: async () => {},
}))

/** The longest a registration waits for the first download (a download that hangs must not keep the app from installing). */
const MAX_WAIT_FOR_DOWNLOAD_MS = 60_000

/**
 * Whether the link is free for the precache: the first sync round of this page has ended (a returning
 * visitor's copy is read at once), or a first download has received every answer (writing them to
 * the tables needs no network).
 */
const linkFree = (s: SyncStatus) =>
  s.firstLoad.active ? s.firstLoad.readable === 'all' : !s.syncing && (s.lastSyncedAt !== null || s.error !== null || !s.online || s.storageFull)

/**
 * Registers the service worker once the catalogue's first download no longer needs the network: its
 * precache (the whole visitor shell, about 150 files) would otherwise share a slow link with the
 * download, and the two cores with its processing (BENCHMARKS.md). A returning visitor's
 * worker is already installed; registering only checks for an update.
 */
export function registerServiceWorkerAfterFirstDownload(): void {
  if (!('serviceWorker' in navigator)) return
  followWorkerControl()
  let registered = false
  const register = () => {
    if (registered) return
    registered = true
    unwatch()
    clearTimeout(timer)
    registerServiceWorker()
  }
  const unwatch = useSyncStatus.subscribe((s) => linkFree(s) && register())
  const timer = setTimeout(register, MAX_WAIT_FOR_DOWNLOAD_MS)
  if (linkFree(useSyncStatus.getState())) register() // offline at start
}

/** The worker vite-plugin-pwa generates into the build's root (generateSW). */
const WORKER_URL = '/sw.js'
/** What the generated worker takes as the word to activate (vite.config.ts: skipWaiting false). */
const SKIP_WAITING = { type: 'SKIP_WAITING' }

function registerServiceWorker() {
  if (!import.meta.env.PROD) return
  const showUpdate = () => useServiceWorker.setState({ updateWaiting: true })
  // A worker waits (an update) only while another is active; a first install activates at once.
  const waitsAsUpdate = (registration: ServiceWorkerRegistration, worker: ServiceWorker | null) =>
    worker !== null && registration.waiting === worker && registration.active !== null
  const loaded = new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true })))
  const registered = loaded.then(() => navigator.serviceWorker.register(WORKER_URL, { scope: '/' })).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks service workers can answer without a registration.
      if (!registration) return void noWorkerWillControl()
      if (waitsAsUpdate(registration, registration.waiting)) showUpdate()
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing
        installing?.addEventListener('statechange', () => installing.state === 'installed' && waitsAsUpdate(registration, installing) && showUpdate())
      })
      watchFirstInstall(registration)
      checkForUpdatesPeriodically(registration)
      return registration
    },
    // A warning, not an error: the app works without it (only offline use and updates need it).
    (error: unknown) => {
      noWorkerWillControl()
      console.warn('Service worker registration failed', error)
      return undefined
    },
  )
  // A page already controlled whose controller changes was updated by another tab's Reload: its lazy
  // parts of the old build are gone from the server, so it reloads too (the person accepted the
  // update; queued changes are on the device). The banner stays as a fallback if the reload is held.
  const controlledAtStart = !!navigator.serviceWorker.controller
  let updatingHere = false
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlledAtStart || updatingHere) return
    useServiceWorker.setState({ updatedElsewhere: true })
    window.location.reload()
  })
  useServiceWorker.setState({
    applyUpdate: async () => {
      updatingHere = true
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
      const registration = await registered
      registration?.waiting?.postMessage(SKIP_WAITING)
    },
  })
}

/** A first install that fails (a precached file could not be fetched) leaves the page without a worker. */
function watchFirstInstall(registration: ServiceWorkerRegistration) {
  const installing = registration.installing
  if (navigator.serviceWorker.controller || !installing) return
  installing.addEventListener('statechange', () => installing.state === 'redundant' && noWorkerWillControl())
}

function checkForUpdatesPeriodically(registration: ServiceWorkerRegistration) {
  const check = () => {
    // Offline or mid-install checks only fail noisily; the next trigger will try again.
    if (!navigator.onLine || registration.installing) return
    registration.update().catch(() => {})
  }
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}
