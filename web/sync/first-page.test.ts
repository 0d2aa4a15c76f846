// A first visit asks for page 1 of the feed from the entry script; pull() then uses that answer
// instead of asking again. A browser that already holds the local copy never prefetches.
import { afterEach, expect, it, vi } from 'vitest'
import type { ChangesPage } from '../../sync/protocol/changes'
import { openVettedDb } from '../data/db'
import { LOCAL_DB_NAME } from '../data/db-name'
import { FIRST_LOAD_PAGE_SIZE, prefetchFirstPage, takePrefetchedFirstPage } from './first-page'
import { pull } from './pull'

const page: ChangesPage = {
  changes: [{ entity: 'category', id: 1, op: 'put', version: 7, data: { id: 1, name: 'Security', slug: 'security', version: 7 } }],
  next: 7,
  hasMore: false,
} as unknown as ChangesPage

function stubFeed(): string[] {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path)
    return new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
  return asked
}

afterEach(async () => {
  vi.unstubAllGlobals()
  takePrefetchedFirstPage()
  indexedDB.deleteDatabase(LOCAL_DB_NAME)
})

it('on a first visit, page 1 is requested once, early, and pull() applies that answer', async () => {
  const asked = stubFeed()
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
  const asked = stubFeed()
  prefetchFirstPage()
  await new Promise((r) => setTimeout(r, 50))
  expect(asked).toEqual([])
  expect(takePrefetchedFirstPage()).toBeNull()
  existing.close()
})
