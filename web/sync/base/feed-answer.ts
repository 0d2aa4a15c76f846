// One page of the change feed as it comes over the network (docs/sync.md, "Versions and the change
// feed"): its text, where it leaves off, and the page itself, parsed only when asked for: a first
// download keeps answers as text, and the headers repeat what paging needs (sync/protocol/feed-headers.ts).
import type { ChangesPage } from '../../../sync/protocol/changes'
import { FEED_HEADERS } from '../../../sync/protocol/feed-headers'
import { apiRaw, ApiError, readBody, type FetchLike } from './api-client'

/** A feed page of 5,000 rows is a few MB: on a slow link it needs longer than an ordinary call. */
const FEED_TIMEOUT_MS = 120_000

export interface FeedAnswer {
  text: string
  /** The cursor after this answer (opaque). */
  next: string
  hasMore: boolean
  count: number
  page: () => ChangesPage
}

/** Asks for one feed page; 'gone' when the server answers 410 (the copy must be rebuilt). */
export function fetchFeedPage(path: string, fetchImpl: FetchLike): Promise<FeedAnswer | 'gone'> {
  const answer = readFeedAnswer(apiRaw(path, { timeoutMs: FEED_TIMEOUT_MS }, fetchImpl))
  answer.catch(() => undefined) // a page fetched ahead and abandoned after a failed apply must not be an unhandled rejection
  return answer
}

async function readFeedAnswer(answer: Promise<Response>): Promise<FeedAnswer | 'gone'> {
  const res = await answer
  if (res.status === 410) return 'gone'
  if (!res.ok) {
    const { json, text } = await readBody(res)
    throw new ApiError(res.status, json, (json?.message as string) ?? (text || res.statusText))
  }
  const text = await res.text()
  let parsed: ChangesPage | null = null
  const page = () => (parsed ??= JSON.parse(text) as ChangesPage)
  const header = (name: string) => res.headers.get(name)
  const [next, hasMore, count] = [header(FEED_HEADERS.next), header(FEED_HEADERS.hasMore), header(FEED_HEADERS.count)]
  if (next === null || hasMore === null || count === null) {
    const { next: n, hasMore: more, changes } = page()
    return { text, next: n, hasMore: more, count: changes.length, page }
  }
  return { text, next, hasMore: hasMore === 'true', count: Number(count), page }
}
