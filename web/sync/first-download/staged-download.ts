// The first download of the catalogue (docs/sync.md, "Versions and the change feed").
// Writing 60,000 rows one record each costs IndexedDB about 4 s of its own time on our 2-core machine
// whatever the page does (BENCHMARKS.md, "the floor"), while the same rows kept as a few large records
// take a fraction of a second. So a first download keeps each answer as it arrived (its JSON text),
// with its cursor, in one transaction: the whole catalogue is on the device, durable and usable
// offline, as soon as the network part ends. The staged answers are then applied to their tables in
// order, each with its removal in one transaction, through the same applyChanges as any page (pending
// local edits are rebased, listeners hear of each page). An interrupted download or application
// resumes: pull() applies leftovers before anything newer lands. A download from the catalogue
// snapshot keeps the whole file as one Blob record instead (stageSnapshot), then stages the feed pages
// after it like these; those records are read back and applied together (first-download.ts).
import type { Change, ChangesPage } from '../../../sync/protocol/changes'
import { FIRST_CURSOR } from '../../../sync/protocol/entities'
import type { VettedDb } from '../../db/db'
import { applyChanges, CURSOR_KEY, readCursor, tablesToApply, type AppliedChanges } from '../copy/apply-changes'
import { clearSyncedRows } from '../copy/clear-copy'
import { allTables } from '../copy/outbox-rows'

/**
 * Keeps one feed answer (its text, as received: storing a string costs far less than storing the
 * parsed rows) with its cursor, in one transaction. `startClean`: the first answer of a download from
 * the start, which brings every row again: the synced rows it replaces go in the same transaction
 * (copy/clear-copy.ts), so a row deleted on the server while no copy was complete never stays.
 */
export async function stagePage(db: VettedDb, text: string, cursor: string, startClean = false): Promise<void> {
  if (!startClean) return stageAnswers(db, [text], cursor)
  await db.transaction('rw', [...allTables(db), db.stagedPages], async () => {
    await clearSyncedRows(db, { everyoneOnly: true })
    await stageAnswers(db, [text], cursor)
  })
}

/**
 * Keeps several answers with the cursor after the last, in one transaction; a null cursor leaves it
 * as it is (a snapshot's answers before the last: until then a reload downloads the snapshot again).
 */
export async function stageAnswers(db: VettedDb, texts: string[], cursor: string | null): Promise<void> {
  await db.transaction('rw', db.stagedPages, db.meta, async () => {
    const last = await lastSeq(db)
    // One add each (a dozen records): a refusal (quota) then fails as a single page's does, not as a BulkError.
    for (const [i, text] of texts.entries()) await db.stagedPages.add({ seq: last + 1 + i, text })
    if (cursor !== null) await db.meta.put({ key: CURSOR_KEY, value: cursor })
  })
}

/**
 * Keeps the whole catalogue snapshot file (its answers, newline-separated, as one Blob) with the
 * cursor after it, in one transaction. Call only once every answer and row its pointer announced
 * arrived: from then on a restart finds the whole catalogue on the device (the feed pages after it
 * are staged with their cursors as they come).
 */
export async function stageSnapshot(db: VettedDb, file: Blob, cursor: string): Promise<void> {
  await db.transaction('rw', db.stagedPages, db.meta, async () => {
    await db.stagedPages.add({ seq: (await lastSeq(db)) + 1, snapshot: file })
    await db.meta.put({ key: CURSOR_KEY, value: cursor })
  })
}

const lastSeq = async (db: VettedDb) => ((await db.stagedPages.toCollection().lastKey()) as number | undefined) ?? 0

/** Whether a whole snapshot is staged (then every staged record is read back and applied at once: first-download.ts). */
export async function snapshotStaged(db: VettedDb): Promise<boolean> {
  return (await db.stagedPages.filter((record) => record.snapshot !== undefined).count()) > 0
}

/** Every staged record's changes, one list per answer, oldest first (a snapshot record holds several). */
export async function readStaged(db: VettedDb): Promise<Change[][]> {
  const answers: Change[][] = []
  for (const record of await db.stagedPages.toArray()) {
    const texts = record.snapshot ? (await record.snapshot.text()).split('\n').filter(Boolean) : [record.text]
    for (const text of texts) answers.push((JSON.parse(text) as Pick<ChangesPage, 'changes'>).changes)
  }
  return answers
}

/**
 * Applies every staged record to the tables, oldest first; `onApplied` hears each one with its number
 * of changes and the share of the staged records applied so far (0 to 1).
 */
export async function applyStaged(db: VettedDb, onApplied?: (applied: AppliedChanges, changes: number, share: number) => void): Promise<void> {
  let records = 0
  const total = await db.stagedPages.count()
  for (;;) {
    const record = await db.stagedPages.toCollection().first()
    if (!record) return
    if (record.snapshot) throw new Error('A staged snapshot is applied with every staged record at once (first-download.ts)')
    const { changes } = JSON.parse(record.text) as ChangesPage
    const applied = await db.transaction('rw', [...tablesToApply(db, changes, false), db.stagedPages], async () => {
      const result = await applyChanges(db, changes, null)
      await db.stagedPages.delete(record.seq)
      return result
    })
    onApplied?.(applied, changes.length, Math.min(1, ++records / total))
  }
}

/** True until the first download is both fetched and applied (no cursor yet, or staged records left). */
export async function firstLoadPending(db: VettedDb): Promise<boolean> {
  return (await readCursor(db)) === FIRST_CURSOR || (await db.stagedPages.count()) > 0
}
