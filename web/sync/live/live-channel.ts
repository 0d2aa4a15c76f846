// The live channel in the browser (docs/sync.md, "Live pokes"): an EventSource on /api/sync/events
// whose pokes make the engine pull within a moment of a change, instead of at its minute timer.
//
// - One connection per device: the tab elected by a Web Lock (web/sync/live/live-leader.ts) holds it and
//   passes every poke to the other tabs over a BroadcastChannel. They need nothing for their screens
//   (they read the same Dexie copy the leader's pull writes, and the engine already tells them what
//   changed); each one only checks, a little later, that the copy reached the poked version, and runs
//   a round itself if it did not (say the leader's pull failed).
// - A burst of pokes leads to one pull, and only when the poke's cursor is not the device's (poke-debounce.ts).
// - The connection is closed while offline (the browser's word, or no answer from the server), in a
//   tab hidden for longer than a grace period, and in a tab that must reload; it reopens on return
//   with the cursor, so the server pokes at once if anything changed meanwhile.
// - When events are unavailable (refused at the server's cap, blocked, cut by a proxy) the channel
//   backs off, 30 s doubling to 5 min: the engine's timer pull carries on as it always did.
// - A stream belongs to the session it was opened with: when the person signed in changes (signing
//   in or out, a new role), the leading tab opens a new one, whose cookie speaks for the new person.
import { liveEventsPath, POKE_EVENT, readPoke, type Poke } from '../../../sync/protocol/live-events'
import { db } from '../../db/db'
import { identityOf } from '../account/account-data'
import { readCursor } from '../copy/apply-changes'
import { canElect, requestLeadership, type Leadership } from './live-leader'
import { createPokeDebouncer } from './poke-debounce'
import { useSession } from '../base/session'
import { useSyncStatus } from '../base/status-store'

const LOCK_NAME = 'vetted-live'
/** Long enough to switch tabs and back; short enough that a forgotten tab frees the connection. */
const HIDDEN_GRACE_MS = 30_000
/** Pokes of one burst (an admin saving a form of several rows) fall in one pull. */
const PULL_DEBOUNCE_MS = 150
/** How long a follower gives the leader's pull before pulling itself. */
const FOLLOWER_CHECK_MS = 3000
/** Attempts in a row the browser's own reconnects may fail before the channel backs off. */
const MAX_FAILED_CONNECTS = 3
const BACKOFF_FIRST_MS = 30_000
const BACKOFF_MAX_MS = 300_000

type Message = { type: 'poke'; poke: Poke } | { type: 'backoff'; until: number }

/** Starts the channel for the life of the page; `pull` runs a sync round. Returns the function that stops it. */
export function startLiveChannel(pull: () => void): () => void {
  // Without Web Locks every tab would hold a stream of its own, and a browser keeps only about six
  // connections per site: a few tabs could starve the app's own calls. The timer pull serves them.
  if (typeof EventSource === 'undefined' || !canElect()) return () => undefined
  const readDeviceCursor = () => readCursor(db)
  const leaderPull = createPokeDebouncer({ delayMs: PULL_DEBOUNCE_MS, readCursor: readDeviceCursor, pull })
  const followerCheck = createPokeDebouncer({ delayMs: FOLLOWER_CHECK_MS, readCursor: readDeviceCursor, pull })
  const tabs = 'BroadcastChannel' in window ? new BroadcastChannel(LOCK_NAME) : null
  let leadership: Leadership | null = null
  let hiddenTooLong = false
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined
  let backoffUntil = 0
  let backoffs = 0
  let backoffTimer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  /** While this tab leads: opens its stream again (the person signed in changed). */
  let reopen: (() => void) | null = null

  const wanted = () => {
    const { online, reloadNeeded } = useSyncStatus.getState()
    return !stopped && !hiddenTooLong && navigator.onLine && online && !reloadNeeded && Date.now() >= backoffUntil
  }
  /** Asks for the connection when this tab wants one; gives it up (or stops asking) when it does not. */
  const evaluate = () => {
    if (wanted()) leadership ??= requestLeadership(LOCK_NAME, connect)
    else if (leadership) {
      leadership.release()
      leadership = null
    }
  }

  const backOff = (until: number, tell: boolean) => {
    backoffUntil = Math.max(backoffUntil, until)
    if (tell) tabs?.postMessage({ type: 'backoff', until } satisfies Message)
    clearTimeout(backoffTimer)
    backoffTimer = setTimeout(() => {
      backoffUntil = 0 // the latest backoff's end (each one reschedules): a timer a hair early must not strand the channel
      evaluate()
    }, backoffUntil - Date.now())
    evaluate()
  }

  /** This tab leads: opens the stream (from the cursor) and returns what closes it. */
  function connect(): () => void {
    let source: EventSource | null = null
    let closed = false
    let failedConnects = 0
    let opening = 0
    const open = () => {
      const attempt = ++opening
      void readDeviceCursor().then((since) => {
        if (closed || attempt !== opening) return
        const stream = new EventSource(liveEventsPath(since))
        source = stream
        stream.addEventListener('open', () => {
          failedConnects = 0
          backoffs = 0
        })
        stream.addEventListener(POKE_EVENT, (event) => {
          const poke = readPoke((event).data)
          if (!poke) return
          leaderPull.poke(poke)
          tabs?.postMessage({ type: 'poke', poke } satisfies Message)
        })
        stream.addEventListener('error', () => {
          if (stream !== source) return
          // CLOSED: refused (a status other than 200, such as the cap's 429/503, or not an event stream);
          // CONNECTING: the browser retries by itself, which is right after a restart but not for ever.
          if (stream.readyState === EventSource.CLOSED || ++failedConnects >= MAX_FAILED_CONNECTS) {
            backOff(Date.now() + Math.min(BACKOFF_FIRST_MS * 2 ** backoffs++, BACKOFF_MAX_MS), true)
          }
        })
      })
    }
    open()
    reopen = () => {
      source?.close()
      source = null
      failedConnects = 0
      open()
    }
    return () => {
      closed = true
      reopen = null
      source?.close()
      leaderPull.cancel()
    }
  }

  const onMessage = (event: MessageEvent<Message>) => {
    if (event.data?.type === 'poke') followerCheck.poke(event.data.poke)
    if (event.data?.type === 'backoff') backOff(event.data.until, false)
  }
  const onVisibility = () => {
    clearTimeout(hiddenTimer)
    if (document.visibilityState === 'visible') {
      hiddenTooLong = false
      evaluate()
    } else {
      hiddenTimer = setTimeout(() => {
        hiddenTooLong = true
        evaluate()
      }, HIDDEN_GRACE_MS)
    }
  }
  tabs?.addEventListener('message', onMessage)
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('online', evaluate)
  window.addEventListener('offline', evaluate)
  const unwatch = useSyncStatus.subscribe((s, prev) => {
    if (s.online !== prev.online || s.reloadNeeded !== prev.reloadNeeded) evaluate()
  })
  let heardAs = identityOf(useSession.getState().user)
  const unwatchSession = useSession.subscribe(({ user }) => {
    if (identityOf(user) === heardAs) return
    heardAs = identityOf(user) // the server's audience of a poke: the user and whether they are an admin
    reopen?.()
  })
  if (document.visibilityState !== 'visible') onVisibility()
  evaluate()

  return () => {
    stopped = true
    evaluate()
    unwatch()
    unwatchSession()
    tabs?.removeEventListener('message', onMessage)
    tabs?.close()
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('online', evaluate)
    window.removeEventListener('offline', evaluate)
    clearTimeout(hiddenTimer)
    clearTimeout(backoffTimer)
    followerCheck.cancel()
  }
}
