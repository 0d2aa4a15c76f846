// The first download from the catalogue snapshot (docs/sync.md, "First download from the snapshot"):
// ask where the current snapshot is, then open it (one immutable, compressed file: the catalogue every
// visitor sees, as newline-separated feed answers, the vendors' first). Its `next` is a feed cursor
// like any page's `next`: the copy continues from it through the feed. The answers are read as they
// arrive, so the vendors can be shown before the products are in, and the same bytes are kept as a
// Blob, so the whole file can be stored at once when it is complete. Kept free of Dexie so the entry
// script can start it early (first-page.ts).
import { apiRaw, type FetchLike } from '../base/api-client'

export interface CatalogueSnapshot {
  /** The feed cursor to continue from. */
  next: string
  rows: number
  /** Changes in each answer, in order. */
  answerRows: number[]
  /** How many leading answers hold the vendors and the other small tables (no products, tiers or options). */
  leadAnswers: number
  /** The answers' text, each as it arrives (read once). */
  answers: () => AsyncGenerator<string>
  /**
   * The whole file as it arrived, as one Blob, once its last byte is in (rejects when it was cut off):
   * the body's bytes are kept as they come, never turned into text, so keeping them costs the page
   * almost nothing and storing them costs IndexedDB one record.
   */
  whole: () => Promise<Blob>
  /** Stops the download (a prefetched snapshot that will not be used). */
  cancel: () => void
}

export interface SnapshotPointer { url: string | null; next: string; rows: number; answers?: number[]; leadAnswers?: number }

/** The file is a few MB compressed: on a slow link it needs longer than an ordinary call. */
const SNAPSHOT_TIMEOUT_MS = 120_000

/**
 * The current snapshot, opened, or null when the server has none to offer (not built yet, an older
 * server, or replaced between the two requests): the first download then reads the feed from 0.
 * Rejects when the server cannot be reached, like any feed request.
 */
export async function openSnapshot(fetchImpl: FetchLike = fetch): Promise<CatalogueSnapshot | null> {
  const answer = await apiRaw('/api/sync/snapshot', {}, fetchImpl)
  if (!answer.ok) return null
  const pointer = (await answer.json().catch(() => null)) as SnapshotPointer | null
  if (!pointer?.url) return null
  const file = await apiRaw(pointer.url, { timeoutMs: SNAPSHOT_TIMEOUT_MS, headers: { Accept: 'application/x-ndjson' } }, fetchImpl)
  return snapshotOf(pointer, file)
}

/** The snapshot a pointer and its file's answer make, or null when the file is not there (any more). */
export function snapshotOf(pointer: SnapshotPointer, file: Response): CatalogueSnapshot | null {
  if (!file.ok) return null
  const base = { next: pointer.next, rows: pointer.rows, answerRows: pointer.answers ?? [], leadAnswers: pointer.leadAnswers ?? 0 }
  if (!file.body) {
    const text = file.text()
    text.catch(() => undefined) // read through answers() or whole()
    return {
      ...base,
      answers: async function* () { yield* (await text).split('\n') },
      whole: async () => new Blob([await text], { type: NDJSON }),
      cancel: () => undefined,
    }
  }
  // Two branches of one body: one read as text line by line, the other's bytes kept as they come.
  const [parsed, kept] = file.body.tee()
  const keeping = keepBytes(kept)
  return {
    ...base,
    answers: () => linesOf(parsed),
    whole: () => keeping.blob,
    cancel: () => {
      if (!parsed.locked) void parsed.cancel().catch(() => undefined)
      keeping.cancel()
    },
  }
}

const NDJSON = 'application/x-ndjson'

/** Reads a stream's bytes to its end into one Blob (the chunks are only held, never copied or decoded). */
function keepBytes(stream: ReadableStream<Uint8Array<ArrayBuffer>>): { blob: Promise<Blob>; cancel: () => void } {
  const reader = stream.getReader()
  const chunks: BlobPart[] = []
  const blob = (async () => {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return new Blob(chunks, { type: NDJSON })
      chunks.push(value)
    }
  })()
  blob.catch(() => undefined) // a body cut off: whole() rejects for whoever asks
  return { blob, cancel: () => void reader.cancel().catch(() => undefined) }
}

/** The body's lines as each one completes; every character is looked at once. */
async function* linesOf(body: ReadableStream): AsyncGenerator<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  let parts: string[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    let start = 0
    for (let at = value.indexOf('\n'); at >= 0; at = value.indexOf('\n', start)) {
      parts.push(value.slice(start, at))
      yield parts.join('')
      parts = []
      start = at + 1
    }
    if (start < value.length) parts.push(value.slice(start))
  }
  if (parts.length) yield parts.join('')
}
