// A first download from the catalogue snapshot, held in memory until its rows are in their tables
// (docs/sync.md, "First download from the snapshot"). Its answers are parsed once, as they arrive, and
// written to the tables from here in order. Once the whole snapshot has arrived (every answer and row
// its pointer announced), the file is also kept in IndexedDB as one Blob with its cursor, and each feed
// page after it is staged with its cursor as it comes (staged-download.ts): from then on a restart
// finds the catalogue on the device and reads it back from there (`stored`). Before that, nothing is
// kept: a download cut off part way is written on top of what the device had, without a cursor, and
// the next round starts the first download again.
import type { Change } from '../../../sync/protocol/changes'
import type { VettedDb } from '../../db/db'
import { applyChanges, type AppliedChanges } from '../copy/apply-changes'
import { clearSyncedRows } from '../copy/clear-copy'
import { allTables } from '../copy/outbox-rows'

export class HeldDownload {
  private readonly pages: Change[][] = []
  /** The feed cursor after the last page held (the snapshot's `next`, then each feed page's). */
  cursor: string | null = null
  /** Every page held is also staged in IndexedDB, with the cursor after the last: the copy is durable. */
  stored = false

  add(changes: Change[], cursor: string | null): void {
    this.pages.push(changes)
    if (cursor !== null) this.cursor = cursor
  }

  /**
   * Writes every page held to the tables, oldest first, each in its own transaction. A whole download
   * (`complete`: it reached the end of the feed; or `stored`: what is held is staged, with its cursor)
   * starts clean: the synced rows it replaces go in the first page's transaction (copy/clear-copy.ts),
   * so a row deleted on the server between two attempts (the snapshot holds no deletes) never stays;
   * its last page writes the cursor and, when staged, lets the staged records go in the same
   * transaction. A download cut off part way before it was stored is written on top of what the device
   * had, usable offline, without a cursor. Pages are let go as they are written.
   */
  async apply(db: VettedDb, complete: boolean, onApplied?: (applied: AppliedChanges, changes: number, share: number) => void): Promise<void> {
    const whole = complete || this.stored
    const total = this.pages.length
    let first = whole
    const write = async (changes: Change[], last: boolean) => {
      const cursor = last && whole ? this.cursor : null
      const clean = first
      first = false
      const unstage = last && this.stored
      if (!clean && !unstage) return applyChanges(db, changes, cursor)
      return db.transaction('rw', [...allTables(db), db.stagedPages], async () => {
        if (clean) await clearSyncedRows(db, { everyoneOnly: true })
        const applied = await applyChanges(db, changes, cursor)
        if (unstage) await db.stagedPages.clear()
        return applied
      })
    }
    if (total === 0 && whole && this.cursor !== null) await write([], true)
    for (let done = 1; this.pages.length; done++) {
      const changes = this.pages.shift()!
      onApplied?.(await write(changes, this.pages.length === 0), changes.length, done / total)
    }
  }
}
