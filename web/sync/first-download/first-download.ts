// A first download (docs/sync.md, "First download from the snapshot"): no cursor yet, or a rebuild
// after 410. It starts from the catalogue snapshot when the server offers one (held in memory,
// held-download.ts, and kept whole in IndexedDB once all of it arrived), else reads the feed from the
// start (staged, staged-download.ts), then reads the feed from where that left off until the end.
// Meanwhile the screens read what has come from memory (staged-catalog.ts). Its rows are then written
// to their tables. A cursor is written only with a whole snapshot (as many answers and rows as its
// pointer announced) or a staged feed answer, and a download starts clean: rows it does not bring
// (deleted meanwhile) do not stay.
import type { ChangesPage } from '../../../sync/protocol/changes'
import { FIRST_CURSOR } from '../../../sync/protocol/entities'
import type { VettedDb } from '../../db/db'
import type { FetchLike } from '../base/api-client'
import { ApiError } from '../base/api-client'
import { isQuotaError } from '../base/quota-error'
import { fetchFeedPage, type FeedAnswer } from '../base/feed-answer'
import { applyChanges, readCursor, type AppliedChanges } from '../copy/apply-changes'
import { clearCopy } from '../copy/clear-copy'
import { changesPath, FIRST_LOAD_PAGE_SIZE, markCopyOnDevice, takePrefetchedSnapshot } from './first-page'
import { HeldDownload } from './held-download'
import { openSnapshot, type CatalogueSnapshot } from './snapshot-download'
import { applyStaged, readStaged, snapshotStaged, stagePage, stageSnapshot } from './staged-download'
import { dropStagedCatalog, foldStaged, stagedCatalog, takeOtherChanges } from './staged-catalog'

/**
 * Where a first download stands: changes fetched so far (from a snapshot, 'start': every small table
 * and the vendor list's first vendors can be read from the staged catalogue; 'lead': every vendor
 * too), then the share of them applied to the tables (while the whole staged catalogue can be read in
 * memory: staged-catalog.ts).
 */
export type FirstLoadProgress =
  | { phase: 'download' | 'start' | 'lead'; rows: number }
  | { phase: 'apply'; rows: number; share: number }
  /**
   * kept: the whole catalogue is kept in IndexedDB with its cursor, a restart from here reads it from
   * the device; false again when a rebuild after 410 threw it away.
   */
  | { phase: 'stored'; rows: number; kept: boolean }

export interface FirstDownloadOptions {
  fetchImpl: FetchLike
  /** Changes per feed request (default FIRST_LOAD_PAGE_SIZE). */
  pageSize?: number
  /** False: the feed from the start even when the server offers a snapshot. */
  snapshot?: boolean
  /** Each page written to the tables, with its number of changes. */
  onApplied?: (applied: AppliedChanges, changes: number) => void
  onFirstLoad?: (progress: FirstLoadProgress) => void
}

export interface FirstDownloadResult {
  rows: number
  /** It reached the end of the feed, its rows are in their tables and the cursor is written. */
  complete: boolean
  /** The server refused the copy's cursor (410) and the download started again from nothing. */
  rebuilt: boolean
}

/** The small tables the staged catalogue does not hold are written as soon as they are in (a few hundred rows). */
async function applyOtherTables(db: VettedDb): Promise<void> {
  const others = takeOtherChanges()
  if (others.length) await applyChanges(db, others, null)
}

/**
 * The rows of an interrupted staged download go to their tables before anything newer lands. A staged
 * snapshot (and the feed pages staged after it) is read back whole into memory first, so the screens
 * read the whole catalogue from there while its rows are written, as on the visit that downloaded it.
 */
export async function applyStagedLeftovers(db: VettedDb, onApplied?: FirstDownloadOptions['onApplied'], onFirstLoad?: FirstDownloadOptions['onFirstLoad']): Promise<void> {
  if (!(await snapshotStaged(db))) return writeToTables(db, 0, null, false, onApplied, onFirstLoad)
  const held = new HeldDownload()
  let rows = 0
  for (const changes of await readStaged(db)) {
    held.add(changes, null)
    foldStaged(changes)
    rows += changes.length
  }
  held.add([], await readCursor(db))
  held.stored = true
  onFirstLoad?.({ phase: 'stored', rows, kept: true })
  await writeToTables(db, rows, held, false, onApplied, onFirstLoad)
}

/** A first download's rows, staged in IndexedDB or held in memory, to their tables. */
async function writeToTables(
  db: VettedDb, rows: number, held: HeldDownload | null, complete: boolean,
  onApplied?: FirstDownloadOptions['onApplied'], onFirstLoad?: FirstDownloadOptions['onFirstLoad'],
): Promise<void> {
  if (stagedCatalog()) {
    await applyOtherTables(db)
    onFirstLoad?.({ phase: 'apply', rows, share: 0 })
  }
  const each = (page: AppliedChanges, changes: number, share: number) => {
    onApplied?.(page, changes)
    onFirstLoad?.({ phase: 'apply', rows, share })
  }
  if (held) await held.apply(db, complete, each)
  else await applyStaged(db, each)
  dropStagedCatalog() // every row is in its table now
}

export async function firstDownload(db: VettedDb, options: FirstDownloadOptions): Promise<FirstDownloadResult> {
  const { fetchImpl, onFirstLoad } = options
  const fetchPage = (from: string) => fetchFeedPage(changesPath(from, options.pageSize ?? FIRST_LOAD_PAGE_SIZE, 'all'), fetchImpl)
  let rows = 0
  let rebuilt = false
  /** The snapshot's answers and the feed pages after it, held in memory (null: feed pages are staged). */
  const download: { held: HeldDownload | null } = { held: null }
  let complete = false

  /**
   * The snapshot, its answers held in memory as they come: the small tables first, then the vendors in
   * the list's order, then the products. The cursor is its `next`, written with the last row only if
   * every answer and row the pointer announced arrived (a body cut off cleanly between two lines would
   * otherwise pass for a whole catalogue).
   */
  const fromSnapshot = async (): Promise<string> => {
    // The entry script may already have started it (first visit). Used only while nothing is queued: a
    // change sent after that request could otherwise be overwritten by the older row it brings.
    const early = options.pageSize === undefined && fetchImpl === fetch ? takePrefetchedSnapshot() : null
    const queued = (await db.outbox.count()) > 0
    if (queued) void early?.then((s) => s?.cancel(), () => undefined)
    const usable = early && !queued ? await early.catch(() => undefined) : undefined
    const snapshot: CatalogueSnapshot | null = usable === undefined ? await openSnapshot(fetchImpl) : usable
    if (!snapshot) return FIRST_CURSOR
    let answers = 0
    let received = 0
    const held = (download.held = new HeldDownload())
    for await (const text of snapshot.answers()) {
      const { changes } = JSON.parse(text) as Pick<ChangesPage, 'changes'>
      held.add(changes, null)
      foldStaged(changes)
      received += changes.length
      rows += changes.length
      answers++
      const inLead = answers <= snapshot.leadAnswers
      // The small tables are whole once a vendor has come (they come before the vendors).
      const smallTablesIn = inLead && (answers === snapshot.leadAnswers || (stagedCatalog()?.vendors.size ?? 0) > 0)
      if (smallTablesIn) await applyOtherTables(db)
      onFirstLoad?.({ phase: !smallTablesIn ? 'download' : answers === snapshot.leadAnswers ? 'lead' : 'start', rows })
    }
    if (received !== snapshot.rows || (snapshot.answerRows.length > 0 && answers !== snapshot.answerRows.length)) {
      throw new Error(`The catalogue download was cut off: ${received} of ${snapshot.rows} rows arrived`)
    }
    held.add([], snapshot.next)
    await keepSnapshot(snapshot, held)
    onFirstLoad?.({ phase: 'stored', rows, kept: true })
    return snapshot.next
  }

  /**
   * The whole snapshot file to IndexedDB as one record, with its cursor: the copy is durable from here
   * (usable offline after a restart), long before its rows are in their tables. Where the browser
   * cannot store a Blob, the download stays held in memory until its rows are written.
   */
  const keepSnapshot = async (snapshot: CatalogueSnapshot, held: HeldDownload): Promise<void> => {
    try {
      await stageSnapshot(db, await snapshot.whole(), snapshot.next)
    } catch (err) {
      if (isQuotaError(err)) throw err
      return
    }
    held.stored = true
    markCopyOnDevice() // a reload now reads the copy from the device: the boot script downloads nothing
  }

  try {
    let since = options.snapshot === false ? FIRST_CURSOR : await fromSnapshot()
    /** The first staged answer of a download from the start replaces the synced rows (stagePage). */
    let startsClean = true
    let next = fetchPage(since)
    for (;;) {
      const answer: FeedAnswer | 'gone' = await next
      if (answer === 'gone') {
        if (rebuilt) throw new ApiError(410, null, 'The server keeps refusing the rebuilt copy')
        // The snapshot's cursor is older than the kept tombstones, or the database was restored meanwhile.
        await clearCopy(db)
        dropStagedCatalog()
        if (download.held?.stored) onFirstLoad?.({ phase: 'stored', rows: 0, kept: false })
        download.held = null
        rebuilt = true
        startsClean = true
        rows = 0
        next = fetchPage((since = FIRST_CURSOR))
        continue
      }
      // Fetch the following page while this one is kept: the network and IndexedDB work overlap.
      if (answer.hasMore) next = fetchPage((since = answer.next))
      rows += answer.count
      const changes = answer.page().changes
      if (download.held) {
        // Staged before it is held: what is held never runs ahead of what a restart would find.
        if (download.held.stored) await stagePage(db, answer.text, answer.next)
        download.held.add(changes, answer.next)
      } else {
        await stagePage(db, answer.text, answer.next, startsClean)
        startsClean = false
      }
      foldStaged(changes)
      onFirstLoad?.({ phase: 'download', rows })
      if (!answer.hasMore) {
        complete = true
        return { rows, complete, rebuilt }
      }
    }
  } finally {
    // Also when the download failed part way: what arrived becomes usable offline (without a cursor
    // when it came from the snapshot; a staged download resumes from its last staged answer).
    await writeToTables(db, rows, download.held, complete, options.onApplied, onFirstLoad)
    if (complete) markCopyOnDevice() // only now is the whole copy in its tables
  }
}
