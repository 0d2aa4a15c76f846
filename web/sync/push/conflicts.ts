// 412 answers (docs/sync.md, "Conflicts"). A buyer's own rows (favourites, cart lines, boards,
// orders) never wait for a decision: the queued edit is merged field by field over the server's
// current row and sent again; a board's shared fields merge three ways, and a team board's real
// clashes wait for the person's choice (board-merge.ts). Catalogue rows are parked for an administrator, who sees both versions
// and chooses; later edits of a parked row wait behind it (see nextToSend in sender.ts). A 412 applied
// nothing, so the entry loses its number: sent again, it takes the next one (client-ids.ts).
import { BOARD_CLASH, mutationNamed } from '../../../sync/mutations'
import { PER_USER_ENTITIES } from '../../../sync/protocol/entities'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import type { VettedDb } from '../../db/db'
import { allTables, followVersion, stillQueued, writeRebased } from '../copy/outbox-rows'
import { rowKey } from '../copy/rebase'
import { isBoardEdit, mergeBoardEntries, resolveClash } from './board-merge'

type Row = Record<string, unknown>

const ownEntities = new Set(PER_USER_ENTITIES)
export const isOwnRow = (entry: Pick<OutboxEntry, 'entity'>) => ownEntities.has(entry.entity)

/**
 * A buyer's edit over a row that changed elsewhere: its arguments merged over `current` (sync/mutations'
 * mergeOver), queued again on the server's version under the next number. Returns false when the entry
 * is not the buyer's own row.
 */
export async function mergeOwnRow(db: VettedDb, entry: OutboxEntry, current: Row | null): Promise<boolean> {
  if (!isOwnRow(entry) || !current || typeof current.version !== 'number') return false
  await db.transaction('rw', allTables(db), async () => {
    if (!(await stillQueued(db, entry))) return
    const { mergeOver } = mutationNamed(entry.name)
    const args = isBoardEdit(entry) ? await mergeBoardEntries(db, entry, current) : mergeOver ? mergeOver(entry.args, entry.before, current) : entry.args
    await db.outbox.update(entry.seq, {
      args, baseVersion: current.version as number, mutationId: undefined, clientId: undefined, batched: undefined, attempts: 0, notBefore: 0, answerLost: false,
    })
    await writeRebased(db, entry.entity, entry.entityId, current)
  })
  return true
}

/** 412 on a catalogue row: keep the local edit, remember the server's row, and let the admin choose. */
export async function park(db: VettedDb, entry: OutboxEntry, current: Row | null): Promise<void> {
  await db.transaction('rw', db.outbox, db.shadows, async () => {
    if (!(await stillQueued(db, entry))) return
    await db.outbox.update(entry.seq, { status: 'conflict', serverRow: current ?? undefined, mutationId: undefined, clientId: undefined, batched: undefined })
    await db.shadows.put({ key: rowKey(entry.entity, entry.entityId), row: current as Row, version: current?.version as number | undefined })
  })
}

/**
 * The admin's answer to a conflict. 'mine' sends their edit again over the server's version; 'theirs'
 * drops it. Either way the edits queued after it now follow the server's version.
 */
export async function resolveConflict(db: VettedDb, seq: number, choice: 'mine' | 'theirs'): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    const entry = await db.outbox.get(seq)
    if (!entry || entry.status !== 'conflict') return
    if (entry.name === BOARD_CLASH) return resolveClash(db, entry, choice)
    const server = entry.serverRow ?? null
    const version = server?.version as number | undefined
    if (choice === 'mine') {
      await db.outbox.update(seq, { status: 'pending', baseVersion: version, notBefore: 0, attempts: 0, serverRow: undefined })
      return
    }
    await db.outbox.delete(seq)
    await followVersion(db, entry.entity, entry.entityId, version)
    await writeRebased(db, entry.entity, entry.entityId, server)
  })
}
