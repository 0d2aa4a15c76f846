// After `pg_restore` (README, "Operating"), what `npm run restore -- <file>` does for a SQLite restore:
// the database goes back in time, so it gets a new epoch (every device's cursor answers 410 and its
// copy is rebuilt: api/db/epoch.ts, docs/sync.md), and its ids continue past any the database handed
// out before it was replaced (api/db/restore-ids.ts): nobody knows how far that one went, so every
// table's mark and every identity sequence jumps by RESTORE_ID_GAP.
import { BackupError } from '../db/backup'
import { renewEpoch } from '../db/epoch'
import { migrate } from '../db/migrate'
import type { PostgresDb } from '../db/postgres-db'
import { continueIdsAfter, RESTORE_ID_GAP } from '../db/restore-ids'

export interface Renewal {
  epoch: string
  /** The migrations a dump from an older build needed. */
  applied: string[]
  /** The identity sequences moved on, as table.column. */
  sequences: string[]
}

/** Renews the restored database at `db`. Refuses one that is not Vetted's, or one a server has open. */
export async function renewRestoredDatabase(db: PostgresDb): Promise<Renewal> {
  // First, while this command holds one connection only: any other is another program's.
  const others = (await db.value<number>('SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = ?', 'client backend'))!
  if (others > 0) throw new BackupError(`${others} other connection${others === 1 ? ' is' : 's are'} open on this database: stop every Vetted server (and other clients) before renewing it`)
  if (!await db.value('SELECT to_regclass(?) IS NOT NULL AND to_regclass(?) IS NOT NULL', 'sync_state', 'id_high_water')) {
    throw new BackupError('This database holds no Vetted data (no sync_state or id_high_water table): restore the dump into it first (pg_restore)')
  }
  const applied = await migrate(db) // a dump from an older build gets this build's schema, as a start would give it
  return await db.transaction(async (tx) => {
    await continueIdsAfter(tx, null)
    const identities = await tx.all<{ tbl: string; col: string; seq: string }>(`SELECT c.relname AS tbl, a.attname AS col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS seq
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE a.attidentity <> '' AND c.relkind = 'r' AND n.nspname = current_schema() ORDER BY c.relname`)
    for (const { tbl, col, seq } of identities) {
      const highest = `(SELECT COALESCE(MAX(${quoteName(col)}), 0) FROM ${quoteName(tbl)})`
      await tx.value(`SELECT setval(?, GREATEST(COALESCE(pg_sequence_last_value(CAST(? AS regclass)), 0), ${highest}) + ?)`, seq, seq, RESTORE_ID_GAP)
    }
    return { epoch: await renewEpoch(tx), applied, sequences: identities.map(({ tbl, col }) => `${tbl}.${col}`) }
  })
}

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`
