// What a tab sent to the server's write API (POST/PATCH/PUT/DELETE under /api), as the browser saw it:
// the change's number (X-Vetted-Mutation), the answer's status and when the request started and ended (the browser's own
// timing, so writes of two tabs can be put on one time line). With the service worker blocked
// (playwright.config.ts), the app's fetches are the page's own requests.
import type { Page, Request } from '@playwright/test'
import { isWrite } from './fault-proxy'

export interface SentWrite {
  tab: string
  method: string
  path: string
  /** The change's number for the person's client on this device. */
  mutation: string | undefined
  /** null: no answer (the request failed). */
  status: number | null
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
    const status = failed ? null : ((await request.response())?.status() ?? null)
    const mutation = (await request.allHeaders())['x-vetted-mutation']
    writes.push({ tab, method: request.method(), path: url.pathname, mutation, status, startedAt: timing.startTime, endedAt: timing.startTime + Math.max(0, timing.responseEnd) })
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
