// The sync engine's rounds (web/sync/engine.ts) against a stand-in server: a trigger that arrives
// while a round is finishing must start another round, or a change queued at that moment waits for
// the minute timer (seen in e2e as a favourite or a "Keep mine" that never reached the server).
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { useMsw } from './msw-faults'
import { stubPageGlobals } from './page-globals'

const requests: string[] = []

stubPageGlobals()

// The stand-in server: nobody is signed in, the feed is empty, and any write succeeds (recorded).
useMsw(
  http.get('/api/auth/me', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
  // A server with no catalogue snapshot to offer: the first download reads the feed.
  http.get('/api/sync/snapshot', () => HttpResponse.json({ url: null })),
  http.get('/api/sync/changes', () => HttpResponse.json({ changes: [], hasMore: false, next: 1 })),
  http.all('/api/*', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
    return new HttpResponse(null, { status: 204 })
  }),
)

const { db } = await import('../../web/db/db')
const { syncNow } = await import('../../web/sync/engine')
const { useSyncStatus } = await import('../../web/sync/base/status-store')

test('a trigger that comes while a round records its end starts one more round, which sends the queued change', async () => {
  // Held back by a long backoff, so only a round that ignores backoff sends it.
  await db.outbox.add({
    name: 'cartLine.delete', args: {}, entity: 'cartLine', entityId: 5, status: 'pending',
    ownerId: null, attempts: 1, notBefore: Date.now() + 3_600_000, retryDelayMs: 3_600_000, createdAt: Date.now(),
  })
  // The moment the round records when it synced (after its last look for more work), the user asks
  // for a sync that ignores backoff, as "Keep mine" and the online event do.
  let asked = false
  const unsubscribe = useSyncStatus.subscribe((state, previous) => {
    if (asked || state.lastSyncedAt === previous.lastSyncedAt) return
    asked = true
    void syncNow({ ignoreBackoff: true })
  })

  await syncNow()
  unsubscribe()
  expect(asked).toBe(true)
  await vi.waitFor(() => expect(requests).toEqual(['DELETE /api/cart/lines/5']), { timeout: 3000 })
  await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
})
