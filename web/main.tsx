// Entry point: start listening for the install prompt (it can fire before React renders) and for
// sign-ins and sign-outs in other tabs, render the app, then register the service worker once the first
// download is in and ask for persistent storage once the page has loaded.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadScreen } from './app/router'
import { followSessionAcrossTabs, refreshSession } from './sync/base/session'
import { cacheAdminCodeForAdmins } from './pwa/admin-code-cache'
import { listenForInstallPrompt } from './pwa/install-prompt'
import { requestPersistentStorage } from './pwa/persistent-storage'
import { registerServiceWorkerAfterFirstDownload } from './pwa/service-worker'
import { prefetchFirstPage } from './sync/first-download/first-page'
import { useSyncStatus } from './sync/base/status-store'
import { firstScreenShown } from './components/screen-shown'
import { syncColorModeClass } from './theme/color-mode'

syncColorModeClass()
listenForInstallPrompt()
followSessionAcrossTabs()
// Who is signed in is asked at once, not with the sync engine's first round (which waits for the first
// screen): a signed-in person's first click on a heart or a form must not be taken for a visitor's.
void refreshSession()
const firstVisit = prefetchFirstPage()
preloadScreen(window.location.pathname)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

registerServiceWorkerAfterFirstDownload()
cacheAdminCodeForAdmins()
// Sync and the search index start from their own chunks once the first screen shows its content from
// the local copy (or, on a screen that does not say so, a moment after the page has loaded), so they
// never compete with the first paint; on a first visit at once: every screen waits for the download they bring.
const startBackground = () => void import('./app/start-background').then((m) => m.startBackgroundWork())
const loaded = new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true })))
const UNMARKED_SCREEN_WAIT_MS = 1000
if (firstVisit) startBackground()
else void Promise.race([firstScreenShown, loaded.then(() => new Promise((r) => setTimeout(r, UNMARKED_SCREEN_WAIT_MS)))]).then(startBackground)
window.addEventListener(
  'load',
  () =>
    void requestPersistentStorage().then((outcome) => {
      if (outcome === 'refused' || outcome === 'asked-before') useSyncStatus.setState({ storageNotKept: true })
    }).then(() => import('./pwa/storage-eviction')).then((m) => useSyncStatus.setState({ storageEvictsWhenIdle: m.pageEvictsWhenIdle() })),
  { once: true },
)
