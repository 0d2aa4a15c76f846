// What a tab sent to the server's write API (POST/PATCH/PUT/DELETE under /api), as the browser saw it:
// the changes' numbers (X-Vetted-Mutation, or each of a batch's), each change's status (a batch's
// answer gives one per change) and when the request started and ended (the browser's own timing, so
// writes of two tabs can be put on one time line). With the service worker blocked
// (playwright.config.ts), the app's fetches are the page's own requests.
import type { Page, Request } from '@playwright/test'
import { PUSH_PATH, type PushAnswer, type PushBatch } from '../../../sync/protocol/push'
import { isWrite } from './fault-proxy'

export interface SentWrite {
  tab: string
  method: string
  path: string
  /** The change's number for the person's client on this device (a batch's: each, comma-separated). */
  mutation: string | undefined
  /** null: no answer (the request failed). */
  status: number | null
  /** Each change's own status: the request's, or for a batch the one its answer gives each change. */
  changeStatuses: (number | undefined)[]
  startedAt: number
  endedAt: number
}

/** Starts recording `page`'s writes into the returned array (as they end). */
export function recordWrites(page: Page, tab: string): SentWrite[] {
  const writes: SentWrite[] = []
  const keep = async (request: Request, failed: boolean) => {
    const url = new URL(request.url())
    if (!isWrite({ method: request.method(), url: url.pathname })) return
    const timing = request.timing()
    const response = failed ? null : await request.response()
    const status = response?.status() ?? null
    const batch = url.pathname === PUSH_PATH ? (request.postDataJSON() as PushBatch) : null
    const answer = batch && status === 200 ? ((await response!.json()) as PushAnswer) : null
    const mutation = batch ? batch.mutations.map((m) => m.id).join(',') : (await request.allHeaders())['x-vetted-mutation']
    const changeStatuses = answer ? answer.results.map((r) => r.status) : [status ?? undefined]
    writes.push({ tab, method: request.method(), path: url.pathname, mutation, status, changeStatuses, startedAt: timing.startTime, endedAt: timing.startTime + Math.max(0, timing.responseEnd) })
  }
  page.on('requestfinished', (r) => void keep(r, false))
  page.on('requestfailed', (r) => void keep(r, true))
  return writes
}

/** Writes sorted by start; the pairs where one started before the previous one had ended. */
export function overlapping(writes: SentWrite[]): [SentWrite, SentWrite][] {
  const sorted = [...writes].sort((a, b) => a.startedAt - b.startedAt)
  return sorted.slice(1).flatMap((w, i) => (w.startedAt < sorted[i].endedAt ? [[sorted[i], w] as [SentWrite, SentWrite]] : []))
}
