// Reads of the change feed from far-behind cursors are limited per address (docs/security.md, "Abuse"):
// the whole feed from 0 costs the server a lot and a new device never needs it (it has the snapshot).
// Normal devices are never slowed: a pull from a recent cursor, or a first download that follows the
// snapshot's cursor, is never counted; without a snapshot, nothing is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChangesPage } from '../../sync/protocol/changes'
import { loadConfig } from '../../api/config'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { reserveVersions } from '../../api/db/versioning'
import { feedCursor } from '../../api/sync/cursor'
import { snapshotStore } from '../../api/sync/snapshot-store'
import { makeHarness, type Harness } from '../api/harness'

// Client addresses come from X-Forwarded-For only behind a trusted proxy (README, TRUST_PROXY).
const trustProxy = process.env.TRUST_PROXY
beforeAll(() => void (process.env.TRUST_PROXY = 'true'))
afterAll(() => void (trustProxy === undefined ? delete process.env.TRUST_PROXY : (process.env.TRUST_PROXY = trustProxy)))

let clock = Date.parse('2026-03-02T10:00:00Z')
const BUDGET = { windowMs: 60_000, catalogues: 2, extraRows: 0 }

async function server(options: { catalogueSnapshot?: boolean } = {}) {
  const h = await makeHarness({ snapshotDebounceMs: 60_000, now: () => clock, feedCatchUpBudget: BUDGET, ...options })
  await seedDemoCatalog(h.db)
  if (options.catalogueSnapshot !== false) await snapshotStore(h.db, 0, () => undefined).settled()
  return h
}
const read = (h: Harness, ip: string, since: string, limit = 5000) =>
  h.anon('get', `/api/sync/changes?since=${encodeURIComponent(since)}&limit=${limit}`).set('X-Forwarded-For', ip)
/** How many reads answer 200 before the first refusal (at most `max`). */
async function readsBeforeRefusal(h: Harness, ip: string, since: string, limit: number, max = 300): Promise<number> {
  let allowed = 0
  while (allowed < max && (await read(h, ip, since, limit)).status === 200) allowed++
  return allowed
}
const pointer = async (h: Harness) => (await h.anon('get', '/api/sync/snapshot').expect(200)).body as { next: string; rows: number }

describe('reads from 0 while a snapshot is offered', () => {
  it('two whole feeds per address per window, then 429 with Retry-After and a message; other addresses are not affected', async () => {
    const h = await server()
    expect((await read(h, '203.0.113.1', '0')).status).toBe(200)
    expect((await read(h, '203.0.113.1', '0')).status).toBe(200)
    const refused = await read(h, '203.0.113.1', '0')
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/New devices start from \/api\/sync\/snapshot/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await read(h, '2001:db8:7:7::1', '0')).status).toBe(200)
    // The window passes: the address may read again.
    clock += 60_001
    expect((await read(h, '203.0.113.1', '0')).status).toBe(200)
  })

  it('small pages are no way around it: each read counts at least 100 rows', async () => {
    const h = await server()
    const { rows } = await pointer(h)
    expect(await readsBeforeRefusal(h, '203.0.113.2', '0', 1)).toBe(Math.ceil((2 * rows) / 100))
  })
})

describe('normal devices are never slowed', () => {
  it('a first download following the snapshot\'s cursor, and pulls from a recent cursor, are never counted', async () => {
    const h = await server()
    expect(await readsBeforeRefusal(h, '203.0.113.3', '0', 5000)).toBe(2) // the address has used its budget
    const { next } = await pointer(h)
    for (let i = 0; i < 20; i++) expect((await read(h, '203.0.113.3', next)).status).toBe(200)
    const recent = ((await read(h, '198.51.100.3', next)).body as ChangesPage).next
    await h.admin('post', '/api/vendors').send({ name: 'Fresh Vendor Ltd' }).expect(201)
    for (let i = 0; i < 20; i++) expect((await read(h, '203.0.113.3', recent)).status).toBe(200)
  })

  it('a cursor older than the snapshot\'s and over a page of versions behind counts; one at the snapshot\'s, however far behind, does not', async () => {
    const h = await server()
    const { next } = await pointer(h)
    await h.db.transaction(async (tx) => await reserveVersions(tx, 6000)) // the feed moved on by private writes the snapshot does not need
    const old = await feedCursor(h.db, 1)
    expect(await readsBeforeRefusal(h, '203.0.113.4', old, 1)).toBeLessThan(300)
    for (let i = 0; i < 20; i++) expect((await read(h, '203.0.113.4', next, 1)).status).toBe(200)
  })

  it('without a snapshot, reads from 0 are the only way in and are never counted', async () => {
    const h = await server({ catalogueSnapshot: false })
    for (let i = 0; i < 6; i++) expect((await read(h, '203.0.113.5', '0')).status).toBe(200)
  })
})

describe('the setting', () => {
  it('FEED_CATCH_UP_LIMIT sets the whole catalogues an address may read per window; a bad value stops the server at start', () => {
    expect(loadConfig({ FEED_CATCH_UP_LIMIT: '5' }).feedCatchUpBudget).toEqual({ windowMs: 15 * 60 * 1000, catalogues: 5, extraRows: 10_000 })
    expect(() => loadConfig({ FEED_CATCH_UP_LIMIT: 'lots' })).toThrow('FEED_CATCH_UP_LIMIT must be a whole number of 1 or more, not "lots"')
  })
})
