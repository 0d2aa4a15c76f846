// GET /api/sync/events, the live channel (docs/sync.md, "Live pokes"), over real HTTP on a real
// SQLite file: who hears of which commit, when, and who is refused. "Never reached" is shown with a
// fence: a catalogue change after the private one reaches every stream, and a stream's events arrive
// in order, so a stream whose pokes are only the fence's never got the private one.
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { insertRow, updateRow } from '../../api/db/repo'
import { blogPostsTable, vendorsTable } from '../../api/db/tables'
import { currentVersion } from '../../api/db/versioning'
import { feedCursor } from '../../api/sync/cursor'
import { makeTeam } from './board-team-fixtures'
import { addVendor } from './buyer-fixtures'
import { makeHarness, type Harness } from './harness'
import { openLiveStream, type LiveStream } from './live-stream'
import { defaultConfig as makeDefaults } from '../../api/context'

const HEARTBEAT = { heartbeatMs: 100 }

let h: Harness
let base: string
let other: { id: number; cookie: string }
const open: LiveStream[] = []

async function listen(harness: Harness): Promise<string> {
  const server = harness.app.listen(0)
  await new Promise((r) => server.once('listening', r))
  afterAll(() => new Promise<void>((r) => server.close(() => r())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  h = await makeHarness({ live: { ...makeDefaults().live, ...HEARTBEAT } })
  base = await listen(h)
  other = await h.addUser('live-other')
})
afterEach(() => {
  for (const s of open.splice(0)) s.close()
})

async function stream(options: Parameters<typeof openLiveStream>[1] = {}): Promise<LiveStream> {
  const s = await openLiveStream(base, options)
  open.push(s)
  return s
}

/** Anonymous, the member, another member and the admin, each with its own open stream. */
async function everyone() {
  const [anon, member, otherMember, admin] = await Promise.all([
    stream(), stream({ cookie: h.cookies.member }), stream({ cookie: other.cookie }), stream({ cookie: h.cookies.admin }),
  ])
  return { anon, member, otherMember, admin, all: [anon, member, otherMember, admin] }
}

/** A catalogue change every stream hears; returns its version once all have it. */
async function fence(streams: LiveStream[]): Promise<number> {
  await addVendor(h.db)
  const version = await currentVersion(h.db)
  await Promise.all(streams.map(async (s) => await s.until((x) => x.pokes.includes(version), `poke ${version}`)))
  return version
}

describe('the stream', () => {
  it('is an event stream nothing may buffer or cache, and sends heartbeats', async () => {
    const s = await stream()
    expect(s.status).toBe(200)
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(s.headers['cache-control']).toBe('no-cache, no-transform')
    expect(s.headers['x-accel-buffering']).toBe('no')
    expect(s.text()).toContain('retry: 3000')
    await s.until((x) => x.comments >= 2, 'two heartbeats')
  })

  it('refuses a malformed since or Last-Event-ID with 400 and a message', async () => {
    for (const bad of [await stream({ since: 'abc' }), await stream({ since: -1 }), await stream({ lastEventId: 'x1' })]) {
      expect(bad.status).toBe(400)
      await bad.until((x) => x.ended, 'the end of the answer')
      const body = JSON.parse(bad.text()) as { message: string; errors?: Record<string, string> }
      expect(body.errors?.since ?? body.message).toMatch(/cursor|number|0 or more|Last-Event-ID/)
    }
  })
})

describe('who hears of a commit', () => {
  it('a catalogue change pokes everyone, anonymous visitors included, with the feed cursor of the new version as event id', async () => {
    const { all } = await everyone()
    const version = await fence(all)
    for (const s of all) {
      expect(s.pokes).toEqual([version])
      expect(s.ids).toEqual([await feedCursor(h.db, version)])
      expect(s.cursors).toEqual([await feedCursor(h.db, version)]) // what the feed would answer as next
    }
  })

  it("a member's favourite pokes only that member's streams: never another member, an admin or a visitor", async () => {
    const { anon, member, otherMember, admin, all } = await everyone()
    const vendor = await addVendor(h.db)
    await fence(all)
    const saved = await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })
    expect(saved.status).toBe(201)
    await member.until((x) => x.pokes.includes(saved.body.version), 'the favourite poke')
    const last = await fence(all)
    expect(member.pokes.slice(-2)).toEqual([saved.body.version, last])
    for (const s of [anon, otherMember, admin]) expect(s.pokes.slice(-1)).toEqual([last])
    for (const s of [anon, otherMember, admin]) expect(s.pokes).not.toContain(saved.body.version)
  })

  it("a board team's change pokes its team, and a score only its evaluator until the reveal; never anyone else", async () => {
    const team = await makeTeam(h, { eve: 'evaluator', ed: 'evaluator' })
    const [owner, eve, ed, stranger] = await Promise.all([team.owner, team.members.eve, team.members.ed, other].map(async (p) => await stream({ cookie: p.cookie })))
    const all = [owner, eve, ed, stranger]
    await fence(all)
    const score = await h.call('put', `/api/boards/${team.boardId}/scores`, team.members.eve.cookie).send({ itemId: team.items[0], criterion: 'security', score: 4 })
    expect(score.status).toBe(200)
    const renamed = await h.call('patch', `/api/boards/${team.boardId}`, team.owner.cookie).send({ name: 'Renamed together' })
    expect(renamed.status).toBe(200)
    await Promise.all([owner, eve, ed].map(async (s) => await s.until((x) => x.pokes.includes(renamed.body.version), 'the board poke')))
    // The owner's decision is a change of the board: it pokes the team the same way, never anyone else.
    const decided = await h.call('post', `/api/boards/${team.boardId}/decision`, team.owner.cookie).send({ itemId: team.items[0], rationale: 'Chosen together' })
    expect(decided.status).toBe(200)
    await Promise.all([owner, eve, ed].map(async (s) => await s.until((x) => x.pokes.includes(decided.body.version), 'the decision poke')))
    const last = await fence(all)
    expect(stranger.pokes).not.toContain(decided.body.version)
    expect(eve.pokes).toContain(score.body.version)
    for (const s of [owner, ed, stranger]) expect(s.pokes).not.toContain(score.body.version)
    expect(stranger.pokes).not.toContain(renamed.body.version)
    expect(stranger.pokes.slice(-1)).toEqual([last])
  })

  it("a comment pokes its board's team, viewers included, and nobody else", async () => {
    const team = await makeTeam(h, { eve: 'evaluator', vic: 'viewer' })
    const [owner, eve, vic, stranger] = await Promise.all([team.owner, team.members.eve, team.members.vic, other].map(async (p) => await stream({ cookie: p.cookie })))
    const all = [owner, eve, vic, stranger]
    await fence(all)
    const posted = await h.call('post', `/api/boards/${team.boardId}/comments`, team.members.eve.cookie).send({ itemId: team.items[0], text: 'Demo went well' })
    expect(posted.status).toBe(201)
    await Promise.all([owner, eve, vic].map(async (s) => await s.until((x) => x.pokes.includes(posted.body.version), 'the comment poke')))
    const last = await fence(all)
    expect(stranger.pokes).not.toContain(posted.body.version)
    expect(stranger.pokes.slice(-1)).toEqual([last])
  })

  it('users and drafts poke admins only; publishing a draft pokes everyone', async () => {
    const { anon, member, otherMember, admin, all } = await everyone()
    const newUser = await h.addUser('live-newcomer')
    const userVersion = await currentVersion(h.db)
    const draft = await h.db.transaction(async (tx) => await insertRow(tx, blogPostsTable, { title: 'Draft', slug: 'live-draft', content: 'x', published: false, createdAt: 'now', updatedAt: 'now' }))
    await admin.until((x) => x.pokes.includes(draft.version), 'the draft poke')
    const last = await fence(all)
    expect(admin.pokes).toEqual([userVersion, draft.version, last])
    for (const s of [anon, member, otherMember]) expect(s.pokes).toEqual([last])

    const published = await h.db.transaction(async (tx) => await updateRow(tx, blogPostsTable, draft.id, { published: true }))
    await Promise.all(all.map(async (s) => await s.until((x) => x.pokes.includes(published.version), 'the publication poke')))
    expect(newUser.id).toBeGreaterThan(0)
  })

  it('pokes once per transaction, after it commits; a rolled-back write pokes nobody', async () => {
    const { all } = await everyone()
    const before = await fence(all)
    await expect(
      h.db.transaction(async (tx) => {
        await addVendor(tx) // a savepoint inside the outer transaction
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await h.db.transaction(async (tx) => {
      const a = await insertRow(tx, vendorsTable, { name: 'Batch A', slug: 'live-batch-a', logoUrl: 'https://x.test/a.png', category: 'security', createdAt: 'now', updatedAt: 'now' })
      await updateRow(tx, vendorsTable, a.id, { description: 'second write, same commit' })
    })
    const batch = await currentVersion(h.db)
    await Promise.all(all.map(async (s) => await s.until((x) => x.pokes.includes(batch), 'the batch poke')))
    for (const s of all) expect(s.pokes).toEqual([before, batch])
  })
})

describe('reconnecting', () => {
  it('pokes at once a stream that comes back behind on a change it may see, and only then', async () => {
    const s0 = await stream({ cookie: h.cookies.member })
    const upToDate = await fence([s0])
    s0.close()
    const vendor = await addVendor(h.db)
    const saved = await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: vendor.id })
    const now = await currentVersion(h.db)
    expect(saved.body.version).toBe(now)

    // The browser's own reconnect sends Last-Event-ID; a fresh EventSource sends its cursor as since.
    const member = await stream({ cookie: h.cookies.member, lastEventId: await feedCursor(h.db, upToDate) })
    const memberBySince = await stream({ cookie: h.cookies.member, since: await feedCursor(h.db, upToDate) })
    await member.until((x) => x.pokes.length > 0, 'the catch-up poke')
    await memberBySince.until((x) => x.pokes.length > 0, 'the catch-up poke')
    expect(member.pokes).toEqual([now])
    expect(memberBySince.pokes).toEqual([now])

    // Another member behind only on the member's favourite (the vendor came before it) is not poked.
    const otherMember = await stream({ cookie: other.cookie, since: await feedCursor(h.db, vendor.version) })
    const current = await stream({ cookie: h.cookies.admin, since: await feedCursor(h.db, now) })
    // A cursor of another database (before a restore) has heard nothing of this one: poked at once.
    const restored = await stream({ since: `fedcba9876543210.${now + 1000}` })
    await restored.until((x) => x.pokes.length > 0, 'the poke of a cursor from another epoch')
    expect(restored.pokes).toEqual([now])
    restored.close()
    const last = await fence([member, otherMember, current])
    expect(otherMember.pokes).toEqual([last])
    expect(current.pokes).toEqual([last])
  })

  it("reads Last-Event-ID as the cursor a poke carried: one from before a restore, or an older app's bare version, has heard nothing", async () => {
    const s0 = await stream()
    const heard = await fence([s0])
    s0.close()
    expect(s0.ids.at(-1)).toBe(await feedCursor(h.db, heard))

    // After a restore the browser reconnects with the id of the last poke it heard from the replaced
    // database: another epoch, perhaps a version this database has not reached (its versions went back).
    const afterRestore = await stream({ lastEventId: `fedcba9876543210.${heard + 1000}` })
    const olderApp = await stream({ lastEventId: String(heard + 1000) })
    for (const s of [afterRestore, olderApp]) {
      expect(s.status).toBe(200)
      await s.until((x) => x.pokes.length > 0, 'the poke of a stream that heard nothing of this database')
      expect(s.pokes).toEqual([heard])
    }
    // The same epoch: poked only when behind.
    const upToDate = await stream({ lastEventId: await feedCursor(h.db, heard) })
    const behind = await stream({ lastEventId: await feedCursor(h.db, heard - 1) })
    await behind.until((x) => x.pokes.length > 0, 'the catch-up poke')
    const last = await fence([upToDate, behind])
    expect(upToDate.pokes).toEqual([last])
    expect(behind.pokes).toEqual([heard, last])
  })
})

describe('sessions', () => {
  it('a sign-out closes the streams of that session; deactivating an account closes all of its streams', async () => {
    const user = await h.addUser('live-leaver')
    const [mine, anon] = await Promise.all([stream({ cookie: user.cookie }), stream()])
    expect((await h.call('post', '/api/auth/logout', user.cookie).send({})).status).toBe(204)
    await mine.until((x) => x.ended, 'the end of the signed-out stream')
    expect(anon.ended).toBe(false)

    const admin = await h.addUser('live-admin-2', 'admin')
    const adminStream = await stream({ cookie: admin.cookie })
    await fence([adminStream])
    // Deactivating the account ends its sessions: the stream closes, and no later admin poke reaches it.
    expect((await h.admin('put', `/api/admin/users/${admin.id}`).send({ isActive: false })).status).toBe(200)
    await adminStream.until((x) => x.ended, 'the end of the deactivated admin stream')
  })
})

describe('caps', () => {
  // Its own server, so streams of the tests above (closed, but perhaps not yet seen closed) do not count.
  let capped: Harness
  let cappedBase: string
  beforeAll(async () => {
    capped = await makeHarness({ live: { maxConnections: 8, maxPerSession: 2, maxPerAddress: 3, heartbeatMs: 25_000 } })
    cappedBase = await listen(capped)
  })
  const capStream = async (cookie?: string) => {
    const s = await openLiveStream(cappedBase, { cookie })
    open.push(s)
    return s
  }

  it('refuses a client past its own cap with 429, and everyone past the server cap with 503, with a message', async () => {
    const { member, admin } = capped.cookies
    const [first, second] = [await capStream(member), await capStream(member)]
    const third = await capStream(member)
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429])
    expect(third.headers['retry-after']).toBe('60')
    await third.until((x) => x.ended, 'the refusal')
    expect(JSON.parse(third.text()).message).toMatch(/Too many live connections/)

    const visitors = [await capStream(), await capStream(), await capStream(), await capStream()]
    expect(visitors.map((v) => v.status)).toEqual([200, 200, 200, 429])

    const more = [await capStream(admin), await capStream(admin)]
    expect(more.map((v) => v.status)).toEqual([200, 200])
    const lastPlace = await capStream((await capped.addUser('cap-third')).cookie)
    expect(lastPlace.status).toBe(200) // 2 + 3 + 2 + 1 = 8, the server's cap
    const full = await capStream((await capped.addUser('cap-fourth')).cookie)
    expect(full.status).toBe(503)
    await full.until((x) => x.ended, 'the refusal')
    expect(JSON.parse(full.text()).message).toMatch(/capacity/)

    // A closed stream frees its place.
    first.close()
    await expect.poll(async () => (await capStream(member)).status).toBe(200)
  })
})
