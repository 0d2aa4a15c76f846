// Keeps the current catalogue snapshot (api/sync/snapshot.ts) and, for a short grace period, the one
// before it (a client that read the pointer just before a rebuild still gets its file), and rebuilds
// in the background, debounced, one build at a time, never inside a request. One store per database.
//
// Only a commit that concerns every visitor (api/db/commit-notices.ts, audience `everyone`: a
// published catalogue row written or deleted) schedules a rebuild. Sign-ins, counters, a buyer's own
// rows, drafts and users change nothing in the file, so they cost it nothing. The file holds no feed
// cursor (the pointer carries it), so a rebuild that finds the same rows keeps the same name.
//
// Several processes on one PostgreSQL database hear each other's commits (api/db/postgres-notice-relay.ts)
// and would each rebuild: a build runs only under an advisory lock (api/db/postgres-advisory-lock.ts),
// and the process holding it first takes up what another kept in the database (api/sync/snapshot-table.ts).
// If that covers the version the build was asked for, nothing is built: one build per catalogue change
// across all processes, which all serve its file. A process that finds the lock held tries again later.
// On SQLite one process keeps its snapshots in memory (api/sync/snapshot-shelf.ts) and always builds.
import { onCommit } from '../db/commit-notices'
import type { Db } from '../db/connection'
import { whileHoldingLock } from '../db/postgres-advisory-lock'
import { currentVersion } from '../db/versioning'
import { buildSnapshot, type Snapshot } from './snapshot'
import { memoryShelf, type SnapshotShelf } from './snapshot-shelf'
import { tableShelf } from './snapshot-table'

/** How long the snapshot a rebuild replaced is still served, and the longest any cache may keep a file. */
export const SNAPSHOT_GRACE_MS = 60_000
/** The advisory lock of the snapshot's build (one number per kind of work, on this database). */
const BUILD_LOCK = 31_021_001
/** The least wait before trying again for a lock another process holds. */
const LOCK_RETRY_MS = 100

export interface SnapshotStore {
  current: () => Snapshot | null
  /** Schedules a rebuild if the catalogue moved without this process hearing of it (another process wrote). */
  catchUp: () => Promise<void>
  /** Rebuilds once writes are quiet: the current snapshot's cursor is no longer served (tombstones pruned past it). */
  rebuild: () => void
  /** The snapshot of that name while it may be served, and how many more seconds a cache may keep it. */
  find: (name: string) => Promise<{ snapshot: Snapshot; maxAgeSeconds: number } | null>
  /** Snapshots this process built so far (tests and the abuse benchmark count rebuilds). */
  readonly builds: number
  /** Resolves when no build is running or waiting (tests). */
  settled: () => Promise<void>
}

export interface SnapshotStoreOptions {
  graceMs?: number
  /** The clock (ms); tests move it past the grace period. */
  now?: () => number
}

/** Runs the build if this process may now (false: another process is building). */
type Lead = (build: () => Promise<void>) => Promise<boolean>

const stores = new WeakMap<Db, SnapshotStore>()

/** The store of `db` if the app offers a snapshot, else null (never creates one). */
export const existingSnapshotStore = (db: Db): SnapshotStore | null => stores.get(db) ?? null

export function snapshotStore(db: Db, debounceMs: number, log: (message: string) => void, options: SnapshotStoreOptions = {}): SnapshotStore {
  const existing = stores.get(db)
  if (existing) return existing
  const { graceMs = SNAPSHOT_GRACE_MS, now = Date.now } = options
  const shared = db.engine === 'postgres'
  const shelf: SnapshotShelf = shared ? tableShelf(db, graceMs, now) : memoryShelf(graceMs, now)
  const lead: Lead = shared ? (build) => whileHoldingLock(db, BUILD_LOCK, build) : async (build) => (await build(), true)
  /**
   * The version up to which every change is either in the snapshot (or a build under way) or known to
   * this process not to concern visitors: commits heard of in an unbroken run of versions since the
   * build started. A gap means another process wrote, which catchUp answers with a rebuild.
   */
  let known = -1
  /** Commits heard ahead of a gap (first version → last), joined to `known` once the gap fills: processes' notices arrive in any order. */
  const ahead = new Map<number, number>()
  /** The feed version the next build must cover; a snapshot another process kept that covers it is taken up instead. */
  let wanted = -1
  /** The cursor of a snapshot found no longer served (rebuild): a kept snapshot with that cursor is no answer. */
  let unserved: string | null = null
  let builds = 0
  let building: Promise<void> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The timer waits for a lock another process holds (settled() waits it out rather than running it). */
  let waitingForLock = false
  let lockHeldElsewhere = false
  let again = false
  let started = false

  const heard = (first: number, last: number) => {
    if (first <= known + 1) known = Math.max(known, last)
    else if (ahead.size < 10_000) ahead.set(first, Math.max(last, ahead.get(first) ?? last))
    for (const [from, to] of ahead) {
      if (from > known + 1) continue
      known = Math.max(known, to)
      ahead.delete(from)
    }
  }

  /** Under the lock: takes up a kept snapshot that covers what is wanted, else builds one. */
  const buildOrTakeUp = async () => {
    // The first build covers the feed as it is now: a snapshot kept by a process that ran before may be older.
    if (!started) wanted = Math.max(wanted, await currentVersion(db))
    started = true
    const kept = await shelf.refresh()
    if (kept >= 0 && kept >= wanted && shelf.current()?.next !== unserved) {
      heard(0, kept)
      unserved = null
      return
    }
    const version = await currentVersion(db)
    heard(0, version)
    const snapshot = await buildSnapshot(db, shelf.current())
    builds++
    await shelf.keep(snapshot, version)
    unserved = null
  }

  const build = () => {
    timer = undefined
    waitingForLock = false
    if (building) {
      again = true
      return
    }
    if (!db.open) return
    building = lead(buildOrTakeUp)
      .then((ran) => {
        if (!ran) again = lockHeldElsewhere = true
      })
      .catch((err: Error) => {
        known = -1
        ahead.clear()
        if (db.open) log(`The catalogue snapshot could not be built: ${err.message}`)
      })
      .finally(() => {
        const retry = lockHeldElsewhere
        building = null
        lockHeldElsewhere = false
        if (again) {
          again = false
          schedule(retry ? Math.max(debounceMs, LOCK_RETRY_MS) : debounceMs)
          waitingForLock = retry
        }
      })
  }
  const schedule = (delay = debounceMs) => {
    if (!db.open) return
    clearTimeout(timer)
    waitingForLock = false
    timer = setTimeout(build, delay)
    timer.unref?.()
  }
  onCommit(db, (notice) => {
    if (notice.version === 0) return // sessions ended, nothing written
    heard(notice.firstVersion, notice.version)
    if (notice.everyone) {
      wanted = Math.max(wanted, notice.version)
      schedule()
    }
  })

  const store: SnapshotStore = {
    current: () => shelf.current(),
    catchUp: async () => {
      if (building || timer || !db.open) return
      const version = await currentVersion(db)
      if (version <= known) return
      if (shared) {
        // Another process may have kept a snapshot newer than this one's copy.
        heard(0, await shelf.refresh())
        if (version <= known) return
      }
      wanted = Math.max(wanted, version)
      schedule()
    },
    rebuild: () => {
      unserved = shelf.current()?.next ?? null
      if (!building && !timer) schedule()
    },
    find: (name) => shelf.find(name),
    get builds() {
      return builds
    },
    settled: async () => {
      while (building || timer) {
        if (timer && waitingForLock) await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS))
        else if (timer) {
          clearTimeout(timer)
          build()
        }
        await building
      }
    },
  }
  stores.set(db, store)
  // The first build at once, so the first visitor finds a snapshot ready.
  timer = setTimeout(build, 0)
  timer.unref?.()
  return store
}
