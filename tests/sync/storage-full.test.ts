// Storage full during the first download: one plain state for the person, no tight retry loop, and
// nothing half-written (no staged page, no cursor, no orphan outbox entry).
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { useMsw } from './msw-faults'
import { stubPageGlobals } from './page-globals'

let feedRequests = 0
stubPageGlobals()

useMsw(
  http.get('/api/auth/me', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
  // A server with no catalogue snapshot to offer: the first download reads the feed.
  http.get('/api/sync/snapshot', () => HttpResponse.json({ url: null })),
  http.get('/api/sync/changes', () => {
    feedRequests++
    return HttpResponse.json({ changes: [{ entity: 'category', id: 1, op: 'put', data: { id: 1, version: 1, name: 'HR', slug: 'hr' }, version: 1 }], hasMore: false, next: 1 })
  }),
)

const { db } = await import('../../web/db/db')
const { syncNow } = await import('../../web/sync/engine')
const { useSyncStatus } = await import('../../web/sync/base/status-store')

test('a quota error in the first download stops downloads with one state and writes nothing half-way', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  db.stagedPages.hook('creating', () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  await syncNow()
  expect(useSyncStatus.getState()).toMatchObject({ storageFull: true, error: null })
  expect(feedRequests).toBe(1)
  // No fast retry is scheduled, and later rounds (the minute timer) do not download again.
  await vi.advanceTimersByTimeAsync(120_000)
  await syncNow()
  expect(feedRequests).toBe(1)
  expect(await db.stagedPages.count()).toBe(0)
  expect(await db.meta.get('cursor')).toBeUndefined()
  expect(await db.outbox.count()).toBe(0)
  vi.useRealTimers()
})
