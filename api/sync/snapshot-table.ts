// The catalogue snapshots kept in the database (table catalogue_snapshots), for several processes on
// one PostgreSQL database: whichever process built the current one, every process serves it, with no
// disk shared between them. The current file is the row whose `replaced_at` is null; a replaced one is
// served for the grace period after `replaced_at`, then deleted by the next keep. Each process holds a
// copy of the current file (and of the one it replaced) in memory, so serving it reads no bytes from
// the database; it takes up a newer one when the pointer it reads names another file.
import type { Db } from '../db/connection'
import type { Snapshot } from './snapshot'
import type { SnapshotShelf } from './snapshot-shelf'

interface PointerRow {
  name: string
  next: string
  covers: number
  built_at: string
}

interface SnapshotRow extends PointerRow {
  etag: string
  row_count: number
  answer_rows: string
  lead_answers: number
  raw_bytes: number
  br: Buffer
  gz: Buffer
  replaced_at: number | null
}

const snapshotOf = (row: SnapshotRow): Snapshot => ({
  name: row.name, etag: row.etag, next: row.next, rows: row.row_count, answerRows: JSON.parse(row.answer_rows) as number[],
  leadAnswers: row.lead_answers, rawBytes: row.raw_bytes, br: row.br, gz: row.gz, builtAt: row.built_at,
})

export function tableShelf(db: Db, graceMs: number, now: () => number): SnapshotShelf {
  let current: Snapshot | null = null
  /** The copy this process held before the current one: served from memory while its row says it may be. */
  let previous: Snapshot | null = null

  const takeUp = (snapshot: Snapshot) => {
    if (current && current.name !== snapshot.name) previous = current
    current = snapshot
  }

  return {
    current: () => current,

    async find(name) {
      const row = await db.get<{ replaced_at: number | null }>('SELECT replaced_at FROM catalogue_snapshots WHERE name = ?', name)
      if (!row) return null
      const left = row.replaced_at === null ? graceMs : row.replaced_at + graceMs - now()
      if (left <= 0) return null
      const held = [current, previous].find((s) => s?.name === name)
      let snapshot = held
      if (!snapshot) {
        const full = await db.get<SnapshotRow>('SELECT * FROM catalogue_snapshots WHERE name = ?', name)
        if (!full) return null
        snapshot = snapshotOf(full)
        // A newer file than this process has seen: it is the current one from now on here too.
        if (full.replaced_at === null) takeUp(snapshot)
      }
      return { snapshot, maxAgeSeconds: Math.floor(left / 1000) }
    },

    async keep(snapshot, covers) {
      const at = now()
      await db.transaction(async (tx) => {
        // The same rows as a kept file: its bytes stay, its cursor moves on.
        const same = await tx.run(
          'UPDATE catalogue_snapshots SET next = ?, covers = ?, built_at = ?, replaced_at = NULL WHERE name = ?',
          snapshot.next, covers, snapshot.builtAt, snapshot.name)
        if (!same.changes) {
          await tx.run(
            `INSERT INTO catalogue_snapshots (name, etag, next, row_count, answer_rows, lead_answers, raw_bytes, br, gz, built_at, covers)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            snapshot.name, snapshot.etag, snapshot.next, snapshot.rows, JSON.stringify(snapshot.answerRows), snapshot.leadAnswers,
            snapshot.rawBytes, snapshot.br, snapshot.gz, snapshot.builtAt, covers)
        }
        await tx.run('UPDATE catalogue_snapshots SET replaced_at = ? WHERE replaced_at IS NULL AND name <> ?', at, snapshot.name)
        await tx.run('DELETE FROM catalogue_snapshots WHERE replaced_at <= ?', at - graceMs)
      })
      takeUp(snapshot)
    },

    async refresh() {
      const pointer = await db.get<PointerRow>('SELECT name, next, covers, built_at FROM catalogue_snapshots WHERE replaced_at IS NULL')
      if (!pointer) return -1
      if (pointer.name === current?.name) {
        current = { ...current, next: pointer.next, builtAt: pointer.built_at }
      } else {
        const full = await db.get<SnapshotRow>('SELECT * FROM catalogue_snapshots WHERE name = ?', pointer.name)
        if (!full) return -1
        takeUp(snapshotOf(full))
      }
      return pointer.covers
    },
  }
}
