// The server side of tabs-and-rebuilds.spec.ts and schema-upgrade.spec.ts: the feed's version state
// read from the fault server's SQLite file (tests/e2e/faults/server-process.ts), and the one write a
// test makes there itself, raising min_version as tombstone pruning does (api/db/versioning.ts
// pruneTombstones), so a device's older cursor answers 410 (api/sync/sync-repo.ts readChanges).
import { expect, type APIRequestContext } from '@playwright/test'
import Database from 'better-sqlite3'
import { makeCursor, readCursor } from '../../../api/sync/cursor'
import type { ServerProcess } from './server-process'

/** The feed's state; `cursor` is what a device that is up to date holds (api/sync/cursor.ts). */
export function syncState(server: ServerProcess): { version: number; minVersion: number; cursor: string } {
  const [state] = server.query<{ version: number; minVersion: number; epoch: string }>('SELECT version, min_version AS minVersion, epoch FROM sync_state WHERE id = 1')
  return { version: state.version, minVersion: state.minVersion, cursor: makeCursor(state.epoch, state.version) }
}

/** The version a device's cursor has reached. */
export function versionOf(cursor: string): number {
  const read = readCursor(cursor)
  return read?.kind === 'at' ? read.version : NaN
}

/**
 * Cursors below the server's current version now answer 410, as after pruning tombstones up to it.
 * The tombstones themselves stay, so a rebuild from 0 still learns of every delete. Returns the version.
 */
export function pruneUpToNow(server: ServerProcess): number {
  const db = new Database(server.databasePath, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000') // the server may be writing (WAL: one writer at a time)
    db.prepare('UPDATE sync_state SET min_version = version WHERE id = 1').run()
  } finally {
    db.close()
  }
  return syncState(server).version
}

/** The feed's answer from `cursor` holds nothing and leaves the cursor where it is: the copy is current. */
export async function expectFeedCurrentAt(request: APIRequestContext, cursor: string) {
  const res = await request.get(`/api/sync/changes?since=${cursor}&limit=1000`)
  expect(res.status(), await res.text()).toBe(200)
  expect(await res.json()).toEqual({ changes: [], next: cursor, hasMore: false })
}
