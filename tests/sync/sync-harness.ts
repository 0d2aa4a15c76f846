// The browser's sync code (on fake-indexeddb) against the real server on a real SQLite file, over
// real HTTP. `fetchAs` plays the browser: same-origin header and the user's session cookie.
import type { AddressInfo } from 'node:net'
import { afterAll } from 'vitest'
import { openVettedDb, type VettedDb } from '../../web/db/db'
import type { FetchLike } from '../../web/sync/base/api-client'
import { useSession, type SessionUser } from '../../web/sync/base/session'
import { followIdentity } from '../../web/sync/account/account-data'
import { pull } from '../../web/sync/pull/pull'
import { ORIGIN, makeHarness, type Harness } from '../api/harness'

export interface SyncHarness extends Harness {
  base: string
  fetchAs: (cookie?: string) => FetchLike
  newDb: () => VettedDb
}

let dbCount = 0

/**
 * `catalogueSnapshot`: whether the server offers the catalogue snapshot. Off by default, so a first
 * download reads the feed and these tests see its pages (tests/sync/snapshot-download.test.ts turns it on).
 */
export async function makeSyncHarness({ catalogueSnapshot = false } = {}): Promise<SyncHarness> {
  const h = await makeHarness({ catalogueSnapshot, snapshotDebounceMs: 60_000 })
  const server = h.app.listen(0)
  await new Promise((r) => server.once('listening', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  afterAll(() => new Promise<void>((r) => server.close(() => r())))
  const fetchAs = (cookie?: string): FetchLike => (path, init) =>
    fetch(base + path, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: ORIGIN, ...(cookie && { Cookie: cookie }) } })
  return { ...h, base, fetchAs, newDb: () => openVettedDb(`sync-test-${process.pid}-${dbCount++}`) }
}

/** A fetch that performs the request but loses the answer, as when the network drops mid-flight. */
export const losingAnswers = (inner: FetchLike): FetchLike => async (path, init) => {
  await inner(path, init)
  throw new TypeError('Failed to fetch')
}

export const offline: FetchLike = async () => {
  throw new TypeError('Failed to fetch')
}

/**
 * The app's session as the person whose cookie this is (the admin, the member, or a visitor): what
 * queueWrite stamps queued changes with, so they are sent with that person's client id and numbers.
 * Returns the person's id (null for a visitor).
 */
export function actAs(h: SyncHarness, cookie?: string): number | null {
  return signedIn(h, cookie)?.id ?? null
}

/** As actAs, returning the session's user. */
export function signedIn(h: SyncHarness, cookie?: string): SessionUser | null {
  const who = cookie === h.cookies.admin ? 'admin' : cookie === h.cookies.member ? 'member' : null
  const user = who === null ? null : {
    id: h.ids[who], username: who === 'admin' ? 'root' : 'member', email: `${who}@example.com`, firstName: null, lastName: null,
    role: who === 'admin' ? ('admin' as const) : ('user' as const),
  }
  useSession.setState({ user, known: true, checkedAt: Date.now() })
  return user
}

/**
 * A device's copy as the app makes it for the person whose cookie this is: signed in, the catalogue
 * downloaded, then the round's identity step (their rows, and their client registered with the server).
 */
export async function signedInCopy(h: SyncHarness, cookie?: string): Promise<VettedDb> {
  const user = signedIn(h, cookie)
  const db = h.newDb()
  await pull(db, { fetchImpl: h.fetchAs(cookie), ownerId: user?.id ?? null })
  await followIdentity(db, user, h.fetchAs(cookie))
  return db
}
