// The sync change log (docs/sync.md, "Versions and the change feed"): every write bumps the global version in the same
// transaction, stamps the row, and records (version, entity, id, op). The log is compacted: it
// keeps only the latest entry per row, so a pull sends each changed row once.
import type { SyncEntity } from '../../sync/protocol/changes'
import type { Db } from './connection'

export function nextVersion(db: Db): number {
  return db.prepare('UPDATE sync_state SET version = version + 1 WHERE id = 1 RETURNING version').pluck().get() as number
}

export function currentVersion(db: Db): number {
  return db.prepare('SELECT version FROM sync_state WHERE id = 1').pluck().get() as number
}

// Entries of rows that belong to no board's team leave `board_id` alone (always null for them), so
// these statements also run on a database from before that column (the migration tests write there).
const LOG_CHANGE_SQL = `INSERT INTO change_log (version, entity, entity_id, op, owner_id, changed_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (entity, entity_id) DO UPDATE SET version = excluded.version, op = excluded.op,
       owner_id = excluded.owner_id, changed_at = excluded.changed_at`
const LOG_TEAM_CHANGE_SQL = `INSERT INTO change_log (version, entity, entity_id, op, owner_id, changed_at, board_id) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (entity, entity_id) DO UPDATE SET version = excluded.version, op = excluded.op,
       owner_id = excluded.owner_id, changed_at = excluded.changed_at, board_id = excluded.board_id`

// A workspace's rows (audience 'workspace') keep their workspace with the entry, and its tombstone.
const LOG_WORKSPACE_CHANGE_SQL = `INSERT INTO change_log (version, entity, entity_id, op, owner_id, changed_at, workspace_id) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (entity, entity_id) DO UPDATE SET version = excluded.version, op = excluded.op,
       owner_id = excluded.owner_id, changed_at = excluded.changed_at, workspace_id = excluded.workspace_id`

/**
 * `boardId`: the board whose team sees the row (audience 'members'), else null; `workspaceId`: the
 * company workspace whose members see it (audience 'workspace'), else null.
 */
export function logChange(db: Db, entity: SyncEntity, id: number, op: 'put' | 'delete', version: number, ownerId: number | null, boardId: number | null = null, workspaceId: number | null = null): void {
  const args = [version, entity, id, op, ownerId, new Date().toISOString()]
  if (workspaceId !== null) db.prepare(LOG_WORKSPACE_CHANGE_SQL).run(...args, workspaceId)
  else if (boardId === null) db.prepare(LOG_CHANGE_SQL).run(...args)
  else db.prepare(LOG_TEAM_CHANGE_SQL).run(...args, boardId)
}

/** logChange with its statements prepared once, for bulk writes (imports of thousands of rows). */
export function prepareLogChange(db: Db) {
  let plain: ReturnType<Db['prepare']> | undefined
  let team: ReturnType<Db['prepare']> | undefined
  return (entity: SyncEntity, id: number, op: 'put' | 'delete', version: number, ownerId: number | null, boardId: number | null = null) => {
    const args = [version, entity, id, op, ownerId, new Date().toISOString()]
    if (boardId === null) (plain ??= db.prepare(LOG_CHANGE_SQL)).run(...args)
    else (team ??= db.prepare(LOG_TEAM_CHANGE_SQL)).run(...args, boardId)
  }
}

/** Reserves `count` consecutive versions in one step (bulk writes); returns the first of them. */
export function reserveVersions(db: Db, count: number): number {
  const last = db.prepare('UPDATE sync_state SET version = version + ? WHERE id = 1 RETURNING version').pluck().get(count) as number
  return last - count + 1
}

/**
 * Drops tombstones older than `olderThanMs` and raises the lowest cursor the feed still serves, so a
 * client that slept through the pruning gets 410 and rebuilds instead of missing deletes.
 */
export function pruneTombstones(db: Db, olderThanMs: number): number {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString()
  return db.transaction(() => {
    const top = db
      .prepare(`SELECT MAX(version) FROM change_log WHERE op = 'delete' AND changed_at < ?`)
      .pluck()
      .get(cutoff) as number | null
    if (top === null) return 0
    const { changes } = db.prepare(`DELETE FROM change_log WHERE op = 'delete' AND version <= ?`).run(top)
    db.prepare('UPDATE sync_state SET min_version = MAX(min_version, ?) WHERE id = 1').run(top)
    return changes
  })()
}
