// The pull side of sync (ARCHITECTURE 3.2): fetch change-feed pages from the cursor until there is no
// more, applying each page with its cursor; 410 means the copy is too old, so it is rebuilt from 0.
import type { ChangesPage } from '../../sync/protocol/changes'
import { SYNCED_ENTITIES_FOR_RESET } from './reset'
import { TABLE_OF, type VettedDb } from '../data/db'
import { apiRaw, ApiError, readBody, type FetchLike } from './api-client'
import { applyChanges, readCursor, type AppliedChanges } from './apply-changes'
import { rowKey } from './rebase'
import { changesPath, PAGE_SIZE, takePrefetchedFirstPage } from './first-page'
import { createOutcomeUnknown } from './sender'

export interface PullOptions {
  fetchImpl?: FetchLike
  pageSize?: number
  /** 'account' fetches only the signed-in user's rows from 0 without moving the catalogue cursor. */
  scope?: 'all' | 'account'
  onPage?: (applied: AppliedChanges, rowsSoFar: number) => void
}

export { PAGE_SIZE }

export interface PullResult {
  rows: number
  rebuilt: boolean
  /** Nothing was fetched: a create's outcome is unknown (see createOutcomeUnknown); the next round retries. */
  held?: boolean
}

export async function pull(db: VettedDb, options: PullOptions = {}): Promise<PullResult> {
  const { fetchImpl = fetch, pageSize = PAGE_SIZE, scope = 'all', onPage } = options
  if (await createOutcomeUnknown(db)) return { rows: 0, rebuilt: false, held: true }
  const fetchPage = (since: number, answer?: Promise<Response>) => {
    const page = fetchChanges(answer ?? apiRaw(changesPath(since, pageSize, scope), {}, fetchImpl))
    page.catch(() => undefined) // a prefetch abandoned after a failed apply must not be an unhandled rejection
    return page
  }
  let since = scope === 'account' ? 0 : await readCursor(db)
  let rows = 0
  let rebuilt = false
  // The entry script may already have asked for page 1 (first visit). Used only while nothing is queued:
  // a change sent after that request could otherwise be overwritten by the older row it brings.
  const early = since === 0 && scope === 'all' && pageSize === PAGE_SIZE && fetchImpl === fetch ? takePrefetchedFirstPage() : null
  let next = fetchPage(since, early && (await db.outbox.count()) === 0 ? early : undefined)
  for (;;) {
    const page = await next
    if (page === 'gone') {
      if (rebuilt) throw new ApiError(410, null, 'The server keeps refusing the rebuilt copy')
      await clearCopy(db)
      rebuilt = true
      next = fetchPage((since = 0))
      continue
    }
    // Fetch the following page while this one is written: the network and IndexedDB work overlap.
    if (page.hasMore) next = fetchPage((since = page.next))
    const applied = await applyChanges(db, page.changes, scope === 'account' ? null : page.next)
    rows += page.changes.length
    onPage?.(applied, rows)
    if (!page.hasMore) return { rows, rebuilt }
  }
}

async function fetchChanges(answer: Promise<Response>): Promise<ChangesPage | 'gone'> {
  const res = await answer
  if (res.status === 410) return 'gone'
  const { json, text } = await readBody(res)
  if (!res.ok) throw new ApiError(res.status, json, (json?.message as string) ?? (text || res.statusText))
  return json as unknown as ChangesPage
}

/**
 * Empties what the feed fills, and the cursor. Kept: local-only tables, the outbox, rows created here
 * (negative ids) and rows with pending edits, so a rebuild never loses the user's work.
 */
export async function clearCopy(db: VettedDb): Promise<void> {
  await db.transaction('rw', [...SYNCED_ENTITIES_FOR_RESET.map((e) => db.table(TABLE_OF[e])), db.outbox, db.meta, db.shadows], async () => {
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
    await db.meta.delete('cursor')
  })
}
