// The catalogue snapshot under a flood of cheap writes (docs/security.md, "Abuse"): only a change to
// what every visitor sees rebuilds it, its file holds no feed cursor (the pointer does), so the file's
// name changes only with its rows, and a file a rebuild replaced is served, and may be cached, only
// for the grace period: an unpublished post or a deleted vendor does not outlive it.
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChangesPage } from '../../sync/protocol/changes'
import { openDatabase } from '../../api/db/connection'
import { insertRow } from '../../api/db/repo'
import { favoritesTable } from '../../api/db/tables'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { snapshotStore } from '../../api/sync/snapshot-store'
import { readCursor } from '../../api/sync/cursor'
import { makeHarness, type Harness } from '../api/harness'
import { decode, listen, rawGet } from '../api/raw-http'

interface Pointer { url: string; next: string; rows: number; answers: number[]; leadAnswers: number }

let h: Harness
let server: Server
let clock = Date.parse('2026-03-02T10:00:00Z')
const store = () => snapshotStore(h.db, 0, () => undefined)
const pointer = async () => (await h.anon('get', '/api/sync/snapshot').expect(200)).body as Pointer
const versionOf = (cursor: string) => (readCursor(cursor) as { version: number }).version
const fileText = async (url: string) => decode(await rawGet(server, url, { 'Accept-Encoding': 'br' })).toString()
const changesIn = async (url: string) => (await fileText(url)).split('\n').flatMap((line) => (JSON.parse(line) as ChangesPage).changes)
const maxAge = (cacheControl: unknown) => Number(/max-age=(\d+)/.exec(String(cacheControl))?.[1])

beforeAll(async () => {
  // Only settled() runs a pending build, so nothing races the test; the clock moves only when a test says.
  h = await makeHarness({ snapshotDebounceMs: 60_000, now: () => clock })
  await seedDemoCatalog(h.db)
  server = await listen(h.app)
  await store().settled()
})
afterAll(() => server.close())

describe('what rebuilds it', () => {
  it('sign-outs, counters, a buyer\'s own rows, drafts and new users rebuild nothing, and the file keeps its name', async () => {
    const before = await pointer()
    const builds = store().builds
    const post = (await h.anon('get', '/api/blog/posts').expect(200)).body[0] as { id: number }
    const resource = (await h.anon('get', '/api/resources').expect(200)).body[0] as { id: number }
    await h.anon('post', '/api/auth/logout').send({}).expect(204)
    await h.anon('post', `/api/blog/posts/${post.id}/view`).send({}).expect(204)
    await h.anon('post', `/api/resources/${resource.id}/download`).send({}).expect(200)
    await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: 1 }).expect(201)
    await h.member('post', '/api/boards').send({ name: 'Shortlist' }).expect(201)
    await h.admin('post', '/api/blog/posts').send({ title: 'Plans for next year', content: '<p>Draft</p>', published: false }).expect(201)
    await h.addUser('newcomer')
    await store().settled()

    expect(store().builds).toBe(builds)
    const after = await pointer()
    expect(after.url).toBe(before.url)
    expect(after.next).toBe(before.next)
    expect((await rawGet(server, before.url, { 'Accept-Encoding': 'br' })).status).toBe(200)
  })

  it('the file holds no feed cursor: the pointer carries it, with the answer and row counts of the file', async () => {
    const { url, next, rows, answers } = await pointer()
    const text = await fileText(url)
    expect(text).not.toContain(next)
    const lines = text.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.every((line) => Object.keys(line).join() === 'changes')).toBe(true)
    expect(lines.map((line) => (line.changes as unknown[]).length)).toEqual(answers)
    expect(answers.reduce((a, b) => a + b, 0)).toBe(rows)
  })

  it('a rebuild that finds the same rows (a write by another process) keeps the name and moves the pointer\'s cursor on', async () => {
    // A catalogue of its own: the views counted above are in the rows too, so a rebuild there would find new rows.
    const fresh = await makeHarness({ snapshotDebounceMs: 60_000 })
    const freshStore = snapshotStore(fresh.db, 0, () => undefined)
    await freshStore.settled()
    const freshPointer = async () => (await fresh.anon('get', '/api/sync/snapshot').expect(200)).body as Pointer
    const before = await freshPointer()
    const other = openDatabase(fresh.dbPath) // another process's connection: this server hears nothing of its commit
    try {
      await other.transaction(async (tx) => await insertRow(tx, favoritesTable, { userId: fresh.ids.member, itemType: 'vendor', itemId: 2, createdAt: new Date().toISOString() }))
    } finally {
      await other.close()
    }
    await freshPointer() // the pointer notices the feed moved and schedules a rebuild
    await freshStore.settled()
    // On PostgreSQL the server may have heard the other process's commit (api/db/postgres-notice-relay.ts),
    // a private row that needs no rebuild: the rebuild is asked for here instead.
    if (fresh.db.engine === 'postgres' && freshStore.builds === 1) {
      freshStore.rebuild()
      await freshStore.settled()
    }
    const after = await freshPointer()
    expect(freshStore.builds).toBe(2)
    expect(after.url).toBe(before.url)
    expect(versionOf(after.next)).toBeGreaterThan(versionOf(before.next))
  })
})

describe('a replaced file', () => {
  it('a public write rebuilds; the replaced file is served, and may be cached, for the grace period only', async () => {
    const before = await pointer()
    const current = await rawGet(server, before.url, { 'Accept-Encoding': 'br' })
    expect(current.headers['cache-control']).toBe('public, max-age=60')
    await h.admin('post', '/api/vendors').send({ name: 'Brand New Vendor Ltd' }).expect(201)
    await store().settled()
    const after = await pointer()
    expect(after.url).not.toBe(before.url)

    clock += 20_000
    const replaced = await rawGet(server, before.url, { 'Accept-Encoding': 'br' })
    expect(replaced.status).toBe(200) // a client that read the old pointer a moment ago still gets it
    expect(maxAge(replaced.headers['cache-control'])).toBeLessThanOrEqual(40)
    clock += 40_001
    expect((await rawGet(server, before.url, { 'Accept-Encoding': 'br' })).status).toBe(404)
    expect((await rawGet(server, after.url, { 'Accept-Encoding': 'br' })).status).toBe(200)
  })

  it('an unpublished post is readable at no snapshot address once the grace period has passed', async () => {
    const created = await h.admin('post', '/api/blog/posts').send({ title: 'Briefly public', content: '<p>Soon gone</p>', published: true }).expect(201)
    await store().settled()
    const withPost = await pointer()
    expect((await changesIn(withPost.url)).some((c) => c.entity === 'blogPost' && c.id === created.body.id)).toBe(true)

    await h.admin('patch', `/api/blog/posts/${created.body.id}`).send({ published: false }).expect(200)
    await store().settled()
    const without = await pointer()
    expect((await changesIn(without.url)).some((c) => c.entity === 'blogPost' && c.id === created.body.id)).toBe(false)
    clock += 60_001
    const old = await rawGet(server, withPost.url, { 'Accept-Encoding': 'br' })
    expect(old.status).toBe(404)
    expect(old.body.toString()).not.toContain('Soon gone')
  })
})
