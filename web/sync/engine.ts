// Runs sync in the browser (docs/sync.md): on start, when the browser comes online, when the tab
// becomes visible, every minute, and whenever a change is queued. One tab at a time runs a round (a
// Web Lock); the tab that applies a page tells the others over a BroadcastChannel so their
// search indexes follow too.
import { db, onNewerSchema } from '../db/db'
import { releaseDatabaseOnPageHide } from '../db/page-lifecycle'
import { importLegacyStorage } from '../db/legacy-import'
import { refreshSession, stillSignedInAs, useSession } from './base/session'
import { followIdentity } from './account/account-data'
import type { AppliedChanges } from './copy/apply-changes'
import { startLiveChannel } from './live/live-channel'
import { onEnqueue } from './push/outbox'
import { pull, SignedOutDuringPull } from './pull/pull'
import { sendPending } from './push/sender'
import { firstLoadPending } from './first-download/staged-download'
import { isQuotaError } from './base/quota-error'
import { stagedCatalog } from './first-download/staged-catalog'
import { useSyncStatus } from './base/status-store'
import { ApiError } from './base/api-client'
import { withSyncLock } from './base/sync-lock'

const PERIOD_MS = 60_000
const LAST_SYNCED_KEY = 'lastSyncedAt'

type AppliedListener = (applied: AppliedChanges) => void
/** What one tab tells the others over the 'vetted-sync' channel. */
type TabMessage = { type: 'applied'; applied: [...AppliedChanges extends Map<infer K, infer V> ? [K, V] : never][] } | { type: 'rebuilt' }
const appliedListeners = new Set<AppliedListener>()
const rebuiltListeners = new Set<() => void>()

/** Called with every page of changes applied to the copy, by this tab or another. */
export function onApplied(listener: AppliedListener): () => void {
  appliedListeners.add(listener)
  return () => appliedListeners.delete(listener)
}
/** Called after the copy was rebuilt from scratch (a 410), by this tab or another. */
export function onRebuilt(listener: () => void): () => void {
  rebuiltListeners.add(listener)
  return () => rebuiltListeners.delete(listener)
}

let channel: BroadcastChannel | null = null
let running = false
let again = false
/** An `online` trigger that arrived mid-round: the next round must not wait out the backoff either. */
let againIgnoringBackoff = false
let retryTimer: ReturnType<typeof setTimeout> | undefined
/** A round that failed online (e.g. the network not quite back right after the `online` event) is
 * retried soon, 2 s then doubling up to 30 s, instead of waiting for the minute timer. */
let failedRounds = 0
let roundRetryTimer: ReturnType<typeof setTimeout> | undefined
const ROUND_RETRY_FIRST_MS = 2000
const ROUND_RETRY_MAX_MS = 30_000

/**
 * With the Web Lock `name` when the browser has Web Locks. A tab whose round finds another tab's round
 * running waits for it, then runs its own (cheap: the pull starts from the cursor the other tab moved),
 * so a change queued in this tab is never left for the minute timer.
 */
async function withLock(name: string, work: () => Promise<void>): Promise<void> {
  await withSyncLock(name, work) // sync-lock.ts: also gives the lock up when the page is hidden
}

/** This page ran a first download (its line shows until the copy is stored: firstLoad.stored). */
let firstDownloadInPage = false

async function pullNow(): Promise<void> {
  // Out of space: another download would fail the same way; the person frees space and retries.
  if (useSyncStatus.getState().storageFull) return
  const firstLoad = await firstLoadPending(db)
  if (firstLoad) useSyncStatus.setState({ firstLoad: { active: true, rows: 0, saved: null } })
  let stagedApplied = false
  let stored = false
  try {
    const ownerId = useSession.getState().user?.id ?? null
    const { rebuilt } = await pull(db, {
      ownerId,
      stillSignedIn: stillSignedInAs(ownerId),
      onPage: (applied, _rows, staged) => {
        appliedListeners.forEach((l) => l(applied))
        // Other tabs hear of a first download once, at its end (below): posting each 5,000-row page
        // would copy the whole catalogue through the channel for tabs that rarely exist.
        if (staged) stagedApplied = true
        else channel?.postMessage({ type: 'applied', applied: [...applied] })
      },
      onFirstLoad: (progress) => {
        const before = useSyncStatus.getState().firstLoad
        if (progress.phase === 'stored') return useSyncStatus.setState({ firstLoad: { ...before, stored: progress.kept } })
        const rows = progress.rows || before.rows
        const readable = progress.phase === 'apply' ? (stagedCatalog() ? 'all' : before.readable) : progress.phase === 'download' ? before.readable : progress.phase
        useSyncStatus.setState({ firstLoad: { active: true, rows, saved: progress.phase === 'apply' ? progress.share : null, readable, stored: before.stored } })
      },
    })
    if (rebuilt) rebuiltListeners.forEach((l) => l())
    // A first download of this page (this round's, or one cut off whose rest this round brought) is
    // stored once a round ends with a cursor and nothing left staged, read back from IndexedDB: only
    // the download's last committed transaction leaves that (one cut off part way throws, or leaves
    // no cursor).
    const { active, stored: before } = useSyncStatus.getState().firstLoad
    firstDownloadInPage ||= active
    if (firstDownloadInPage && !before) stored = !(await firstLoadPending(db))
  } finally {
    // Other tabs rebuild their search index from the copy (also after a download cut off part way).
    if (stagedApplied) channel?.postMessage({ type: 'rebuilt' })
    const now = useSyncStatus.getState().firstLoad
    firstDownloadInPage ||= now.active
    useSyncStatus.setState({ firstLoad: { ...now, active: false, stored: stored || now.stored } })
  }
}

async function sendNow(ignoreBackoff: boolean): Promise<void> {
  const ownerId = useSession.getState().user?.id ?? null
  const result = await sendPending(db, fetch, { ignoreBackoff, ownerId })
  clearTimeout(retryTimer)
  if (!result.signInNeeded && useSyncStatus.getState().signInNeeded) useSyncStatus.setState({ signInNeeded: false })
  if (result.retryInMs !== undefined) retryTimer = setTimeout(() => void syncNow(), result.retryInMs)
}

/** One round: follow the signed-in identity, pull, then send the outbox. Safe to call any time. */
export async function syncNow({ ignoreBackoff = false } = {}): Promise<void> {
  if (running) {
    again = true
    againIgnoringBackoff ||= ignoreBackoff
    return
  }
  running = true
  useSyncStatus.setState({ syncing: true })
  try {
    do {
      again = false
      const skipBackoff = ignoreBackoff || againIgnoringBackoff
      againIgnoringBackoff = false
      await refreshSession()
      // One lock for the whole round, so one tab never pulls while another sends. The user's changes
      // go first: they reach the server without waiting behind a long pull, and a create's real id is
      // known before a pull brings its row (which would otherwise show twice, or come back after the
      // user deleted it). The second send covers what was queued during the pull.
      await withLock('vetted-sync', async () => {
        // Inside the lock: a sign-out in this tab clears the account's rows only after another tab's
        // round (say, a first download still applying pages fetched for that account) has written them.
        const user = useSession.getState().user
        await followIdentity(db, user, undefined, stillSignedInAs(user?.id ?? null))
        await sendNow(skipBackoff)
        await pullNow()
        await sendNow(skipBackoff)
      })
    } while (again)
    const now = Date.now()
    await db.meta.put({ key: LAST_SYNCED_KEY, value: now })
    useSyncStatus.setState({ lastSyncedAt: now, error: null })
    failedRounds = 0
  } catch (err) {
    if (isQuotaError(err)) useSyncStatus.setState({ storageFull: true })
    // The person signed out (or another signed in) during the round: the next round follows them.
    if (err instanceof SignedOutDuringPull) again = true
    // A pull made for a person whose session ended (401): nothing of theirs is pulled until they sign in
    // again. Not when they signed out during the round: nobody needs to sign in then.
    if (err instanceof ApiError && err.status === 401 && useSession.getState().user) useSyncStatus.setState({ signInNeeded: true })
    // Unreachable is not an error to show: the header already says offline.
    const reachable = useSyncStatus.getState().online
    const shown = reachable && !isQuotaError(err) && !(err instanceof SignedOutDuringPull)
    useSyncStatus.setState({ error: shown ? (err as Error).message : null })
    clearTimeout(roundRetryTimer)
    // navigator.onLine false: the `online` event brings the next round. Otherwise (a server error, or a
    // captive portal that lets nothing through) keep trying, 2 s then doubling up to 30 s.
    if (navigator.onLine && !isQuotaError(err) && !(err instanceof SignedOutDuringPull)) {
      const delay = Math.min(ROUND_RETRY_FIRST_MS * 2 ** failedRounds++, ROUND_RETRY_MAX_MS)
      roundRetryTimer = setTimeout(() => void syncNow({ ignoreBackoff: true }), delay)
    }
  } finally {
    running = false
    useSyncStatus.setState({ syncing: false })
    // A trigger that came after the loop's last check (while the round recorded its time, or failed)
    // would otherwise wait for the minute timer: a change queued then sat unsent.
    if (again) {
      const ignoreBackoff = againIgnoringBackoff
      again = againIgnoringBackoff = false
      void syncNow({ ignoreBackoff })
    }
  }
}

let started = false

/** Starts sync for the life of the page. Returns a function that stops it (tests). */
export function startSync(): () => void {
  if (started) return () => undefined
  started = true
  channel = 'BroadcastChannel' in window ? new BroadcastChannel('vetted-sync') : null
  channel?.addEventListener('message', (event: MessageEvent<TabMessage | null>) => {
    const message = event.data
    if (message?.type === 'applied') appliedListeners.forEach((l) => l(new Map(message.applied)))
    if (message?.type === 'rebuilt') rebuiltListeners.forEach((l) => l())
  })
  void db.meta.get(LAST_SYNCED_KEY).then((m) => useSyncStatus.setState({ lastSyncedAt: (m?.value as number | undefined) ?? null }))

  // The browser's word is enough to say offline, not to say online: the round's first answer does.
  const online = () => void syncNow({ ignoreBackoff: true })
  const offline = () => useSyncStatus.setState({ online: false })
  const visible = () => document.visibilityState === 'visible' && void syncNow()
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  document.addEventListener('visibilitychange', visible)
  const timer = setInterval(() => document.visibilityState === 'visible' && void syncNow(), PERIOD_MS)
  const unsubscribe = onEnqueue(() => void syncNow())
  const unwatchSchema = onNewerSchema(() => useSyncStatus.setState({ reloadNeeded: 'schema' }))
  // Login and logout change whose rows this device holds.
  const unwatch = useSession.subscribe((s, prev) => {
    if (s.user?.id !== prev.user?.id || s.user?.role !== prev.user?.role) void syncNow()
  })

  // Pokes from the server (web/sync/live/live-channel.ts) start a round within a moment of a change; the
  // timer above stays as it was, for when events are unavailable.
  const stopLive = startLiveChannel(() => void syncNow())
  // WebKit's back-forward cache must not keep this page's database connection (web/db/page-lifecycle.ts).
  const unrelease = releaseDatabaseOnPageHide(db, () => void syncNow())

  void importLegacyStorage(db).finally(() => syncNow())
  return () => {
    stopLive()
    unrelease()
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
    document.removeEventListener('visibilitychange', visible)
    clearInterval(timer)
    clearTimeout(roundRetryTimer)
    clearTimeout(retryTimer)
    unsubscribe()
    unwatchSchema()
    unwatch()
    channel?.close()
    started = false
  }
}
