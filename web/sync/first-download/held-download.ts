// A first download from the catalogue snapshot, held in memory until its rows are in their tables
// (docs/sync.md, "First download from the snapshot"). Feed pages of a first download are staged in
// IndexedDB as they come (staged-download.ts), so a reload resumes them; the snapshot's answers are
// not: storing 50 MB of answer text costs the page's main thread most of a second on a 60,000-row
// catalogue, and the file is immutable under its name, so a reload before the rows are in their
// tables downloads it again from the browser's HTTP cache. The answers (and the feed pages read after
// the snapshot) are applied in order; only the last one writes the cursor, so an interrupted
// application leaves no cursor behind and the next round starts the first download again.
import type { Change } from '../../../sync/protocol/changes'
import type { VettedDb } from '../../db/db'
import { applyChanges, type AppliedChanges } from '../copy/apply-changes'
import { clearSyncedRows } from '../copy/clear-copy'
import { allTables } from '../copy/outbox-rows'

export class HeldDownload {
  private readonly pages: Change[][] = []
  /** The feed cursor after the last page held (the snapshot's `next`, then each feed page's). */
  cursor: string | null = null

  add(changes: Change[], cursor: string | null): void {
    this.pages.push(changes)
    if (cursor !== null) this.cursor = cursor
  }

  /**
   * Writes every page held to the tables, oldest first, each in its own transaction; `complete`: the
   * download reached the end of the feed, so the last page also writes the cursor, and the first one
   * starts clean: the synced rows it replaces go in the same transaction (copy/clear-copy.ts), so a row
   * deleted on the server between two attempts (the snapshot holds no deletes) never stays. A download
   * cut off part way is written on top of what the device had, usable offline, without a cursor.
   * Pages are let go as they are written.
   */
  async apply(db: VettedDb, complete: boolean, onApplied?: (applied: AppliedChanges, changes: number, share: number) => void): Promise<void> {
    const total = this.pages.length
    let clean = !complete
    const write = async (changes: Change[], cursor: string | null) => {
      if (clean) return applyChanges(db, changes, cursor)
      clean = true
      return db.transaction('rw', allTables(db), async () => {
        await clearSyncedRows(db, { everyoneOnly: true })
        return applyChanges(db, changes, cursor)
      })
    }
    if (total === 0 && complete && this.cursor !== null) await write([], this.cursor)
    for (let done = 1; this.pages.length; done++) {
      const changes = this.pages.shift()!
      const last = this.pages.length === 0
      onApplied?.(await write(changes, last && complete ? this.cursor : null), changes.length, done / total)
    }
  }
}
