// WebKit (Safari, and every browser on an iPhone or iPad, which must use WebKit) deletes everything a
// site's scripts stored, IndexedDB included, after 7 days of browser use without a visit to the site,
// unless it was added to the Home Screen (the installed app counts its own days of use). Asking for
// persistent storage does not change that (and WebKitGTK has no navigator.storage at all). So on
// WebKit the person is told, beside their unsent changes (the sync status popover), and the app sends
// them more eagerly: also the moment the page is hidden. docs/engines.md.
export const IDLE_EVICTION_DAYS = 7

export const IDLE_EVICTION_TEXT =
  `This browser deletes the offline copy of Vetted, with changes not yet sent, after ${IDLE_EVICTION_DAYS} days without a visit. Open Vetted at least once a week until they are sent, or add it to your Home Screen.`

/** WebKit's engine: Safari, WebKitGTK, and any browser on iOS (CriOS, FxiOS...), but not Chromium's forks. */
export function isWebKit(userAgent: string): boolean {
  return /AppleWebKit\//.test(userAgent) && !/(Chrome|Chromium|Edg|OPR|SamsungBrowser)\/|Android/.test(userAgent)
}

/** Whether this browser may delete the device's copy after a week without a visit. */
export function evictsWhenIdle(userAgent: string, standalone: boolean): boolean {
  return isWebKit(userAgent) && !standalone
}

/** The running page: installed (Home Screen) apps are exempt. */
export function pageEvictsWhenIdle(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true
  return evictsWhenIdle(navigator.userAgent, standalone)
}

/** Sends (a sync round) whenever the page is hidden: the person may not come back within the week. */
export function syncWhenHidden(syncNow: () => void): () => void {
  const hidden = () => document.visibilityState === 'hidden' && syncNow()
  document.addEventListener('visibilitychange', hidden)
  return () => document.removeEventListener('visibilitychange', hidden)
}
