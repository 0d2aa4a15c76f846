// The change feed's cursor, made and read here only (docs/sync.md, "Versions and the change feed"):
// `<epoch>.<version>`, the database epoch (api/db/epoch.ts) and the version the device has reached.
// Clients keep it as an opaque string. Whatever makes a cursor (a feed page, a prebuilt snapshot)
// calls makeCursor, so they all agree.
/** What a `since` asks for: everything, a version of this database, or a rebuild (410). */
export type ReadCursor = { kind: 'start' } | { kind: 'at'; epoch: string; version: number } | { kind: 'stale' }

import type { Db } from '../db/connection'
import { databaseEpoch } from '../db/epoch'

const CURSOR = /^([0-9a-f]{16})\.(\d{1,15})$/

export const makeCursor = (epoch: string, version: number): string => `${epoch}.${version}`

/** The cursor of `version` in this database, for anything that hands one to a device (call it in the transaction that read the version). */
export const feedCursor = async (db: Db, version: number): Promise<string> => makeCursor(await databaseEpoch(db), version)

/**
 * Whether the feed still serves `cursor`: of this database's epoch, and no older than the tombstones it
 * keeps (a cursor it would answer 410).
 */
export async function cursorServed(db: Db, cursor: string): Promise<boolean> {
  const read = readCursor(cursor)
  if (read?.kind !== 'at') return read?.kind === 'start'
  const state = (await db.get<{ version: number; minVersion: number; epoch: string }>('SELECT version, min_version AS "minVersion", epoch FROM sync_state WHERE id = 1'))!
  return read.epoch === state.epoch && read.version >= state.minVersion && read.version <= state.version
}

/**
 * Reads `since`. A bare number other than 0 is a cursor from before epochs existed (an older app's
 * copy): only a rebuild can say which changes it missed. Null: not a cursor at all (400).
 */
export function readCursor(since: string): ReadCursor | null {
  if (/^\d{1,15}$/.test(since)) return Number(since) === 0 ? { kind: 'start' } : { kind: 'stale' }
  const match = CURSOR.exec(since)
  return match ? { kind: 'at', epoch: match[1], version: Number(match[2]) } : null
}
