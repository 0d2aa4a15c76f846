// Keeps the current catalogue snapshot (api/sync/snapshot.ts) and the one before it (a client that
// read the pointer just before a rebuild still gets its file), and rebuilds in the background after
// writes: debounced, one build at a time, never inside a request. One store per database.
import type { Db } from '../db/connection'
import { currentVersion } from '../db/versioning'
import { buildSnapshot, type Snapshot } from './snapshot'

export interface SnapshotStore {
  current: () => Snapshot | null
  /** Schedules a rebuild if the catalogue moved without a request saying so (an import script, a restore). */
  catchUp: () => void
  find: (name: string) => Snapshot | null
  /** The catalogue may have changed: rebuild once writes have been quiet for the debounce delay. */
  changed: () => void
  /** Resolves when no build is running or waiting (tests). */
  settled: () => Promise<void>
}

const stores = new WeakMap<Db, SnapshotStore>()

export function snapshotStore(db: Db, debounceMs: number, log: (message: string) => void): SnapshotStore {
  const existing = stores.get(db)
  if (existing) return existing
  let current: Snapshot | null = null
  let previous: Snapshot | null = null
  /** The version the current snapshot (or the running build) started from. */
  let builtFrom = -1
  let building: Promise<void> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let again = false

  const build = () => {
    timer = undefined
    if (building) {
      again = true
      return
    }
    if (!db.open) return
    builtFrom = currentVersion(db)
    building = buildSnapshot(db)
      .then((snapshot) => {
        if (snapshot.name === current?.name) return
        previous = current
        current = snapshot
      })
      .catch((err: Error) => {
        builtFrom = -1
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
    timer = setTimeout(build, debounceMs)
    timer.unref?.()
  }

  const store: SnapshotStore = {
    current: () => current,
    catchUp: () => {
      if (!building && !timer && db.open && currentVersion(db) !== builtFrom) schedule()
    },
    find: (name) => [current, previous].find((s) => s?.name === name) ?? null,
    changed: schedule,
    settled: async () => {
      while (building || timer) {
        if (timer) {
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
