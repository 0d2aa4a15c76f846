// Keeps the current catalogue snapshot (api/sync/snapshot.ts) and, for a short grace period, the one
// before it (a client that read the pointer just before a rebuild still gets its file), and rebuilds
// in the background, debounced, one build at a time, never inside a request. One store per database.
//
// Only a commit that concerns every visitor (api/db/commit-notices.ts, audience `everyone`: a
// published catalogue row written or deleted) schedules a rebuild. Sign-ins, counters, a buyer's own
// rows, drafts and users change nothing in the file, so they cost it nothing. The file holds no feed
// cursor (the pointer carries it), so a rebuild that finds the same rows keeps the same name.
import { onCommit } from '../db/commit-notices'
import type { Db } from '../db/connection'
import { currentVersion } from '../db/versioning'
import { buildSnapshot, type Snapshot } from './snapshot'

/** How long the snapshot a rebuild replaced is still served, and the longest any cache may keep a file. */
export const SNAPSHOT_GRACE_MS = 60_000

export interface SnapshotStore {
  current: () => Snapshot | null
  /** Schedules a rebuild if the catalogue moved without this process hearing of it (another process wrote). */
  catchUp: () => Promise<void>
  /** Rebuilds once writes are quiet: the current snapshot's cursor is no longer served (tombstones pruned past it). */
  rebuild: () => void
  /** The snapshot of that name while it may be served, and how many more seconds a cache may keep it. */
  find: (name: string) => { snapshot: Snapshot; maxAgeSeconds: number } | null
  /** Snapshots built so far (tests and the abuse benchmark count rebuilds). */
  readonly builds: number
  /** Resolves when no build is running or waiting (tests). */
  settled: () => Promise<void>
}

export interface SnapshotStoreOptions {
  graceMs?: number
  /** The clock (ms); tests move it past the grace period. */
  now?: () => number
}

const stores = new WeakMap<Db, SnapshotStore>()

/** The store of `db` if the app offers a snapshot, else null (never creates one). */
export const existingSnapshotStore = (db: Db): SnapshotStore | null => stores.get(db) ?? null

export function snapshotStore(db: Db, debounceMs: number, log: (message: string) => void, options: SnapshotStoreOptions = {}): SnapshotStore {
  const existing = stores.get(db)
  if (existing) return existing
  const { graceMs = SNAPSHOT_GRACE_MS, now = Date.now } = options
  let current: Snapshot | null = null
  /** The snapshot the current one replaced, served until `until`. */
  let previous: { snapshot: Snapshot; until: number } | null = null
  /**
   * The version up to which every change is either in the snapshot (or a build under way) or known to
   * this process not to concern visitors: commits heard of in an unbroken run of versions since the
   * build started. A gap means another process wrote, which catchUp answers with a rebuild.
   */
  let known = -1
  let builds = 0
  let building: Promise<void> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let again = false

  const build = async () => {
    timer = undefined
    if (building) {
      again = true
      return
    }
    if (!db.open) return
    known = Math.max(known, await currentVersion(db))
    building = buildSnapshot(db, current)
      .then((snapshot) => {
        builds++
        // The same rows: the same file, offered with the newer cursor.
        if (snapshot.name !== current?.name && current) previous = { snapshot: current, until: now() + graceMs }
        current = snapshot
      })
      .catch((err: Error) => {
        known = -1
        if (db.open) log(`The catalogue snapshot could not be built: ${err.message}`)
      })
      .finally(() => {
        building = null
        if (again) {
          again = false
          schedule()
        }
      })
  }
  const schedule = () => {
    if (!db.open) return
    clearTimeout(timer)
    timer = setTimeout(() => void build(), debounceMs)
    timer.unref?.()
  }
  onCommit(db, (notice) => {
    if (notice.version === 0) return // sessions ended, nothing written
    if (notice.firstVersion === known + 1) known = notice.version
    if (notice.everyone) schedule()
  })

  const store: SnapshotStore = {
    current: () => current,
    catchUp: async () => {
      if (!building && !timer && db.open && await currentVersion(db) > known) schedule()
    },
    rebuild: () => {
      if (!building && !timer) schedule()
    },
    find: (name) => {
      if (current?.name === name) return { snapshot: current, maxAgeSeconds: Math.floor(graceMs / 1000) }
      const left = previous && previous.snapshot.name === name ? previous.until - now() : 0
      return left > 0 ? { snapshot: previous!.snapshot, maxAgeSeconds: Math.floor(left / 1000) } : null
    },
    get builds() {
      return builds
    },
    settled: async () => {
      while (building || timer) {
        if (timer) {
          clearTimeout(timer)
          await build()
        }
        await building
      }
    },
  }
  stores.set(db, store)
  // The first build at once, so the first visitor finds a snapshot ready.
  timer = setTimeout(() => void build(), 0)
  timer.unref?.()
  return store
}
