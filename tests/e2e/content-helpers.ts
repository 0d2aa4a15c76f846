// Shared steps for the content e2e tests (blog, resources, footer pages, AI receptionist): an admin
// API session that creates rows and removes them afterwards, and the viewports every screen is tried on.
import { expect, request as playwrightRequest, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { ADMIN } from './account-helpers'

export const VIEWPORTS = [['desktop', { width: 1280, height: 800 }], ['tablet', { width: 820, height: 1180 }]] as const

export interface AdminApi {
  request: APIRequestContext
  create<T extends { id: number }>(path: string, data: object): Promise<T>
  /** Deletes everything created through `create`, newest first. */
  cleanUp(): Promise<void>
}

export async function adminApi(testInfo: TestInfo): Promise<AdminApi> {
  const baseURL = testInfo.project.use.baseURL as string
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true)
  const created: string[] = []
  return {
    request,
    async create<T extends { id: number }>(path: string, data: object) {
      const res = await request.post(path, { data })
      expect(res.status(), `${path}: ${await res.text()}`).toBe(201)
      const row = (await res.json()) as T
      created.push(`${path}/${row.id}`)
      return row
    },
    async cleanUp() {
      for (const path of created.reverse()) await request.delete(path)
      await request.dispose()
    },
  }
}

/** A unique suffix per run, so a rerun on the same server never meets an earlier run's rows. */
export const runTag = () => Date.now().toString(36)

/** The browser's outbox and refused changes (IndexedDB "vetted"), to see what waits to be sent. */
export function localOutbox(page: Page): Promise<{ outbox: { path: string }[]; rejections: { message: string }[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('vetted')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction(['outbox', 'rejections'])
          const outbox = tx.objectStore('outbox').getAll()
          const rejections = tx.objectStore('rejections').getAll()
          tx.oncomplete = () => resolve({ outbox: outbox.result, rejections: rejections.result })
        }
      }),
  )
}

/**
 * Lets the app's service worker take control, as offline tests need: with it blocked, a code chunk
 * the page has not loaded yet (the sync status details, say) cannot load offline.
 */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
}

/** A screen's chunk loads on navigation: on a loaded machine that takes longer than expect's default. */
export const NAVIGATION = { timeout: 15_000 }
