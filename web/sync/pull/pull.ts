// The pull side of sync (docs/sync.md, "Versions and the change feed"): fetch change-feed pages from the cursor until there is no
// more, applying each page with its cursor; 410 means the copy is too old, so it is rebuilt from 0.
// A first download (no cursor yet, or after a rebuild) is staged first and applied after: see
// staged-download.ts. It starts from the catalogue snapshot when the server has one
// (snapshot-download.ts), then reads the feed from the snapshot's cursor.
import type { ChangesPage } from '../../../sync/protocol/changes'
import { FIRST_CURSOR } from '../../../sync/protocol/entities'
import { FEED_HEADERS } from '../../../sync/protocol/feed-headers'
import { SYNCED_ENTITIES_FOR_RESET } from '../copy/reset'
import { TABLE_OF, type VettedDb } from '../../db/db'
import { apiRaw, ApiError, readBody, type FetchLike } from '../base/api-client'
import { applyChanges, readCursor, type AppliedChanges } from '../copy/apply-changes'
import { rowKey } from '../copy/rebase'
import { changesPath, dropPrefetchedSnapshot, FIRST_LOAD_PAGE_SIZE, markCopyOnDevice, PAGE_SIZE, takePrefetchedSnapshot } from '../first-download/first-page'
import { confirmFromFeed } from '../copy/confirm'
import { allTables } from '../copy/outbox-rows'
import { clientOf, markKnown, replaceForgottenClient, type DeviceClient } from '../push/client-ids'
import { openSnapshot, type CatalogueSnapshot } from '../first-download/snapshot-download'
import { applyStaged, readStaged, stagePage } from '../first-download/staged-download'
import { HeldDownload } from '../first-download/held-download'
import { dropStagedCatalog, foldStaged, stagedCatalog, takeOtherChanges } from '../first-download/staged-catalog'

/**
 * Where a first download stands: changes fetched so far (from a snapshot, 'start': every small table
 * and the vendor list's first vendors can be read from the staged catalogue; 'lead': every vendor
 * too), then the share of them applied to the tables (while the whole staged catalogue can be read in
 * memory: staged-catalog.ts).
 */
export type FirstLoadProgress = { phase: 'download' | 'start' | 'lead'; rows: number } | { phase: 'apply'; rows: number; share: number }

export interface PullOptions {
  fetchImpl?: FetchLike
  /** Changes per request (default PAGE_SIZE, or FIRST_LOAD_PAGE_SIZE for a first download). */
  pageSize?: number
  /** 'account' fetches only the signed-in user's rows from 0 without moving the catalogue cursor. */
  scope?: 'all' | 'account'
  /**
   * Each page applied to the tables, with the number of changes applied so far by this pull, and
   * whether it came from a first download's staged answers.
   */
  onPage?: (applied: AppliedChanges, rowsSoFar: number, staged: boolean) => void
  /** Progress of a first download. */
  onFirstLoad?: (progress: FirstLoadProgress) => void
  /**
   * The signed-in person's id: the feed also says how far the server applied their client on this device,
   * and their changes it applied whose answers were lost are confirmed with the page (copy/confirm.ts).
   */
  ownerId?: number | null
  /** False: a first download reads the feed from 0 even when the server offers a snapshot. */
  snapshot?: boolean
}

/** A feed page of 5,000 rows is a few MB: on a slow link it needs longer than an ordinary call. */
const FEED_TIMEOUT_MS = 120_000

export { PAGE_SIZE }

export interface PullResult {
  rows: number
  rebuilt: boolean
}

export async function pull(db: VettedDb, options: PullOptions = {}): Promise<PullResult> {
  const { fetchImpl = fetch, scope = 'all', onPage, onFirstLoad, ownerId = null } = options
  const client = ownerId === null ? null : await clientOf(db, ownerId)
  let applied = 0
  // Staged rows of an interrupted first download go to their tables before anything newer lands. Until
  // they are all in, the screens read the staged catalogue in memory.
  // The small tables the staged catalogue does not hold are written first (a few hundred rows).
  const applyOtherTables = async () => {
    const others = takeOtherChanges()
    if (others.length) await applyChanges(db, others, null)
  }
  const onApplied = (rows: number) => (page: AppliedChanges, changes: number, share: number) => {
    onPage?.(page, (applied += changes), true)
    onFirstLoad?.({ phase: 'apply', rows, share })
  }
  /** A first download's rows, staged in IndexedDB or held in memory, to their tables. */
  const applyStagedRows = async (rows: number, held: HeldDownload | null = null, complete = false) => {
    if (stagedCatalog()) {
      await applyOtherTables()
      onFirstLoad?.({ phase: 'apply', rows, share: 0 })
    }
    if (held) await held.apply(db, complete, onApplied(rows))
    else await applyStaged(db, onApplied(rows))
    dropStagedCatalog() // every row is in its table now
  }
  if (scope === 'all' && !stagedCatalog()) for (const page of await readStaged(db)) foldStaged(page.changes)
  await applyStagedRows(0)

  let since = scope === 'account' ? FIRST_CURSOR : await readCursor(db)
  let staging = scope === 'all' && since === FIRST_CURSOR
  if (scope === 'all' && !staging) {
    markCopyOnDevice() // a copy made before the mark existed
    dropPrefetchedSnapshot()
  }
  const sizeFor = (first: boolean) => options.pageSize ?? (first ? FIRST_LOAD_PAGE_SIZE : PAGE_SIZE)
  const fetchPage = (from: string) => {
    const path = changesPath(from, sizeFor(staging), scope, staging ? undefined : client ?? undefined)
    const page = fetchChanges(apiRaw(path, { timeoutMs: FEED_TIMEOUT_MS }, fetchImpl))
    page.catch(() => undefined) // a prefetch abandoned after a failed apply must not be an unhandled rejection
    return page
  }
  let rows = 0
  let rebuilt = false
  /** A first download from the snapshot (held-download.ts); null: feed pages are staged instead. */
  const first: { held: HeldDownload | null; complete: boolean } = { held: null, complete: false }
  // The entry script may already have started the snapshot's download (first visit). Used only while
  // nothing is queued: a change sent after that request could otherwise be overwritten by the older
  // row it brings.
  const early = staging && options.pageSize === undefined && fetchImpl === fetch ? takePrefetchedSnapshot() : null
  // The small tables come first, then the vendors in the list's order, then the products: the vendor
  // list can show its first vendors from the staged catalogue with the first answer, and is whole once
  // the leading answers are in, while the products still arrive. The answers are held in memory, not
  // staged; the cursor is written with the last row: a reload before that downloads the snapshot
  // again (from the browser's cache: its address names its content).
  const startFromSnapshot = async () => {
    const queued = (await db.outbox.count()) > 0
    if (queued) void early?.then((s) => s?.cancel(), () => undefined)
    const usable = early && !queued ? await early.catch(() => undefined) : undefined
    const snapshot: CatalogueSnapshot | null = usable === undefined ? await openSnapshot(fetchImpl) : usable
    if (!snapshot) return
    let answers = 0
    const held = (first.held = new HeldDownload())
    for await (const text of snapshot.answers()) {
      const { changes } = JSON.parse(text) as ChangesPage
      held.add(changes, null)
      foldStaged(changes)
      rows += snapshot.answerRows[answers++] ?? 0
      const inLead = answers <= snapshot.leadAnswers
      // The small tables are whole once a vendor has come (they come before the vendors).
      const smallTablesIn = inLead && (answers === snapshot.leadAnswers || (stagedCatalog()?.vendors.size ?? 0) > 0)
      if (smallTablesIn) await applyOtherTables()
      onFirstLoad?.({ phase: !smallTablesIn ? 'download' : answers === snapshot.leadAnswers ? 'lead' : 'start', rows })
    }
    rows = snapshot.rows
    held.add([], snapshot.next)
    since = snapshot.next
  }
  try {
    if (staging && options.snapshot !== false) await startFromSnapshot()
    let next = fetchPage(since)
    for (;;) {
      const answer = await next
      if (answer === 'gone') {
        if (rebuilt) throw new ApiError(410, null, 'The server keeps refusing the rebuilt copy')
        await clearCopy(db)
        dropStagedCatalog()
        first.held = null
        rebuilt = true
        staging = true
        rows = 0 // the pages before the 410 were thrown away with the copy
        next = fetchPage((since = FIRST_CURSOR))
        continue
      }
      // Fetch the following page while this one is written: the network and IndexedDB work overlap.
      if (answer.hasMore) next = fetchPage((since = answer.next))
      rows += answer.count
      if (first.held) {
        first.held.add(answer.page().changes, answer.next)
        foldStaged(answer.page().changes)
        onFirstLoad?.({ phase: 'download', rows })
      } else if (staging) {
        await stagePage(db, answer.text, answer.next)
        foldStaged(answer.page().changes)
        onFirstLoad?.({ phase: 'download', rows })
      } else {
        const page = answer.page()
        const cursor = scope === 'account' ? null : page.next
        const pageApplied = client && !answer.hasMore && page.client !== undefined
          ? await applyWithClient(db, ownerId!, client, page, cursor)
          : await applyChanges(db, page.changes, cursor)
        onPage?.(pageApplied, (applied += page.changes.length), false)
      }
      if (!answer.hasMore) {
        first.complete = true
        if (scope === 'all') markCopyOnDevice()
        return { rows, rebuilt }
      }
    }
  } finally {
    // Also when the download failed part way: what arrived becomes usable offline.
    if (staging) await applyStagedRows(rows, first.held, first.complete)
  }
}

/**
 * The last page of a pull, with what the server says of this person's client: its changes the server
 * applied leave the queue in the same transaction as the page (a create's row is re-keyed before the
 * page brings it, so it never shows twice); a client the server no longer knows puts the changes whose
 * fate is unknown up for the person's review.
 */
async function applyWithClient(db: VettedDb, ownerId: number, client: DeviceClient, page: ChangesPage, cursor: string | null): Promise<AppliedChanges> {
  const state = page.client ?? null
  if (state === null) {
    if (client.known) await replaceForgottenClient(db, ownerId)
    return applyChanges(db, page.changes, cursor)
  }
  await markKnown(db, ownerId, client.id)
  return db.transaction('rw', allTables(db), async () => {
    await confirmFromFeed(db, ownerId, client.id, state)
    return applyChanges(db, page.changes, cursor)
  })
}

/** A feed answer: its text, where it leaves off, and the parsed page (parsed only when asked for). */
interface FeedAnswer {
  text: string
  /** The cursor after this answer (opaque). */
  next: string
  hasMore: boolean
  count: number
  page: () => ChangesPage
}

async function fetchChanges(answer: Promise<Response>): Promise<FeedAnswer | 'gone'> {
  const res = await answer
  if (res.status === 410) return 'gone'
  if (!res.ok) {
    const { json, text } = await readBody(res)
    throw new ApiError(res.status, json, (json?.message as string) ?? (text || res.statusText))
  }
  const text = await res.text()
  let parsed: ChangesPage | null = null
  const page = () => (parsed ??= JSON.parse(text) as ChangesPage)
  // The headers repeat what paging needs, so a staged answer is never parsed here (feed-headers.ts).
  const header = (name: string) => res.headers.get(name)
  const [next, hasMore, count] = [header(FEED_HEADERS.next), header(FEED_HEADERS.hasMore), header(FEED_HEADERS.count)]
  if (next === null || hasMore === null || count === null) {
    const { next: n, hasMore: more, changes } = page()
    return { text, next: n, hasMore: more, count: changes.length, page }
  }
  return { text, next, hasMore: hasMore === 'true', count: Number(count), page }
}

/**
 * Empties what the feed fills, the staged first download and the cursor. Kept: local-only tables, the
 * outbox, rows created here (negative ids) and rows with pending edits, so a rebuild never loses the
 * user's work.
 */
export async function clearCopy(db: VettedDb): Promise<void> {
  await db.transaction('rw', [...SYNCED_ENTITIES_FOR_RESET.map((e) => db.table(TABLE_OF[e])), db.outbox, db.meta, db.shadows, db.stagedPages], async () => {
    const pending = new Set((await db.outbox.toArray()).map((e) => rowKey(e.entity, e.entityId)))
    for (const entity of SYNCED_ENTITIES_FOR_RESET) {
      await db
        .table(TABLE_OF[entity])
        .where('id')
        .above(0)
        .filter((row: { id: number }) => !pending.has(rowKey(entity, row.id)))
        .delete()
    }
    await db.shadows.clear()
    await db.stagedPages.clear()
    await db.meta.delete('cursor')
  })
}
