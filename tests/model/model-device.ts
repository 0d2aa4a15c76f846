// One device of the model test: a browser with its own IndexedDB database (fake-indexeddb), cookie
// jar, local storage and clock, running the real sync engine. A device has one tab or two (a second
// Dexie connection to the same database, sending at the same time: no Web Locks here, as in a browser
// without them). Reloading opens new connections on the same database, with the engine's memory gone;
// a crash aborts the transaction it hits, and every later one, until the device reloads.
import type { DBCore, DBCoreTransaction, Middleware } from 'dexie'
import { openVettedDb, type SyncRejection, type VettedDb } from '../../web/db/db'
import { ApiError, type FetchLike } from '../../web/sync/base/api-client'
import { useSession, refreshSession } from '../../web/sync/base/session'
import { followIdentity } from '../../web/sync/account/account-data'
import { dropStagedCatalog } from '../../web/sync/first-download/staged-catalog'
import { pull } from '../../web/sync/pull/pull'
import { sendPending, type SendResult } from '../../web/sync/push/sender'
import { ORIGIN } from '../api/harness'
import { onDeviceClock, useStorage, type DeviceContext } from './model-globals'
import { DEVICE_HEADER, REQUEST_HEADER, REQUEST_SIGNALS } from './model-link'
import type { Person } from './model-server'

type SessionState = ReturnType<typeof useSession.getState>

/** What one round of a tab came to. */
export interface RoundOutcome {
  /** The round ended with an error (offline, a fault, a crash), as the engine's would. */
  error: string | null
  sends: SendResult[]
  /** The round ended on a 401: the app asks the person to sign in again. */
  signInNeeded: boolean
}

let devices = 0
let requests = 0

export class Device implements DeviceContext {
  readonly dbName: string
  /** tabs[0] always exists; tabs[1] is the second tab, when open. */
  tabs: VettedDb[] = []
  clockOffset = 0
  /** Who the model's person using this device is (null: nobody signed in on purpose). */
  person: Person | null = null
  private cookies = new Map<string, string>()
  private storage = new Map<string, string>()
  private session: SessionState = { user: null, known: true, checkedAt: 0 }
  /** Mutations left before the crash; null when none is armed. */
  crashIn: number | null = null
  /** A send answered 401: the app asks the person to sign in again. */
  signInNeeded = false
  /** Crashed: every transaction aborts and no request leaves until the device reloads. */
  dead = false
  /** Every refusal any tab stored, with who was signed in then (the model's record of what its person was shown). */
  readonly refusals: (SyncRejection & { userId: number | null })[] = []

  /** `batch`: the sender's batch size (false: one request per change). */
  constructor(readonly name: string, base: string, readonly batch: number | false) {
    this.dbName = `model-${process.pid}-${devices++}-${name}`
    this.base = base
    this.tabs = [this.open()]
  }

  private readonly base: string

  /** The device's fetch: its cookies, its name for the link's faults, Set-Cookie kept. */
  readonly fetch: FetchLike = async (path, init) => {
    if (this.dead) throw new TypeError('Failed to fetch')
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const request = String(++requests)
    if (init.signal) REQUEST_SIGNALS.set(request, init.signal)
    try {
      const res = await fetch(this.base + path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Origin: ORIGIN, [DEVICE_HEADER]: this.name, [REQUEST_HEADER]: request, ...(cookie && { Cookie: cookie }) },
      })
      this.keepCookies(res.headers.getSetCookie())
      return res
    } finally {
      REQUEST_SIGNALS.delete(request)
    }
  }

  private keepCookies(lines: string[]): void {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim())
      const eq = pair.indexOf('=')
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)]
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='))
      const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='))
      const gone = value === '' || (maxAge && Number(maxAge.split('=')[1]) <= 0) || (expires && Date.parse(expires.slice(8)) <= Date.now())
      if (gone) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  get signedInAs(): number | null {
    return this.session.user?.id ?? null
  }

  /** Runs `work` as this device: its session in the app's store, its local storage, its clock. */
  async act<T>(work: () => Promise<T>): Promise<T> {
    useSession.setState(this.session, true)
    useStorage(this.storage)
    try {
      return await onDeviceClock(this, work)
    } finally {
      this.session = useSession.getState()
    }
  }

  /**
   * One round of the engine in this tab, as web/sync/engine.ts runs it (syncNow): the session checked,
   * the identity followed, the outbox sent, a pull, the outbox sent again. Errors end the round as they
   * end the engine's.
   */
  async round(tab: VettedDb, { ignoreBackoff = false } = {}): Promise<RoundOutcome> {
    const sends: SendResult[] = []
    try {
      await refreshSession({ fetchImpl: this.fetch })
      const user = useSession.getState().user
      const ownerId = user?.id ?? null
      await followIdentity(tab, user, this.fetch)
      sends.push(await sendPending(tab, this.fetch, { ignoreBackoff, ownerId, batch: this.batch }))
      await pull(tab, { fetchImpl: this.fetch, ownerId })
      sends.push(await sendPending(tab, this.fetch, { ignoreBackoff, ownerId, batch: this.batch }))
      return { error: null, sends, signInNeeded: sends.some((s) => s.signInNeeded) }
    } catch (err) {
      const signInNeeded = sends.some((s) => s.signInNeeded) || (err instanceof ApiError && err.status === 401)
      return { error: (err as Error).message ?? String(err), sends, signInNeeded }
    }
  }

  /** A Dexie connection to this device's database, with the crash switch in front of its writes. */
  private open(): VettedDb {
    const db = openVettedDb(this.dbName)
    db.use(crashSwitch(this))
    db.rejections.hook('creating', (_key, refusal) => void this.refusals.push({ ...refusal, userId: useSession.getState().user?.id ?? null }))
    return db
  }

  /** The `n`th write to IndexedDB from now (any tab) is where the device crashes. */
  armCrash(n: number): void {
    this.crashIn = Math.max(1, n)
  }

  get crashArmed(): boolean {
    return this.crashIn !== null
  }

  /** The second tab opens (a new connection to the same database). */
  openSecondTab(): VettedDb {
    if (!this.tabs[1]) this.tabs.push(this.open())
    return this.tabs[1]
  }

  /** Every tab closes and the page loads again: new connections, the engine's memory gone, one tab. */
  reload(): void {
    for (const tab of this.tabs) tab.close()
    this.dead = false
    this.crashIn = null
    dropStagedCatalog() // the first download's rows held in memory die with the page
    this.tabs = [this.open()]
  }

  get main(): VettedDb {
    return this.tabs[0]
  }

  async dispose(): Promise<void> {
    for (const tab of this.tabs) tab.close()
    await new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase(this.dbName)
      req.onsuccess = req.onerror = req.onblocked = () => resolve()
    })
  }
}

/**
 * Dexie middleware in front of a device's writes: the armed write crashes the device, whose every
 * transaction from then on is aborted (as the page's would be, dying) until it reloads.
 */
function crashSwitch(device: Device): Middleware<DBCore> {
  const abort = (tx: DBCoreTransaction) => {
    try {
      ;(tx as unknown as IDBTransaction).abort()
    } catch {
      // already finished
    }
  }
  return {
    stack: 'dbcore',
    name: 'model-crash',
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        const tx = down.transaction(stores, mode, options)
        if (device.dead) abort(tx)
        return tx
      },
      table(name) {
        const table = down.table(name)
        return {
          ...table,
          mutate(req) {
            if (device.crashIn !== null && --device.crashIn <= 0) {
              device.crashIn = null
              device.dead = true
            }
            if (device.dead) {
              abort(req.trans)
              return Promise.reject(new Error('The device crashed'))
            }
            return table.mutate(req)
          },
        }
      },
    }),
  }
}
