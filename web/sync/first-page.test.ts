// A first visit asks for page 1 of the feed from the entry script; pull() then uses that answer
// instead of asking again. A browser that already holds the local copy never prefetches.
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, expect, it, vi } from 'vitest'
import type { ChangesPage } from '../../sync/protocol/changes'
import { useMsw } from '../../tests/sync/msw-faults'
import { openVettedDb } from '../data/db'
import { LOCAL_DB_NAME } from '../data/db-name'
import { FIRST_LOAD_PAGE_SIZE, prefetchFirstPage, takePrefetchedFirstPage } from './first-page'
import { pull } from './pull'

const page: ChangesPage = {
  changes: [{ entity: 'category', id: 1, op: 'put', version: 7, data: { id: 1, name: 'Security', slug: 'security', version: 7 } }],
  next: 7,
  hasMore: false,
} as unknown as ChangesPage

// The feed answers every request with `page`; `asked` lists what was requested (path and query).
const asked: string[] = []
// The code asks with paths, as a page does; msw resolves them against the page's location.
vi.stubGlobal('location', new URL('http://vetted.test/'))
afterAll(() => vi.unstubAllGlobals())
useMsw(
  http.get('/api/sync/changes', ({ request }) => {
    const url = new URL(request.url)
    asked.push(url.pathname + url.search)
    return HttpResponse.json(page)
  }),
)

afterEach(async () => {
  asked.length = 0
  takePrefetchedFirstPage()
  indexedDB.deleteDatabase(LOCAL_DB_NAME)
})

it('on a first visit, page 1 is requested once, early, and pull() applies that answer', async () => {
  prefetchFirstPage()
  await vi.waitFor(() => expect(asked).toEqual([`/api/sync/changes?since=0&limit=${FIRST_LOAD_PAGE_SIZE}`]))
  const db = openVettedDb(`first-page-${Date.now()}`)
  expect(await pull(db)).toMatchObject({ rows: 1 })
  expect(asked).toHaveLength(1)
  expect(await db.categories.get(1)).toMatchObject({ name: 'Security' })
})

it('a browser that already holds the local copy does not prefetch', async () => {
  const existing = openVettedDb(LOCAL_DB_NAME)
  await existing.open()
  prefetchFirstPage()
  await new Promise((r) => setTimeout(r, 50))
  expect(asked).toEqual([])
  expect(takePrefetchedFirstPage()).toBeNull()
  existing.close()
})
