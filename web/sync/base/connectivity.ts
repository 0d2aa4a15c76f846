// Connectivity is what the app can reach, not what `navigator.onLine` says: hotel Wi-Fi behind a
// captive portal reports "online" with no internet, and some Chromium builds report true for a page
// loaded under offline emulation. Every API call reports here; the header's badge, the forms and the
// sync engine read useSyncStatus().online (docs/sync.md, "Connectivity").
import { useSyncStatus } from './status-store'

/**
 * A request got an answer (any status): the server is reachable, unless the browser has since said it
 * is offline. Its "offline" is reliable where its "online" is not, and an answer to a request sent
 * before the connection went proves nothing about now; the `online` event starts a round whose
 * answers say so.
 */
export function markReachable(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return
  if (!useSyncStatus.getState().online) useSyncStatus.setState({ online: true })
}

/** A request failed without an answer (network error or timeout). */
export function markUnreachable(): void {
  if (useSyncStatus.getState().online) useSyncStatus.setState({ online: false })
}

/** Errors fetch throws when no answer came: a network failure, or our own timeout or abort. */
export function isNoAnswer(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name
  return err instanceof TypeError || name === 'TimeoutError' || name === 'AbortError' || name === 'NetworkError'
}
