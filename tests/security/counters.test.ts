// The public view and download counters move once per visitor per item per clock hour
// (api/counters/visits.ts): a visitor is the signed-in user, else the client address (IPv6 per /64).
// The answer is the same whether or not the call counted, and counting never bumps the row version.
import { beforeAll, describe, expect, it } from 'vitest'
import { hourlyVisits } from '../../api/counters/visits'
import { makeHarness, type Harness } from '../api/harness'

const HOUR_MS = 60 * 60 * 1000

let h: Harness
let clock = Date.UTC(2030, 0, 1, 9, 5)
let post: { id: number; version: number }
let resource: { id: number; version: number }
beforeAll(async () => {
  h = await makeHarness({ now: () => clock })
  h.app.set('trust proxy', 1) // so each test call can come from its own address (X-Forwarded-For)
  post = (await h.admin('post', '/api/blog/posts').send({ title: 'Counted', content: '<p>x</p>', published: true })).body
  resource = (await h.admin('post', '/api/resources').send({ title: 'Guide', description: 'd', published: true, downloadUrl: '/media/g.pdf' })).body
})

const views = async () => await h.db.value('SELECT views FROM blog_posts WHERE id = ?', post.id)
const downloads = async () => await h.db.value('SELECT downloads FROM resources WHERE id = ?', resource.id)
const view = (from: string, cookie?: string) => h.call('post', `/api/blog/posts/${post.id}/view`, cookie).set('X-Forwarded-For', from).send({})
const download = (from: string) => h.call('post', `/api/resources/${resource.id}/download`).set('X-Forwarded-For', from).send({})

describe('view counter', () => {
  it('200 anonymous views from one address count once, each answered 204', async () => {
    for (let i = 0; i < 200; i++) expect((await view('203.0.113.7')).status).toBe(204)
    expect(await views()).toBe(1)
  })

  it('another address, another /64, and a signed-in user each count once more', async () => {
    await view('198.51.100.9')
    await view('198.51.100.9')
    expect(await views()).toBe(2)
    await view('2001:db8:1:2::1')
    await view('2001:db8:1:2:ffff:ffff:ffff:ffff') // same /64: the same subscriber
    expect(await views()).toBe(3)
    await view('2001:db8:1:3::1')
    expect(await views()).toBe(4)
    await view('203.0.113.7', h.cookies.member)
    await view('198.51.100.9', h.cookies.member) // the same member from elsewhere
    expect(await views()).toBe(5)
  })

  it('a new hour counts again; the post version and the change feed never move', async () => {
    clock += HOUR_MS
    await view('203.0.113.7')
    await view('203.0.113.7')
    expect(await views()).toBe(6)
    const read = (await h.anon('get', `/api/blog/posts/${post.id}`)).body
    expect(read).toMatchObject({ views: 6, version: post.version })
    expect(await h.db.value("SELECT COUNT(*) FROM change_log WHERE entity = 'blogPost' AND entity_id = ? AND version > ?", post.id, post.version)).toBe(0)
  })
})

describe('download counter', () => {
  it('counts once per address per hour and answers the same whether or not it counted', async () => {
    const first = await download('203.0.113.7')
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ downloads: 1, downloadUrl: '/media/g.pdf', externalUrl: null })
    for (let i = 0; i < 50; i++) {
      const again = await download('203.0.113.7')
      expect(again.status).toBe(200)
      expect(again.body).toEqual(first.body)
    }
    expect(await downloads()).toBe(1)
    expect((await download('198.51.100.9')).body.downloads).toBe(2)
    clock += HOUR_MS
    expect((await download('203.0.113.7')).body.downloads).toBe(3)
    expect((await h.anon('get', `/api/resources/${resource.id}`)).body).toMatchObject({ downloads: 3, version: resource.version })
  })
})

describe('the visits table', () => {
  it('is bounded: once full, new visitors that hour are not counted; the next hour starts empty', () => {
    const visits = hourlyVisits(2)
    const t = Date.UTC(2030, 0, 1, 9)
    expect([visits.isFirst(1, 'a:1', t), visits.isFirst(2, 'a:1', t), visits.isFirst(1, 'a:2', t + 1000)]).toEqual([true, true, false])
    expect(visits.isFirst(1, 'a:1', t)).toBe(false)
    expect(visits.isFirst(1, 'a:2', t + HOUR_MS)).toBe(true)
  })
})
