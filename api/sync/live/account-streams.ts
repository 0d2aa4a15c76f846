// Live streams per account (docs/security.md, "Abuse"). The hub caps streams per session, but an
// account can open as many sessions as it likes, so a few accounts could otherwise take every place
// under the server's cap: this counts one account's streams over all its sessions. Visitors without a
// session are counted per address by the hub.
import type { User } from '../../../sync/schemas'
import { defaultConfig } from '../../context'
import { HttpError } from '../../http/errors'
import { CLIENT_FULL_MESSAGE } from './live-hub'

/** `max`: LIVE_MAX_PER_ACCOUNT, else the default (a few devices, each with a tab or two). */
export function accountStreamCap(max = defaultConfig().live.maxPerAccount!) {
  const open = new Map<number, number>()
  return {
    /** The refusal a new stream of this account would get, or null (always null for a visitor). */
    refusal(user: Pick<User, 'id'> | null | undefined): HttpError | null {
      return user && (open.get(user.id) ?? 0) >= max ? new HttpError(429, CLIENT_FULL_MESSAGE) : null
    },
    /** Counts a stream that was accepted; returns what to call when it closes. */
    hold(user: Pick<User, 'id'> | null | undefined): () => void {
      if (!user) return () => {}
      open.set(user.id, (open.get(user.id) ?? 0) + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = open.get(user.id)! - 1
        if (left) open.set(user.id, left)
        else open.delete(user.id)
      }
    },
  }
}
