// Where the built catalogue snapshots are kept and served from (api/sync/snapshot-store.ts builds
// them): the current one and, for the grace period, the one it replaced (a client that read the
// pointer just before a rebuild still gets its file). One process on SQLite keeps them in its memory
// (this file); several processes on PostgreSQL keep them in the database, where each serves what any
// of them built (api/sync/snapshot-table.ts).
import type { Snapshot } from './snapshot'

export interface SnapshotShelf {
  /** This process's copy of the current snapshot. */
  current(): Snapshot | null
  /** The snapshot of that name while it may be served, and how many more seconds a cache may keep it. */
  find(name: string): Promise<{ snapshot: Snapshot; maxAgeSeconds: number } | null>
  /** A build's snapshot becomes the current one; `covers`: every change up to that feed version is in it. */
  keep(snapshot: Snapshot, covers: number): Promise<void>
  /**
   * Takes up the current snapshot another process kept, if any; answers the feed version it covers
   * (-1: none kept anywhere but here, so a build is always needed).
   */
  refresh(): Promise<number>
}

/** The shelf of one process: nothing is built elsewhere. */
export function memoryShelf(graceMs: number, now: () => number): SnapshotShelf {
  let current: Snapshot | null = null
  /** The snapshot the current one replaced, served until `until`. */
  let previous: { snapshot: Snapshot; until: number } | null = null
  return {
    current: () => current,
    find: (name) => {
      if (current?.name === name) return Promise.resolve({ snapshot: current, maxAgeSeconds: Math.floor(graceMs / 1000) })
      const left = previous && previous.snapshot.name === name ? previous.until - now() : 0
      return Promise.resolve(left > 0 ? { snapshot: previous!.snapshot, maxAgeSeconds: Math.floor(left / 1000) } : null)
    },
    keep: (snapshot) => {
      // The same rows: the same file, offered with the newer cursor.
      if (snapshot.name !== current?.name && current) previous = { snapshot: current, until: now() + graceMs }
      current = snapshot
      return Promise.resolve()
    },
    refresh: () => Promise.resolve(-1),
  }
}
