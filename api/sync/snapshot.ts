// The catalogue snapshot for first downloads (docs/sync.md, "First download from the snapshot"): what
// every visitor may see (no drafts, no users, no one's own rows), prebuilt and compressed once per
// catalogue version, so a new device downloads one file, fixed under its name, that a CDN could serve
// instead of making the server read the whole feed for it. It is the visitor's feed from 0 with deletes left out, as
// newline-separated lines of `{"changes":[...]}` (vendors first so the vendor list fills first). The
// feed's cursor at its end, `next`, made by the same code as any feed page's `next`, is not in the
// file but in the pointer (api/sync/snapshot-routes.ts): the file's name is the hash of its rows, so it
// changes only when they do, whatever else is written. The client stages the lines as it stages feed
// answers, then pulls the feed from `next`.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { FIRST_CURSOR, SYNC_ENTITIES, SYNC_PAGE_MAX, type SyncEntity } from '../../sync/protocol/changes'
import { compareForList } from '../../sync/rules/list-order'
import type { Db } from '../db/connection'
import { feedChangesJson, readChanges, type FeedChange, type Viewer } from './sync-repo'

const VISITOR: Viewer = { userId: null, isAdmin: false }
/**
 * The small tables first (categories, blog, resources...: a few hundred rows), then the vendors, then
 * products and their pricing last: the vendor list fills first, and completes long before the products.
 */
const LAST: SyncEntity[] = ['product', 'productTier', 'pricingOption']
const ENTITY_ORDER: SyncEntity[] = [...SYNC_ENTITIES.filter((e) => e !== 'vendor' && !LAST.includes(e)), 'vendor', ...LAST]
const rank = new Map(ENTITY_ORDER.map((e, i) => [e, i]))

/**
 * Vendors in the first answer, with the small tables: on a slow link it arrives in a second or two
 * (about 100 KB compressed), and the vendor list can show its first page while the rest still comes.
 */
export const FIRST_ANSWER_VENDORS = 1000

/** Brotli at 9 with a 16 MB window: a 60k catalogue (50 MB) in a few seconds of a background thread. */
const BROTLI_QUALITY = 9
const BROTLI_WINDOW = 24
const GZIP_LEVEL = 9

export interface Snapshot {
  /** The last part of its URL: the content's hash, so new rows get a new address and the same rows keep theirs. */
  name: string
  etag: string
  /** The feed cursor to continue from (readChanges' own next: api/sync/cursor.ts); in the pointer, never in the file. */
  next: string
  rows: number
  /** Changes in each answer (line), and how many leading answers hold the vendors and the other small tables (no products, tiers or options). */
  answerRows: number[]
  leadAnswers: number
  rawBytes: number
  br: Buffer
  gz: Buffer
  builtAt: string
}

const pause = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Reads the visitor's feed from 0 page by page, letting requests run between pages (a page is one read
 * transaction; a write between two pages shows up in a later one, exactly as for a client paging).
 */
async function readVisitorCatalogue(db: Db): Promise<{ changes: FeedChange[]; next: string }> {
  const rows = new Map<string, FeedChange>()
  let since = FIRST_CURSOR
  for (;;) {
    const answer = await readChanges(db, { since, limit: SYNC_PAGE_MAX, scope: 'all' }, VISITOR)
    if (answer.gone) throw new Error('the feed refused a read from 0')
    for (const c of answer.changes) {
      const key = `${c.entity}:${c.id}`
      // A first download has nothing to delete; a row deleted after an earlier page put it is gone.
      if (c.op === 'put') rows.set(key, c)
      else rows.delete(key)
    }
    since = answer.next
    if (!answer.hasMore) break
    await pause()
    if (!db.open) throw new Error('the database was closed')
  }
  const changes = [...rows.values()].sort((a, b) => rank.get(a.entity)! - rank.get(b.entity)! || a.version - b.version)
  return { changes: vendorsInListOrder(changes), next: since }
}

/**
 * The vendors as the vendor list shows them by default (featured first, then by name), so the first
 * answer holds the list's first pages and later answers only add further down.
 */
function vendorsInListOrder(changes: FeedChange[]): FeedChange[] {
  const first = changes.findIndex((c) => c.entity === 'vendor')
  if (first < 0) return changes
  let end = first
  while (end < changes.length && changes[end].entity === 'vendor') end++
  const keyed = changes.slice(first, end).map((c) => {
    const row = JSON.parse(c.json ?? '{}') as { featured?: boolean; name?: string }
    return { c, id: c.id, featured: !!row.featured, name: row.name ?? '' }
  })
  keyed.sort(compareForList)
  return [...changes.slice(0, first), ...keyed.map((k) => k.c), ...changes.slice(end)]
}

/** `same`: the snapshot offered now; when the rows have not changed, its compressed files are kept, not made again. */
export async function buildSnapshot(db: Db, same: Snapshot | null = null): Promise<Snapshot> {
  const { changes, next } = await readVisitorCatalogue(db)
  // The leading answers hold the small tables (categories...) and the vendors, and no product, so a
  // client can show the vendor list, with its filters, once they are in; the first of them only the
  // small tables and the list's first vendors.
  const lead = changes.filter((c) => !LAST.includes(c.entity))
  const products = changes.slice(lead.length)
  const smallTables = lead.findIndex((c) => c.entity === 'vendor')
  const firstAnswer = smallTables < 0 ? lead.length : Math.min(smallTables + FIRST_ANSWER_VENDORS, SYNC_PAGE_MAX)
  const groups: FeedChange[][] = lead.length ? [lead.slice(0, firstAnswer)] : []
  for (let i = firstAnswer; i < lead.length; i += SYNC_PAGE_MAX) groups.push(lead.slice(i, i + SYNC_PAGE_MAX))
  for (let i = 0; i < products.length; i += SYNC_PAGE_MAX) groups.push(products.slice(i, i + SYNC_PAGE_MAX))
  if (!groups.length) groups.push([])
  const lines = groups.map((group) => `{"changes":${feedChangesJson(group)}}`)
  const leadAnswers = lead.length ? groups.length - Math.ceil(products.length / SYNC_PAGE_MAX) : 0
  const raw = Buffer.from(lines.join('\n'))
  await pause()
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 22)
  if (same?.etag === `"${hash}"`) return { ...same, next, builtAt: new Date().toISOString() }
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    promisify(gzip)(raw, { level: GZIP_LEVEL }),
  ])
  return { name: `${hash}.ndjson`, etag: `"${hash}"`, next, rows: changes.length, answerRows: groups.map((g) => g.length), leadAnswers, rawBytes: raw.length, br, gz, builtAt: new Date().toISOString() }
}
