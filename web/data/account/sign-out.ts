// Signing out with changes not sent yet (docs/sync.md, "Accounts on a shared device"): how many of the
// signed-in person's own changes wait in the outbox (pending or conflicts), and the two actions that
// empty it before they leave. Keeping them needs nothing here: the sync engine stashes them when the
// identity changes (web/sync/account/account-data.ts).
import { useLiveQuery } from 'dexie-react-hooks'
import { syncNow } from '../../sync/engine'
import { discardAccount } from '../../sync/account/stash'
import { useSyncStatus } from '../../sync/base/status-store'
import { db } from '../../db/db'

/** The person's own queued changes; a visitor's (ownerId null) are not theirs to send or discard. */
export function countUnsent(ownerId: number): Promise<number> {
  return db.outbox.filter((e) => (e.ownerId ?? null) === ownerId).count()
}

export function useUnsentCount(ownerId: number): number | undefined {
  return useLiveQuery(() => countUnsent(ownerId), [ownerId])
}

/** Drops the person's queued changes: their rows go back to the server's version. */
export async function discardUnsent(ownerId: number): Promise<void> {
  await discardAccount(db, ownerId)
}

/** Runs a sync round now and resolves with how many of the person's changes are still unsent after it. */
export async function sendUnsent(ownerId: number): Promise<number> {
  await syncNow({ ignoreBackoff: true })
  // A round already under way only takes note of the request and runs again: wait for all of it.
  await new Promise<void>((resolve) => {
    if (!useSyncStatus.getState().syncing) return resolve()
    const stop = useSyncStatus.subscribe((s) => {
      if (s.syncing) return
      stop()
      resolve()
    })
  })
  return countUnsent(ownerId)
}
