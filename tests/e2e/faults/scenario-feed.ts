// A first download made of several answers, one of them held: the demo catalogue (850 changes) fits one
// first-download answer (5,000 changes, web/sync/first-download/first-page.ts), so its requests are cut to `pageSize`
// changes, as tests/e2e/offline-sync.spec.ts does, and the `hold`-th waits until release(). Ordinary
// pages (1,000 changes: the copy exists) pass untouched. The first answer's changes are kept, to know
// which rows a reload finds already staged.
import type { Page } from '@playwright/test'
import { firstDownloadFromFeed } from '../first-download'

export interface CutDownload {
  firstAnswer: Promise<{ entity: string; id: number }[]>
  held: Promise<void>
  release(): void
}

export async function cutFirstDownload(page: Page, { pageSize = 100, hold = 2 } = {}): Promise<CutDownload> {
  await firstDownloadFromFeed(page)
  let requests = 0
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let heldArrived!: () => void
  const held = new Promise<void>((resolve) => (heldArrived = resolve))
  let keepFirst!: (changes: { entity: string; id: number }[]) => void
  const firstAnswer = new Promise<{ entity: string; id: number }[]>((resolve) => (keepFirst = resolve))
  await page.route('**/api/sync/changes?*', async (route) => {
    const url = new URL(route.request().url())
    if (url.searchParams.get('limit') !== '5000') return route.continue()
    url.searchParams.set('limit', String(pageSize))
    const n = ++requests
    if (n === 1) {
      const response = await route.fetch({ url: url.toString() })
      keepFirst(((await response.json()) as { changes: { entity: string; id: number }[] }).changes)
      return route.fulfill({ response })
    }
    if (n === hold) {
      heldArrived()
      await released
    }
    // The page that asked may have been reloaded meanwhile: its request is gone.
    return route.continue({ url: url.toString() }).catch(() => undefined)
  })
  return { firstAnswer, held, release: () => release() }
}
