// The first download from the catalogue snapshot (docs/sync.md, "First download from the snapshot"):
// ask where the current snapshot is, then download it (one immutable, compressed file: the catalogue
// every visitor sees, as newline-separated feed answers). Its `next` is a feed cursor like any page's
// `next`: the copy continues from it through the feed. Kept free of Dexie so the entry script can
// start it early (first-page.ts).
import { apiRaw, type FetchLike } from './api-client'

export interface CatalogueSnapshot {
  /** Feed answers, each staged as it is (web/sync/staged-download.ts). */
  answers: string[]
  /** The feed cursor to continue from. */
  next: number
  rows: number
}

interface SnapshotPointer { url: string | null; next: number; rows: number }

/** The file is a few MB compressed: on a slow link it needs longer than an ordinary call. */
const SNAPSHOT_TIMEOUT_MS = 120_000

/**
 * The current snapshot, or null when the server has none to offer (not built yet, an older server,
 * or replaced between the two requests): the first download then reads the feed from 0.
 * Rejects when the server cannot be reached, like any feed request.
 */
export async function downloadSnapshot(fetchImpl: FetchLike = fetch): Promise<CatalogueSnapshot | null> {
  const answer = await apiRaw('/api/sync/snapshot', {}, fetchImpl)
  if (!answer.ok) return null
  const pointer = (await answer.json().catch(() => null)) as SnapshotPointer | null
  if (!pointer?.url) return null
  const file = await apiRaw(pointer.url, { timeoutMs: SNAPSHOT_TIMEOUT_MS, headers: { Accept: 'application/x-ndjson' } }, fetchImpl)
  if (!file.ok) return null
  const text = await file.text()
  return { answers: text.split('\n'), next: pointer.next, rows: pointer.rows }
}
