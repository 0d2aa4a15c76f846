// The engine's word that a first download is stored (firstLoad.stored, what "Ready offline" waits for):
// not for a download cut off part way, and yes once a later round has brought the rest and every row
// is in its table with the cursor.
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { useMsw } from './msw-faults'
import { stubPageGlobals } from './page-globals'

stubPageGlobals()

const category = (id: number) => ({ entity: 'category', id, op: 'put', data: { id, version: id, name: `C${id}`, slug: `c${id}` }, version: id })
let cutOff = true
useMsw(
  http.get('/api/auth/me', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
  // No catalogue snapshot: the first download reads the feed, page by page.
  http.get('/api/sync/snapshot', () => HttpResponse.json({ url: null })),
  http.get('/api/sync/changes', ({ request }) => {
    const since = new URL(request.url).searchParams.get('since')
    if (since === '0') return HttpResponse.json({ changes: [category(1)], hasMore: true, next: 1 })
    if (cutOff) return HttpResponse.json({ message: 'Unavailable' }, { status: 503 })
    return HttpResponse.json({ changes: since === '1' ? [category(2)] : [], hasMore: false, next: 2 })
  }),
)

const { db } = await import('../../web/db/db')
const { syncNow } = await import('../../web/sync/engine')
const { useSyncStatus } = await import('../../web/sync/base/status-store')

test('a first download cut off part way is not stored; the round that brings the rest to the tables stores it', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  await syncNow()
  expect(useSyncStatus.getState().firstLoad).toMatchObject({ active: false })
  expect(useSyncStatus.getState().firstLoad.stored).toBeFalsy()
  expect(await db.categories.count()).toBe(1) // what arrived is kept

  cutOff = false
  await syncNow()
  expect(await db.categories.count()).toBe(2)
  expect(useSyncStatus.getState().firstLoad).toMatchObject({ active: false, stored: true })
  vi.useRealTimers()
})
