// A first visit starts downloading the catalogue snapshot from the boot script in <head>, or else from
// the entry script; pull() then stages that download instead of asking again, and continues through
// the feed from the snapshot's cursor. A browser that already holds the local copy never prefetches.
import { readFileSync } from 'node:fs'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, expect, it, vi } from 'vitest'
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../../../sync/protocol/protocol-version'
import type { ChangesPage } from '../../../sync/protocol/changes'
import { useMsw } from '../../../tests/sync/msw-faults'
import { openVettedDb } from '../../db/db'
import { LOCAL_DB_NAME } from '../../db/db-name'
import { COPY_ON_DEVICE_KEY, prefetchFirstPage, takePrefetchedSnapshot } from '../first-download/first-page'
import { pull } from './pull'

const snapshotAnswer: ChangesPage = {
  changes: [{ entity: 'category', id: 1, op: 'put', version: 7, data: { id: 1, name: 'Security', slug: 'security', version: 7 } }],
  next: 7,
  hasMore: false,
} as unknown as ChangesPage
const delta: ChangesPage = {
  changes: [{ entity: 'category', id: 2, op: 'put', version: 8, data: { id: 2, name: 'Networking', slug: 'networking', version: 8 } }],
  next: 8,
  hasMore: false,
} as unknown as ChangesPage

// `asked` lists what was requested (path and query).
const asked: string[] = []
// The code asks with paths, as a page does; msw resolves them against the page's location.
vi.stubGlobal('location', new URL('http://vetted.test/'))
afterAll(() => vi.unstubAllGlobals())
const seen = (request: Request) => {
  const url = new URL(request.url)
  asked.push(url.pathname + url.search)
}
useMsw(
  http.get('/api/sync/snapshot', ({ request }) => {
    seen(request)
    return HttpResponse.json({ url: '/api/sync/snapshot/abc.ndjson', next: 7, rows: 1 })
  }),
  http.get('/api/sync/snapshot/abc.ndjson', ({ request }) => {
    seen(request)
    return new HttpResponse(JSON.stringify(snapshotAnswer), { headers: { 'Content-Type': 'application/x-ndjson' } })
  }),
  http.get('/api/sync/changes', ({ request }) => {
    seen(request)
    return HttpResponse.json(delta)
  }),
)

afterEach(async () => {
  asked.length = 0
  void takePrefetchedSnapshot()
  indexedDB.deleteDatabase(LOCAL_DB_NAME)
})

it('on a first visit, the snapshot is downloaded once, early; pull() stages it and reads the feed from its cursor', async () => {
  prefetchFirstPage()
  await vi.waitFor(() => expect(asked).toEqual(['/api/sync/snapshot', '/api/sync/snapshot/abc.ndjson']))
  const db = openVettedDb(`first-page-${Date.now()}`)
  expect(await pull(db)).toMatchObject({ rows: 2 })
  expect(asked.slice(2)).toEqual([expect.stringMatching(/^\/api\/sync\/changes\?since=7&/)])
  expect(await db.categories.get(1)).toMatchObject({ name: 'Security' })
  expect(await db.categories.get(2)).toMatchObject({ name: 'Networking' })
  expect((await db.meta.get('cursor'))?.value).toBe(8)
})

it('a browser that already holds the local copy does not prefetch', async () => {
  const existing = openVettedDb(LOCAL_DB_NAME)
  await existing.open()
  prefetchFirstPage()
  await new Promise((r) => setTimeout(r, 50))
  expect(asked).toEqual([])
  expect(takePrefetchedSnapshot()).toBeNull()
  existing.close()
})

const bootScript = readFileSync(new URL('../first-download/snapshot-prefetch-boot.js', import.meta.url), 'utf8')

/** Runs the boot script as <head> does, with this local storage. */
function runBootScript(storage: Record<string, string>) {
  vi.stubGlobal('window', globalThis)
  vi.stubGlobal('localStorage', { getItem: (k: string) => storage[k] ?? null })
  new Function(bootScript)() // eslint-disable-line @typescript-eslint/no-implied-eval -- the file as the browser runs it
}

it('the boot script speaks the protocol and reads the mark this code writes', () => {
  expect(bootScript).toContain(`'${PROTOCOL_HEADER}': '${PROTOCOL_VERSION}'`)
  expect(bootScript).toContain(`localStorage.getItem('${COPY_ON_DEVICE_KEY}') === '1'`)
})

it("on a first visit the boot script's download is the one pull() stages: nothing is asked twice", async () => {
  runBootScript({})
  await vi.waitFor(() => expect(asked).toEqual(['/api/sync/snapshot', '/api/sync/snapshot/abc.ndjson']))
  prefetchFirstPage() // the entry script takes it over
  const db = openVettedDb(`first-page-boot-${Date.now()}`)
  expect(await pull(db)).toMatchObject({ rows: 2 })
  expect(asked.slice(2)).toEqual([expect.stringMatching(/^\/api\/sync\/changes\?since=7&/)])
  expect(await db.categories.get(1)).toMatchObject({ name: 'Security' })
})

it('a browser marked as holding the copy downloads nothing from the boot script', async () => {
  runBootScript({ [COPY_ON_DEVICE_KEY]: '1' })
  await new Promise((r) => setTimeout(r, 50))
  expect(asked).toEqual([])
  expect((globalThis as { __vettedSnapshotPrefetch?: unknown }).__vettedSnapshotPrefetch).toBeUndefined()
})
