// The sync change log (docs/sync.md, "Versions and the change feed"): every write bumps the global version in the same
// transaction, stamps the row, and records (version, entity, id, op). The log is compacted: it
// keeps only the latest entry per row, so a pull sends each changed row once.
import type { SyncEntity } from '../../sync/protocol/changes'
import type { Db } from './connection'

export async function nextVersion(db: Db): Promise<number> {
  return (await db.value<number>('UPDATE sync_state SET version = version + 1 WHERE id = 1 RETURNING version'))!
}

export async function currentVersion(db: Db): Promise<number> {
  return (await db.value<number>('SELECT version FROM sync_state WHERE id = 1'))!
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

// A blog post's or resource's entry is `admins_only` (api/sync/visibility.ts) while its row has been a
// draft at every change since the row was made: a new entry is when its row is a draft; an entry that
// is stays so while its row is a draft or gone (deleted as one); once the row is published, never
// again. The row is written before its change is logged, so its `published` is its state after it.
const DRAFT_TABLES: Partial<Record<SyncEntity, string>> = { blogPost: 'blog_posts', resource: 'resources' }
const LOG_DRAFT_CHANGE_SQL = `INSERT INTO change_log (version, entity, entity_id, op, owner_id, changed_at, admins_only) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (entity, entity_id) DO UPDATE SET version = excluded.version, op = excluded.op,
       owner_id = excluded.owner_id, changed_at = excluded.changed_at,
       admins_only = CASE WHEN change_log.admins_only = 1 THEN ? ELSE 0 END`

/**
 * `boardId`: the board whose team sees the row (audience 'members'), else null; `workspaceId`: the
 * company workspace whose members see it (audience 'workspace'), else null.
 */
export async function logChange(db: Db, entity: SyncEntity, id: number, op: 'put' | 'delete', version: number, ownerId: number | null, boardId: number | null = null, workspaceId: number | null = null): Promise<void> {
  const args = [version, entity, id, op, ownerId, new Date().toISOString()]
  const draftTable = DRAFT_TABLES[entity]
  if (draftTable) {
    const published = await db.value<number>(`SELECT published FROM ${draftTable} WHERE id = ?`, id)
    await db.run(LOG_DRAFT_CHANGE_SQL, ...args, published === 0 ? 1 : 0, published === 1 ? 0 : 1)
  } else if (workspaceId !== null) await db.run(LOG_WORKSPACE_CHANGE_SQL, ...args, workspaceId)
  else if (boardId === null) await db.run(LOG_CHANGE_SQL, ...args)
  else await db.run(LOG_TEAM_CHANGE_SQL, ...args, boardId)
}

/**
 * Makes the write transaction `tx` wait for every other write to commit before it reads anything, as
 * SQLite's single connection does by itself: on PostgreSQL transactions run side by side, and two copies
 * of one change (two tabs, a retry) would both find it unapplied and both apply it. The lock is the
 * version row's, which every versioned write takes anyway, held until commit.
 */
export async function holdWriteOrder(tx: Db): Promise<void> {
  if (tx.engine === 'postgres') await tx.get('SELECT version FROM sync_state WHERE id = 1 FOR UPDATE')
}

/** Reserves `count` consecutive versions in one step (bulk writes); returns the first of them. */
export async function reserveVersions(db: Db, count: number): Promise<number> {
  const last = (await db.value<number>('UPDATE sync_state SET version = version + ? WHERE id = 1 RETURNING version', count))!
  return last - count + 1
}

/**
 * Drops tombstones older than `olderThanMs` and raises the lowest cursor the feed still serves, so a
 * client that slept through the pruning gets 410 and rebuilds instead of missing deletes.
 */
export async function pruneTombstones(db: Db, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString()
  return await db.transaction(async (tx) => {
    const top = await tx.value<number | null>(`SELECT MAX(version) FROM change_log WHERE op = 'delete' AND changed_at < ?`, cutoff)
    if (top === null) return 0
    const { changes } = await tx.run(`DELETE FROM change_log WHERE op = 'delete' AND version <= ?`, top)
    await tx.run('UPDATE sync_state SET min_version = GREATEST(min_version, ?) WHERE id = 1', top)
    return changes
  })
}
