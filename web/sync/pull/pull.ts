// The pull side of sync (docs/sync.md, "Versions and the change feed"): fetch change-feed pages from the
// cursor until there is no more, applying each page with its cursor. With no cursor yet, or when the
// server answers 410 (the copy is too old), a first download rebuilds the copy
// (first-download/first-download.ts); for a signed-in person, the account's own rows are then
// downloaded again from the start, after the catalogue's cursor is written, so nothing of theirs
// changed meanwhile is missed. A pull never waits for the outbox: the feed says which of this person's
// queued changes the server applied (copy/confirm.ts).
import type { ChangesPage } from '../../../sync/protocol/changes'
import { FIRST_CURSOR } from '../../../sync/protocol/entities'
import type { VettedDb } from '../../db/db'
import type { FetchLike } from '../base/api-client'
import { fetchFeedPage } from '../base/feed-answer'
import { applyChanges, readCursor, type AppliedChanges } from '../copy/apply-changes'
import { downloadingAccountRows } from '../copy/account-mark'
import { clearCopy } from '../copy/clear-copy'
import { confirmFromFeed } from '../copy/confirm'
import { allTables } from '../copy/outbox-rows'
import { applyStagedLeftovers, firstDownload, type FirstLoadProgress } from '../first-download/first-download'
import { changesPath, dropPrefetchedSnapshot, markCopyOnDevice, PAGE_SIZE } from '../first-download/first-page'
import { clientOf, markKnown, replaceForgottenClient, type DeviceClient } from '../push/client-ids'

export type { FirstLoadProgress }
export { PAGE_SIZE }

export interface PullOptions {
  fetchImpl?: FetchLike
  /** Changes per request (default PAGE_SIZE, or FIRST_LOAD_PAGE_SIZE for a first download). */
  pageSize?: number
  /** 'account' fetches only the signed-in person's rows from the start without moving the catalogue cursor. */
  scope?: 'all' | 'account'
  /**
   * Each page applied to the tables, with the number of changes applied so far by this pull, and
   * whether it came from a first download's staged or held answers.
   */
  onPage?: (applied: AppliedChanges, rowsSoFar: number, staged: boolean) => void
  /** Progress of a first download. */
  onFirstLoad?: (progress: FirstLoadProgress) => void
  /**
   * The signed-in person's id: the feed also says how far the server applied their client on this device,
   * and their changes it applied whose answers were lost are confirmed with the page (copy/confirm.ts).
   */
  ownerId?: number | null
  /** False: a first download reads the feed from the start even when the server offers a snapshot. */
  snapshot?: boolean
  /**
   * Whether `ownerId` is still the person signed in on this device: a page is not asked for once they
   * signed out (their session ended, so the feed would answer 401); the pull throws SignedOutDuringPull.
   */
  stillSignedIn?: () => boolean
}

/** The person the pull was for signed out (or another signed in) before it ended. */
export class SignedOutDuringPull extends Error {
  constructor() {
    super('Signed out during the pull')
  }
}

export interface PullResult {
  rows: number
  rebuilt: boolean
}

export async function pull(db: VettedDb, options: PullOptions = {}): Promise<PullResult> {
  const { fetchImpl = fetch, scope = 'all', onPage, onFirstLoad, ownerId = null } = options
  let applied = 0
  const onApplied = (staged: boolean) => (page: AppliedChanges, changes: number) => onPage?.(page, (applied += changes), staged)
  if (scope === 'account') {
    const rows = await pullPages(db, FIRST_CURSOR, options, onApplied(false)) // from the start: never 410
    return { rows: rows === 'gone' ? 0 : rows, rebuilt: false }
  }

  await applyStagedLeftovers(db, onApplied(true), onFirstLoad)
  const since = await readCursor(db)
  if (since !== FIRST_CURSOR) {
    markCopyOnDevice() // a copy made before the mark existed
    dropPrefetchedSnapshot()
    const rows = await pullPages(db, since, options, onApplied(false))
    if (rows !== 'gone') return { rows, rebuilt: false }
    await clearCopy(db)
  }
  // Then the account's rows again, from the start: what changed of them before the catalogue's cursor
  // is in no snapshot, and a download cut off part way may have started over from a newer one. From
  // the first download's start until they are in, the copy is not marked as holding them, so a cut
  // anywhere (after the catalogue was kept, with its cursor, too) is made good by a later round.
  const first = await downloadingAccountRows(db, async () => {
    const catalogue = await firstDownload(db, { fetchImpl, pageSize: options.pageSize, snapshot: options.snapshot, onApplied: onApplied(true), onFirstLoad })
    if (catalogue.complete && ownerId !== null) await pull(db, { ...options, scope: 'account' })
    return catalogue
  })
  return { rows: first.rows, rebuilt: first.rebuilt || since !== FIRST_CURSOR }
}

/** Pages from `since` to the end, each applied with its cursor (none for the account's rows); 'gone' on 410. */
async function pullPages(db: VettedDb, since: string, options: PullOptions, onApplied: (page: AppliedChanges, changes: number) => void): Promise<number | 'gone'> {
  const { fetchImpl = fetch, scope = 'all', ownerId = null } = options
  const client = ownerId === null ? null : await clientOf(db, ownerId)
  // Changes sent in a batch whose answer was lost are confirmed only by the batch's kept answers: ask for them.
  const batch = ownerId !== null && (await db.outbox.filter((e) => e.ownerId === ownerId && e.batched === true).count()) > 0
  const fetchPage = (from: string) => {
    if (options.stillSignedIn?.() === false) throw new SignedOutDuringPull()
    return fetchFeedPage(changesPath(from, options.pageSize ?? PAGE_SIZE, scope, client ? { ...client, batch } : undefined), fetchImpl)
  }
  let rows = 0
  let next = fetchPage(since)
  for (;;) {
    const answer = await next
    if (answer === 'gone') return 'gone'
    // Fetch the following page while this one is written: the network and IndexedDB work overlap.
    if (answer.hasMore) next = fetchPage(answer.next)
    const page = answer.page()
    const cursor = scope === 'account' ? null : page.next
    const pageApplied = client && !answer.hasMore && page.client !== undefined
      ? await applyWithClient(db, ownerId!, client, page, cursor)
      : await applyChanges(db, page.changes, cursor)
    rows += page.changes.length
    onApplied(pageApplied, page.changes.length)
    if (!answer.hasMore) return rows
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
