// What the fault tests share: a device's copy, what the server and the device hold, short timeouts
// and a deadline.
import { onTestFinished, vi } from 'vitest'
import { feedCursor } from '../../../api/sync/cursor'
import type { VettedDb } from '../../../web/db/db'
import { signedInCopy, type SyncHarness } from '../sync-harness'

/** A new device's copy, pulled as the given user (anonymous when no cookie), who is then signed in on it. */
export const deviceCopy = async (h: SyncHarness, cookie?: string): Promise<VettedDb> => await signedInCopy(h, cookie)

/** One number from the server's SQLite file. */
export const serverValue = async (h: SyncHarness, sql: string, ...params: unknown[]) => await h.db.value(sql, ...params) as number

export const serverVendorsNamed = async (h: SyncHarness, name: string) => await serverValue(h, 'SELECT COUNT(*) FROM vendors WHERE name = ?', name)

export const localVendorsNamed = (db: VettedDb, name: string) => db.vendors.filter((v) => v.name === name).count()

/** Rows still under a temporary (negative) id on the device. */
export const localTempRows = (db: VettedDb) => db.vendors.where('id').below(0).count()

/** The feed's cursor on the server: what a device that is up to date holds. */
/** The cursor a device that is up to date holds. */
export const serverCursor = async (h: SyncHarness) => await feedCursor(h.db, await serverValue(h, 'SELECT version FROM sync_state WHERE id = 1'))

/**
 * The sync code bounds each request with AbortSignal.timeout (30 s for a send, 2 min for a feed page).
 * For the rest of the current test every such timeout lasts a thousandth of that, so a request that
 * never answers costs milliseconds. Call it after the test's own setup requests.
 */
export function fastTimeouts(): void {
  const real = AbortSignal.timeout.bind(AbortSignal)
  const spy = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => real(Math.max(1, Math.round(ms / 1000))))
  onTestFinished(() => spy.mockRestore())
}

/** How long a call may take against a server that never answers, with fastTimeouts() on. */
export const SETTLE_WITHIN_MS = 5000

/** Resolves with the call's outcome, or rejects once `ms` pass without one (a hang). */
export function settlesWithin<T>(call: Promise<T>, ms = SETTLE_WITHIN_MS): Promise<PromiseSettledResult<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting for an answer after ${ms} ms: no request timeout`)), ms)
  })
  const outcome = call.then(
    (value): PromiseSettledResult<T> => ({ status: 'fulfilled', value }),
    (reason): PromiseSettledResult<T> => ({ status: 'rejected', reason }),
  )
  return Promise.race([outcome, deadline]).finally(() => clearTimeout(timer))
}
