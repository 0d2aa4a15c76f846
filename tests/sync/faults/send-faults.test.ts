// The outbox under network faults, against the real server behind msw (tests/sync/msw-faults.ts):
// whatever goes wrong on the way, a queued change reaches the server exactly once, nothing is lost
// or rejected for a fault that was not the server's "no", and the queue waits as long as it is told.
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocal } from '../../../web/sync/push/local-writes'
import { sendPending, setBatchSize } from '../../../web/sync/push/sender'
import { vendorBody } from '../../api/harness'
import { fault, useFaults } from '../msw-faults'
import { makeSyncHarness, type SyncHarness } from '../sync-harness'
import { deviceCopy, localTempRows, localVendorsNamed, serverVendorsNamed, settlesWithin, fastTimeouts } from './kit'

const faults = useFaults()
let h: SyncHarness
beforeAll(async () => {
  // These faults are injected on the REST calls: the one-request-per-change path (a server without the
  // push call). Batches under the same faults: push-faults.test.ts.
  setBatchSize(false)
  h = await makeSyncHarness()
})

const admin = () => h.fetchAs(h.cookies.admin)

/** An admin's device with one vendor created offline and queued. */
async function queuedCreate(name: string) {
  const db = await deviceCopy(h, h.cookies.admin)
  await createLocal(db, 'vendor', vendorBody({ name }))
  return db
}

describe('sending under network faults', () => {
  it('a network error holds the entry; the retry sends it once, under the same Idempotency-Key', async () => {
    const db = await queuedCreate('Network Error Vendor')
    faults.inject('POST', '/api/vendors', fault.networkError())
    const held = await sendPending(db, admin())
    expect(held).toMatchObject({ sent: 0, rejected: 0 })
    expect(held.retryInMs).toBeGreaterThan(0)
    expect(await db.outbox.count()).toBe(1)
    expect(await serverVendorsNamed(h, 'Network Error Vendor')).toBe(0) // the request never left

    expect(await sendPending(db, admin(), { ignoreBackoff: true })).toMatchObject({ sent: 1, rejected: 0 })
    const posts = faults.requests('POST', '/api/vendors')
    expect(posts.map((p) => p.fault)).toEqual(['networkError', 'pass'])
    expect(posts[0].idempotencyKey).toBe(posts[1].idempotencyKey)
    expect(await serverVendorsNamed(h, 'Network Error Vendor')).toBe(1)
    expect(await localVendorsNamed(db, 'Network Error Vendor')).toBe(1)
    expect(await localTempRows(db)).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it.each([
    { status: 500, retryAfter: undefined },
    { status: 503, retryAfter: 120 },
    { status: 429, retryAfter: 120 },
  ])('$status (Retry-After: $retryAfter) holds the queue for as long as asked; nothing is rejected or lost', async ({ status, retryAfter }) => {
    const name = `Held By ${status} Vendor`
    const db = await queuedCreate(name)
    faults.inject('POST', '/api/vendors', fault.status(status, retryAfter))
    const held = await sendPending(db, admin())
    expect(held).toMatchObject({ sent: 0, rejected: 0, conflicts: 0 })
    expect(held.retryInMs).toBeGreaterThanOrEqual(retryAfter === undefined ? 1 : retryAfter * 1000)
    expect(await db.outbox.count()).toBe(1)
    expect(await db.rejections.count()).toBe(0)
    expect(await localVendorsNamed(db, name)).toBe(1) // the optimistic row stays on screen
    // Before the wait is over, a round sends nothing (the server asked for time).
    expect(await sendPending(db, admin())).toMatchObject({ sent: 0 })
    expect(faults.requests('POST', '/api/vendors')).toHaveLength(1)

    expect(await sendPending(db, admin(), { ignoreBackoff: true })).toMatchObject({ sent: 1, rejected: 0 })
    expect(await serverVendorsNamed(h, name)).toBe(1)
    expect(await localVendorsNamed(db, name)).toBe(1)
    expect(await localTempRows(db)).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('a request that reaches the server twice creates one row; the second answer is the replay', async () => {
    const db = await queuedCreate('Duplicated Vendor')
    faults.inject('POST', '/api/vendors', fault.duplicate())
    expect(await sendPending(db, admin())).toMatchObject({ sent: 1, rejected: 0 })
    const [post] = faults.requests('POST', '/api/vendors')
    expect(post.answers).toEqual([
      { status: 201, replayed: false },
      { status: 201, replayed: true },
    ])
    expect(await serverVendorsNamed(h, 'Duplicated Vendor')).toBe(1)
    // The client got the replayed answer and settles on it just as on the first.
    expect(await localVendorsNamed(db, 'Duplicated Vendor')).toBe(1)
    expect(await localTempRows(db)).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('the hang fault ends when the caller aborts (what the sync code’s timeout relies on)', async () => {
    faults.inject('GET', '/api/auth/me', fault.hang())
    const asked = admin()('/api/auth/me', { signal: AbortSignal.timeout(200) })
    const outcome = await settlesWithin(asked, 5000)
    expect(outcome).toMatchObject({ status: 'rejected', reason: { name: 'TimeoutError' } })
  })

  // Needs a timeout on every send (AbortSignal.timeout in apiRaw, 0930f0d): without one a server that
  // never answers froze sendPending, and with it every later round (hung on 2954896).
  it('a request that never answers ends within the timeout and the entry stays queued', async () => {
    const db = await queuedCreate('Never Answered Vendor')
    faults.inject('POST', '/api/vendors', fault.hang())
    fastTimeouts()
    const outcome = await settlesWithin(sendPending(db, admin()))
    expect(outcome.status).toBe('fulfilled')
    const result = (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof sendPending>>>).value
    expect(result).toMatchObject({ sent: 0, rejected: 0 })
    expect(result.retryInMs).toBeGreaterThan(0)
    expect(await db.outbox.count()).toBe(1)
    expect(await db.rejections.count()).toBe(0)
    expect(await localVendorsNamed(db, 'Never Answered Vendor')).toBe(1)
  })
})
