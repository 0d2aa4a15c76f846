// Two server processes on one PostgreSQL database answer as one server: two apps, each with its own
// database connection, listening on two ports of this test process. Rate limits count attempts sent to
// either (api/middleware/shared-rate-limit-store.ts); a write through one pokes the live streams held
// by the other, a sign-out through one ends the session's streams on the other
// (api/db/postgres-notice-relay.ts); the catalogue snapshot is built once and served by both
// (api/sync/snapshot-store.ts). Runs only when TEST_DATABASE_URL names a server (vitest.config.ts).
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defaultConfig } from '../../api/context'
import type { PostgresDb } from '../../api/db/postgres-db'
import { currentVersion } from '../../api/db/versioning'
import { addVendor } from './buyer-fixtures'
import { makeHarness, openSecondApp, vendorBody, type Harness } from './harness'
import { openLiveStream, type LiveStream } from './live-stream'
import { decode, listen, rawGet } from './raw-http'
import { existingSnapshotStore } from '../../api/sync/snapshot-store'

const LIMIT = 5

// Client addresses come from X-Forwarded-For only behind a trusted proxy (README, TRUST_PROXY); the
// apps read it when they are made.
const trustProxy = process.env.TRUST_PROXY
process.env.TRUST_PROXY = 'true'
afterAll(() => void (trustProxy === undefined ? delete process.env.TRUST_PROXY : (process.env.TRUST_PROXY = trustProxy)))

let clock = Date.now()
let h: Harness
let b: Awaited<ReturnType<typeof openSecondApp>>
const bases: { a: string; b: string } = { a: '', b: '' }
const servers: Server[] = []
const streams: LiveStream[] = []

const baseOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`

beforeAll(async () => {
  h = await makeHarness({
    authRateLimit: { windowMs: 60_000, max: LIMIT },
    live: { ...defaultConfig().live, heartbeatMs: 60_000 },
    snapshotDebounceMs: 50,
    now: () => clock,
    feedCatchUpBudget: { windowMs: 60_000, catalogues: 0, extraRows: 300 },
  })
  b = await openSecondApp(h)
  servers.push(await listen(h.app), await listen(b.app))
  bases.a = baseOf(servers[0])
  bases.b = baseOf(servers[1])
  // Each app hears the other's commits once its listening connection is open.
  while (!(relayOf(h.db).listening && relayOf(b.db).listening)) await new Promise((r) => setTimeout(r, 20))
})
afterAll(async () => {
  for (const s of streams.splice(0)) s.close()
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
})
afterEach(() => {
  for (const s of streams.splice(0)) s.close()
})

async function streamOnB(cookie?: string): Promise<LiveStream> {
  const s = await openLiveStream(bases.b, { cookie })
  streams.push(s)
  expect(s.status).toBe(200)
  return s
}

const relayOf = (db: unknown) => (db as PostgresDb).relay

describe('rate limits across processes', () => {
  it('attempts sent to both apps at once are counted together: exactly the limit passes', async () => {
    const attempts = Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? b.call : h.call)('post', '/api/auth/password-reset-request').set('X-Forwarded-For', '203.0.113.50').send({ email: 'x@example.com' }))
    const answers = await Promise.all(attempts)
    expect(answers.filter((r) => r.status === 200)).toHaveLength(LIMIT)
    const refused = answers.filter((r) => r.status === 429)
    expect(refused).toHaveLength(12 - LIMIT)
    for (const r of refused) {
      expect(r.body).toEqual({ message: 'Too many password reset attempts. Please wait and try again.' })
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60)
    }
    expect(await h.db.value('SELECT hits FROM rate_limit_counts WHERE limiter = ? AND key = ?', 'password reset per address', '203.0.113.50')).toBe(12)
  })

  it('failed sign-ins at one account through either app, from many addresses, share one count', async () => {
    const user = await h.addUser('guessed')
    const wrong = (via: Harness['call'], i: number) =>
      via('post', '/api/auth/login').set('X-Forwarded-For', `198.51.100.${i}`).send({ username: 'guessed', password: 'wrong-password' })
    const right = (via: Harness['call'], i: number) =>
      via('post', '/api/auth/login').set('X-Forwarded-For', `198.51.100.${i}`).send({ username: 'guessed', password: 'guessed-pass-123' })
    const failures = await Promise.all([0, 1, 2, 3].map((i) => wrong(i % 2 ? b.call : h.call, i)))
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401, 401])
    // The owner's own success is not held against the account.
    expect((await right(b.call, 10)).status).toBe(200)
    expect((await wrong(h.call, 11)).status).toBe(401)
    // The fifth failure reached the limit: refused through either app, the right password too.
    for (const via of [b.call, h.call]) {
      const blocked = await right(via, 12)
      expect(blocked.status).toBe(429)
      expect(blocked.body).toEqual({ message: 'Too many sign-in attempts. Please wait and try again.' })
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(user.id).toBeGreaterThan(0)
  })
})

describe('the feed\'s catch-up budget across processes', () => {
  it('reads from the start through either app are charged to one budget per address', async () => {
    await existingSnapshotStore(h.db)!.settled()
    // Each read is charged at least 100 rows: a budget of 300 lets three through, whichever app answers.
    const readFromStart = (via: Harness['call']) => via('get', '/api/sync/changes?since=0&limit=1').set('X-Forwarded-For', '203.0.113.77')
    const statuses = []
    for (const via of [h.call, b.call, h.call]) statuses.push((await readFromStart(via)).status)
    expect(statuses).toEqual([200, 200, 200])
    for (const via of [b.call, h.call]) {
      const refused = await readFromStart(via)
      expect(refused.status).toBe(429)
      expect(refused.body.message).toMatch(/New devices start from \/api\/sync\/snapshot/)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }
  })
})

describe('live pokes across processes', () => {
  it('a catalogue write through app A pokes every stream held by app B', async () => {
    const anon = await streamOnB()
    const member = await streamOnB(h.cookies.member)
    const created = await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Poked Across' }))
    expect(created.status).toBe(201)
    const version = await currentVersion(h.db)
    for (const s of [anon, member]) await s.until((x) => x.pokes.includes(version), `poke ${version} on B`)
  })

  it('an account\'s private write through A pokes that account\'s streams on B, and no one else\'s', async () => {
    const other = await h.addUser('live-other-b')
    const member = await streamOnB(h.cookies.member)
    const stranger = await streamOnB(other.cookie)
    const anon = await streamOnB()
    const vendor = await addVendor(h.db)
    await Promise.all([member, stranger, anon].map(async (s) => await s.until((x) => x.pokes.length > 0, 'the vendor\'s poke')))
    const before = { stranger: stranger.pokes.length, anon: anon.pokes.length }
    expect((await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })).status).toBe(201)
    const privateVersion = await currentVersion(h.db)
    await member.until((x) => x.pokes.includes(privateVersion), `private poke ${privateVersion} on B`)
    // A fence: a catalogue write after it reaches everyone, and a stream's events arrive in order.
    await addVendor(h.db)
    const fence = await currentVersion(h.db)
    for (const s of [stranger, anon]) await s.until((x) => x.pokes.includes(fence), `fence ${fence}`)
    expect(stranger.pokes.slice(before.stranger)).toEqual([fence])
    expect(anon.pokes.slice(before.anon)).toEqual([fence])
  })

  it('a sign-out through A ends the session\'s stream on B', async () => {
    const leaver = await h.addUser('leaves-on-a')
    const stays = await streamOnB(h.cookies.member)
    const stream = await streamOnB(leaver.cookie)
    expect((await h.call('post', '/api/auth/logout', leaver.cookie).send({})).status).toBe(204)
    await stream.until((x) => x.ended, 'the stream\'s end on B')
    expect(stays.ended).toBe(false)
  })

  it('a listening connection that the server dropped is opened again', async () => {
    // The sessions that have run LISTEN and wait for notifications: one per app.
    const listeners = async () => await h.db.values<number>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN vetted_commits' AND state = 'idle'")
    const waitFor = async (test: (pids: number[]) => boolean, what: string) => {
      const deadline = Date.now() + 10_000
      while (!test(await listeners())) {
        if (Date.now() > deadline) throw new Error(`${what} within 10 s`)
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    await waitFor((pids) => pids.length === 2, 'no two listening sessions')
    const dropped = await listeners()
    await h.db.values('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY(?::int[])', dropped)
    await waitFor((pids) => pids.filter((pid) => !dropped.includes(pid)).length === 2, 'the apps did not listen again')
    expect(relayOf(h.db).listening && relayOf(b.db).listening).toBe(true)
    const anon = await streamOnB()
    await addVendor(h.db)
    const version = await currentVersion(h.db)
    await anon.until((x) => x.pokes.includes(version), `poke ${version} after the reconnect`)
  })

  it('a notice too long for one NOTIFY reaches every account it names', async () => {
    const member = await streamOnB(h.cookies.member)
    const version = await currentVersion(h.db)
    // 3,000 accounts before the member's: the member's id travels in a later payload than the first.
    const owners = new Set([...Array.from({ length: 3000 }, (_, i) => 1_000_000 + i), h.ids.member])
    relayOf(h.db).publish({ version, firstVersion: version, everyone: false, admins: false, owners, endedSessions: new Set(), endedUsers: new Set() })
    await member.until((x) => x.pokes.includes(version), `the private poke ${version} from the last payload`)
  })
})

describe('the catalogue snapshot across processes', () => {
  const stores = () => [existingSnapshotStore(h.db)!, existingSnapshotStore(b.db)!]
  const settled = async () => {
    for (const store of stores()) await store.settled()
  }
  const builds = () => stores().reduce((sum, store) => sum + store.builds, 0)
  const pointerOn = async (via: Harness['call']) => (await via('get', '/api/sync/snapshot').expect(200)).body as { url: string; next: string }

  /** Writes a published vendor through app A; answers both apps' pointers once app B offers the new file. */
  async function publishThroughA(name: string, meanwhile?: () => Promise<void>) {
    const before = await pointerOn(h.call)
    expect((await h.admin('post', '/api/vendors').send(vendorBody({ name }))).status).toBe(201)
    await meanwhile?.()
    const deadline = Date.now() + 15_000
    for (;;) {
      await settled()
      const [a, onB] = [await pointerOn(h.call), await pointerOn(b.call)]
      if (a.url !== before.url && onB.url === a.url) return { before, after: a, onB }
      if (Date.now() > deadline) throw new Error(`app B still offers ${onB.url}, app A ${a.url}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  it('a published write through A is built into a snapshot once, and B serves the same file', async () => {
    await settled()
    const buildsBefore = builds()
    // Both apps set out to build at the same moment, once B heard of the write (its stream's poke):
    // the lock lets one build, and the other takes up its file.
    const heard = await streamOnB()
    const written = publishThroughA('Built Once Ltd', async () => {
      const version = await currentVersion(h.db)
      await heard.until((x) => x.pokes.includes(version), `poke ${version} on B`)
      await Promise.all(stores().map(async (store) => await store.settled()))
    })
    const { after, onB } = await written
    expect(builds()).toBe(buildsBefore + 1)
    expect(onB.next).toBe(after.next)
    const [fromA, fromB] = [await rawGet(servers[0], after.url, { 'Accept-Encoding': 'br' }), await rawGet(servers[1], after.url, { 'Accept-Encoding': 'br' })]
    expect(fromB.status).toBe(200)
    expect(fromB.headers.etag).toBe(fromA.headers.etag)
    expect(fromB.body.equals(fromA.body)).toBe(true)
    expect(decode(fromB).toString()).toContain('Built Once Ltd')
    expect(await h.db.value('SELECT COUNT(*) FROM catalogue_snapshots WHERE replaced_at IS NULL')).toBe(1)
  })

  it('the file a rebuild replaced is served by either app for the grace period only, then deleted', async () => {
    const { before, after } = await publishThroughA('Replaces The File Ltd')
    clock += 20_000
    for (const server of servers) {
      const old = await rawGet(server, before.url, { 'Accept-Encoding': 'br' })
      expect(old.status).toBe(200)
      expect(old.headers['cache-control']).toBe('public, max-age=40')
    }
    clock += 41_000
    for (const server of servers) {
      expect((await rawGet(server, before.url, { 'Accept-Encoding': 'br' })).status).toBe(404)
      expect((await rawGet(server, after.url, { 'Accept-Encoding': 'br' })).status).toBe(200)
    }
    const oldName = before.url.split('/').pop()
    await publishThroughA('Prunes The Old File Ltd')
    expect(await h.db.value('SELECT COUNT(*) FROM catalogue_snapshots WHERE name = ?', oldName)).toBe(0)
  })
})
