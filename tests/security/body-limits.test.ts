// Nothing large is read before permission (api/middleware/body-limits.ts): the import and blog post
// calls check their guard before their large parser, a batch of a device's changes is refused from its
// announced size, every other call has a 100 KB limit, and the public counters take no body at all.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUSH_TOO_LARGE_MESSAGE } from '../../sync/protocol/push'
import { DOCUMENT_MESSAGES } from '../../sync/schemas/vendor-document'
import { ORIGIN, makeHarness, vendorBody, type Harness } from '../api/harness'

const MB = 1024 * 1024
let h: Harness
let server: http.Server
let post: { id: number }
beforeAll(async () => {
  h = await makeHarness()
  server = h.app.listen(0)
  post = (await h.admin('post', '/api/blog/posts').send({ title: 'Counted', content: '<p>x</p>', published: true })).body
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

/**
 * Announces `announced` bytes but sends only the first 4 KB and waits: an answer that arrives proves
 * the server did not wait for (or buffer) the rest. null when nothing came back within 3 s.
 */
function partialUpload(path: string, announced: number, cookie?: string, method = 'POST') {
  return new Promise<{ status: number; body: unknown } | null>((resolve) => {
    const { port } = server.address() as AddressInfo
    const headers = { 'Content-Type': 'application/json', 'Content-Length': announced, Origin: ORIGIN, ...(cookie && { Cookie: cookie }) }
    const req = http.request({ host: '127.0.0.1', port, path, method, headers })
    const timer = setTimeout(() => (req.destroy(), resolve(null)), 3000)
    req.on('error', () => {}) // destroyed on purpose below
    req.on('response', (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => {
        clearTimeout(timer)
        req.destroy()
        resolve({ status: res.statusCode!, body: JSON.parse(text) })
      })
    })
    req.write('{"rows":"' + 'x'.repeat(4096))
  })
}

const views = async () => await h.db.value('SELECT views FROM blog_posts WHERE id = ?', post.id) as number

describe('large bodies only after permission', () => {
  it('an anonymous 45 MB import answers 401 while only 4 KB were sent', async () => {
    for (const path of ['/api/vendors/import', '/api/products/import']) {
      expect(await partialUpload(path, 45 * MB), path).toEqual({ status: 401, body: { message: 'Please sign in to continue' } })
    }
  })

  it("a member's 9 MB blog post write answers 403 unread", async () => {
    expect(await partialUpload('/api/blog/posts', 9 * MB, h.cookies.member)).toMatchObject({ status: 403 })
    expect(await partialUpload(`/api/blog/posts/${post.id}`, 9 * MB, h.cookies.member, 'PATCH')).toMatchObject({ status: 403 })
    expect(await partialUpload('/api/vendors/import', 45 * MB, h.cookies.member)).toMatchObject({ status: 403 })
  })

  it("a member's 6 MB batch of changes answers 413 with its message, and a visitor's 401, while only 4 KB were sent", async () => {
    expect(await partialUpload('/api/sync/push', 6 * MB, h.cookies.member)).toEqual({ status: 413, body: { message: PUSH_TOO_LARGE_MESSAGE } })
    expect(await partialUpload('/api/sync/push', 6 * MB)).toEqual({ status: 401, body: { message: 'Please sign in to continue' } })
  })

  it("a vendor document's upload answers a visitor 401, a member 403 and an admin's 21 MB 413, each unread", async () => {
    const vendor = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Documented Co' }))).body as { id: number }
    const path = `/api/vendors/${vendor.id}/documents?title=Report`
    expect(await partialUpload(path, 21 * MB)).toEqual({ status: 401, body: { message: 'Please sign in to continue' } })
    expect(await partialUpload(path, 21 * MB, h.cookies.member)).toMatchObject({ status: 403 })
    expect(await partialUpload(path, 21 * MB, h.cookies.admin)).toEqual({ status: 413, body: { message: DOCUMENT_MESSAGES.tooLarge } })
  })

  it('a 200 KB body to an ordinary call answers 413, whoever sends it', async () => {
    const big = 'x'.repeat(200 * 1024)
    const calls = [
      h.anon('post', '/api/contact').send({ name: 'A', email: 'a@example.com', message: big }),
      h.member('post', '/api/boards').send({ name: 'Board', notes: big }),
      h.admin('post', '/api/blog/categories').send({ name: big }),
    ]
    for (const call of calls) expect(await call).toMatchObject({ status: 413, body: { message: 'Request body is too large' } })
  })

  it('an anonymous 7 MB view body is refused unread and not counted; {} or nothing counts', async () => {
    const before = await views()
    expect(await partialUpload(`/api/blog/posts/${post.id}/view`, 7 * MB)).toMatchObject({ status: 413 })
    const whole = await h.anon('post', `/api/blog/posts/${post.id}/view`).send({ pad: 'x'.repeat(7 * MB) })
    expect(whole.status).toBe(413)
    expect(whole.body.message).toMatch(/no request body/)
    for (const body of [{ a: 1 }, [], [{}]]) {
      const res = await h.anon('post', `/api/blog/posts/${post.id}/view`).send(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toMatch(/no request body/)
    }
    expect(await partialUpload('/api/resources/1/download', 7 * MB)).toMatchObject({ status: 413 })
    expect(await views()).toBe(before)
    expect((await h.anon('post', `/api/blog/posts/${post.id}/view`).set('Content-Type', 'application/json').send('')).status).toBe(204)
    expect(await views()).toBe(before + 1)
  })

  it('admins still send what their forms need: a 5 MB inline image, a large import, long content and lists', async () => {
    const image = `data:image/png;base64,${'A'.repeat(5 * MB)}`
    expect((await h.admin('post', '/api/blog/posts').send({ title: 'Big', content: '<p>x</p>', featuredImage: image })).status).toBe(201)
    const vendors = Array.from({ length: 2000 }, (_, i) => ({ name: `Imported Vendor ${i}`, logoUrl: 'https://example.com/logo.png', description: 'y'.repeat(100) }))
    expect((await h.admin('post', '/api/vendors/import').send({ vendors })).body).toMatchObject({ count: 2000 })
    const content = 'z'.repeat(199_000)
    expect((await h.admin('post', '/api/resources').send({ title: 'Long', description: 'd', content })).status).toBe(201)
    const lists = { pros: Array(100).fill('p'.repeat(500)), cons: Array(100).fill('c'.repeat(500)) }
    expect((await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Listed', ...lists }))).status).toBe(201)
  })
})
