// Reads the compacted change log for one caller: catalogue rows for everyone, per-user rows for their
// owner only, users and drafts for admins only (others receive a delete for a draft, so a post that is
// unpublished disappears from their copy).
import { PUBLISHABLE_ENTITIES, type ChangesQuery, type SyncEntity } from '../../sync/protocol/changes'
import type { Db } from '../db/connection'
import { perEngine } from '../db/dialect'
import { TABLES_BY_ENTITY } from '../db/tables'
import { badRequest } from '../http/errors'
import type { ClientState } from '../../sync/protocol/client-mutations'
import { clientState } from './clients'
import { makeCursor, readCursor } from './cursor'
import { rowsAsJson, type RowJson } from './row-json'
import { isTeamEntity, teamReader } from './team-feed'
import { ACCOUNT_SQL, VISIBLE_SQL } from './visibility'
import { isWorkspaceEntity, workspaceReader } from './workspace-feed'

export interface Viewer {
  userId: number | null
  isAdmin: boolean
}

interface LogEntry {
  version: number
  entity: SyncEntity
  entity_id: number
  op: 'put' | 'delete'
}

const publishable = new Set<SyncEntity>(PUBLISHABLE_ENTITIES)

/**
 * The log walked in version order from `since`: SQLite's planner would otherwise answer the ORs of
 * VISIBLE_SQL through the entity index, reading every catalogue entry (60k: 30 ms) to find the few, or
 * none, a device that is up to date asks for once a minute. NOT INDEXED still uses the version (rowid)
 * range; PostgreSQL's planner takes that range by itself.
 */
const CHANGE_LOG_IN_VERSION_ORDER = perEngine((engine) => (engine === 'sqlite' ? 'change_log NOT INDEXED' : 'change_log'))
const SELECT_ALL = perEngine((engine) => `SELECT version, entity, entity_id, op FROM ${CHANGE_LOG_IN_VERSION_ORDER(engine)}
  WHERE version > @since AND ${VISIBLE_SQL}
  ORDER BY version LIMIT @take`)
const SELECT_ACCOUNT = `SELECT version, entity, entity_id, op FROM change_log
  WHERE version > @since AND ${ACCOUNT_SQL}
  ORDER BY version LIMIT @take`

/** A change whose row is already JSON text (null for deletes), ready to be written into the answer. */
export interface FeedChange {
  entity: SyncEntity
  id: number
  op: 'put' | 'delete'
  json: string | null
  version: number
}

export type FeedAnswer =
  | { gone: true; minVersion: number }
  | { gone: false; changes: FeedChange[]; next: string; hasMore: boolean; client?: ClientState | null }

/** Throws 400 for a `since` that is no cursor at all. */
export async function readChanges(db: Db, query: ChangesQuery, viewer: Viewer): Promise<FeedAnswer> {
  const cursor = readCursor(query.since)
  if (!cursor) throw badRequest('since must be a cursor from the change feed', { since: 'Not a change-feed cursor' })
  return await db.transaction(async (tx): Promise<FeedAnswer> => {
    const state = (await tx.get<{ version: number; min_version: number; epoch: string }>('SELECT version, min_version, epoch FROM sync_state WHERE id = 1'))!
    const since = cursor.kind === 'at' ? cursor.version : 0
    // From before epochs, from another database or before a restore, older than the pruned
    // tombstones, or from the future: only a rebuild knows what the device missed.
    if (
      cursor.kind === 'stale' ||
      (cursor.kind === 'at' && (cursor.epoch !== state.epoch || since < state.min_version || since > state.version))
    ) {
      return { gone: true, minVersion: state.min_version }
    }
    const entries = await tx.all<LogEntry>(query.scope === 'account' ? SELECT_ACCOUNT : SELECT_ALL(tx), { since, userId: viewer.userId, isAdmin: viewer.isAdmin ? 1 : 0, take: query.limit + 1 })
    const hasMore = entries.length > query.limit
    const page = hasMore ? entries.slice(0, query.limit) : entries
    const rows = await loadRows(tx, page)
    const readers = { team: teamReader(tx, viewer.userId), workspace: workspaceReader(tx, viewer.userId) }
    const changes: FeedChange[] = []
    for (const e of page) changes.push(await toChange(e, rows.get(`${e.entity}:${e.entity_id}`), viewer, readers))
    const next = makeCursor(state.epoch, hasMore ? page[page.length - 1].version : state.version)
    // Read with the changes: a change the client made is in this page or an earlier one once it counts as applied.
    const client = query.client !== undefined && viewer.userId !== null ? await clientState(tx, viewer.userId, query.client, query.known === '1', query.batch === '1') : undefined
    return { gone: false, changes, hasMore, next, ...(client !== undefined && { client }) }
  })
}

/** Whether the feed holds a change this caller may see after `since` (a live client reconnecting behind). */
export async function hasChangesSince(db: Db, since: number, viewer: Viewer): Promise<boolean> {
  return await db.get(`SELECT 1 FROM ${CHANGE_LOG_IN_VERSION_ORDER(db)} WHERE version > @since AND ${VISIBLE_SQL} LIMIT 1`, { since, userId: viewer.userId, isAdmin: viewer.isAdmin ? 1 : 0 }) !== undefined
}

/** Loads the current row of every 'put' entry as JSON, one query per entity. */
async function loadRows(db: Db, entries: LogEntry[]): Promise<Map<string, RowJson>> {
  const idsByEntity = new Map<SyncEntity, number[]>()
  for (const e of entries) {
    if (e.op !== 'put') continue
    const ids = idsByEntity.get(e.entity)
    if (ids) ids.push(e.entity_id)
    else idsByEntity.set(e.entity, [e.entity_id])
  }
  const rows = new Map<string, RowJson>()
  for (const [entity, ids] of idsByEntity) {
    for (const row of await rowsAsJson(db, TABLES_BY_ENTITY[entity], ids)) rows.set(`${entity}:${row.id}`, row)
  }
  return rows
}

interface RowReaders {
  team: ReturnType<typeof teamReader>
  workspace: ReturnType<typeof workspaceReader>
}

/** The row as this reader receives it: a team's or a workspace's row by its own rule, null for a delete. */
async function readRow(entity: SyncEntity, json: string, readers: RowReaders): Promise<string | null> {
  if (isTeamEntity(entity)) return await readers.team(entity, json)
  if (isWorkspaceEntity(entity)) return await readers.workspace(entity, json)
  return json
}

async function toChange(e: LogEntry, row: RowJson | undefined, viewer: Viewer, readers: RowReaders): Promise<FeedChange> {
  const hidden = !row || (publishable.has(e.entity) && !row.published && !viewer.isAdmin)
  const json = e.op === 'delete' || hidden ? null : await readRow(e.entity, row.json, readers)
  if (json === null) return { entity: e.entity, id: e.entity_id, op: 'delete', json: null, version: e.version }
  return { entity: e.entity, id: e.entity_id, op: 'put', json, version: e.version }
}

/** The answer's JSON text, assembled around the rows' ready-made JSON (`client` only when the caller named one). */
export function feedAnswerJson(changes: FeedChange[], next: string, hasMore: boolean, client?: ClientState | null): string {
  const clientJson = client === undefined ? '' : `,"client":${JSON.stringify(client)}`
  return `{"changes":${feedChangesJson(changes)},"next":${JSON.stringify(next)},"hasMore":${hasMore}${clientJson}}`
}

/** The changes of an answer as a JSON array (the catalogue snapshot's lines hold only these). */
export function feedChangesJson(changes: FeedChange[]): string {
  return `[${changes.map((c) => `{"entity":"${c.entity}","id":${c.id},"op":"${c.op}","data":${c.json ?? 'null'},"version":${c.version}}`).join(',')}]`
}
