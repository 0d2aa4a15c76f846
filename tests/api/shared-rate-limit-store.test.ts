// The rate-limit store in the database (api/middleware/shared-rate-limit-store.ts), which the limits use
// on PostgreSQL; its SQL is the same on SQLite, so it is held to its rules on both engines: windows that
// end and restart, and a table that stays bounded however many keys a flood makes up, without ever
// making a newcomer share a stranger's count.
import { beforeAll, describe, expect, it } from 'vitest'
import { SharedRateLimitStore } from '../../api/middleware/shared-rate-limit-store'
import { makeHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

function storeAt(clock: { now: number }, limiter: string, maxKeys: number, windowMs = 1000) {
  return new SharedRateLimitStore(h.db, limiter, { maxKeys, windowMs, now: () => clock.now })
}

describe('the rate-limit store in the database', () => {
  it('counts hits in a window, restarts it once ended, and takes back a hit', async () => {
    const clock = { now: 1_000_000 }
    const store = storeAt(clock, 'test windows', 100)
    expect(await store.increment('a')).toEqual({ totalHits: 1, resetTime: new Date(1_001_000) })
    clock.now += 400
    expect(await store.increment('a')).toEqual({ totalHits: 2, resetTime: new Date(1_001_000) })
    await store.decrement('a')
    expect(await store.get('a')).toEqual({ totalHits: 1, resetTime: new Date(1_001_000) })
    clock.now += 600 // the window has ended
    expect(await store.get('a')).toBeUndefined()
    expect(await store.increment('a')).toEqual({ totalHits: 1, resetTime: new Date(1_002_000) })
    // Another limiter's key of the same spelling is another count.
    expect((await storeAt(clock, 'test windows 2', 100).increment('a')).totalHits).toBe(1)
  })

  it('charges several hits at once', async () => {
    const clock = { now: 1_500_000 }
    const store = storeAt(clock, 'test charges', 100)
    expect((await store.charge('reader', 250)).totalHits).toBe(250)
    expect((await store.charge('reader', 100)).totalHits).toBe(350)
    clock.now += 1000
    expect((await store.charge('reader', 100)).totalHits).toBe(100)
  })

  it('a flood of made-up keys leaves at most a tenth over the bound, and newcomers their own counts', async () => {
    const clock = { now: 2_000_000 }
    const store = storeAt(clock, 'test flood', 20, 60_000)
    for (let i = 0; i < 500; i++) {
      clock.now++
      await store.increment(`made-up-${i}`)
      await store.settled()
    }
    expect(await store.size()).toBeLessThanOrEqual(22)
    // The newest keys are the ones kept: those whose window started first made room.
    expect(await store.get('made-up-499')).toBeDefined()
    expect(await store.get('made-up-0')).toBeUndefined()
    expect((await store.increment('newcomer')).totalHits).toBe(1)
    expect((await store.increment('newcomer')).totalHits).toBe(2)
    expect((await store.increment('another')).totalHits).toBe(1)
  })

  it('expired rows are deleted by the trim', async () => {
    const clock = { now: 3_000_000 }
    const store = storeAt(clock, 'test expiry', 1000, 100)
    for (let i = 0; i < 50; i++) await store.increment(`old-${i}`)
    clock.now += 100
    await store.increment('fresh')
    await store.trim()
    expect(await store.size()).toBe(1)
  })
})
