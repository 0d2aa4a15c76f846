// What the server sends is compressed when the browser accepts it, decodes to exactly the bytes an
// uncompressing client receives, and is left as is for a client that accepts no encoding, for
// server-sent events and for answers marked no-transform. Built files go out as their precompressed
// copies, with the original type and long cache lifetimes where names are stable.
import express from 'express'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../api/app'
import { compressAnswers } from '../../api/http/compress'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { precompressDirectory } from '../../scripts/precompress-plugin'
import { makeHarness, type Harness } from './harness'
import { decode, listen, rawGet } from './raw-http'

let h: Harness
let api: Server
let web: Server
let webRoot: string
const servers: Server[] = []
const SCRIPT = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Vendor ${i}` })))}\n`

beforeAll(async () => {
  h = await makeHarness()
  await seedDemoCatalog(h.db)
  api = await listen(h.app)
  webRoot = mkdtempSync(join(tmpdir(), 'vetted-web-'))
  mkdirSync(join(webRoot, 'assets'))
  mkdirSync(join(webRoot, 'icons'))
  writeFileSync(join(webRoot, 'index.html'), `<!doctype html><title>Vetted</title>${'<p>shell</p>'.repeat(200)}`)
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), SCRIPT)
  writeFileSync(join(webRoot, 'icons', 'icon-192.png'), Buffer.alloc(2048, 7))
  precompressDirectory(webRoot)
  web = await listen(await createApp({ db: h.db, config: { ...h.config, webRoot } }))
  servers.push(api, web)
})
afterAll(() => {
  for (const s of servers) s.close()
  rmSync(webRoot, { recursive: true, force: true })
})

describe('API answers and feed pages', () => {
  const FEED = '/api/sync/changes?since=0&limit=5000'

  it('a client that sends no Accept-Encoding gets the plain answer', async () => {
    const plain = await rawGet(api, FEED)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(plain.body.toString()).changes.length).toBeGreaterThan(10)
  })

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('Accept-Encoding "%s" gets %s that decodes to the same bytes', async (accept, encoding) => {
    const plain = await rawGet(api, FEED)
    const packed = await rawGet(api, FEED, { 'Accept-Encoding': accept })
    expect(packed.headers['content-encoding']).toBe(encoding)
    expect(packed.headers.vary).toMatch(/Accept-Encoding/i)
    expect(packed.body.length).toBeLessThan(plain.body.length / 3)
    expect(decode(packed).equals(plain.body)).toBe(true)
  })
})

describe('what is never compressed', () => {
  it('server-sent events and no-transform answers go out as written', async () => {
    const app = express()
    app.use(compressAnswers())
    const body = `data: ${'x'.repeat(4000)}\n\n`
    app.get('/events', (_req, res) => { res.type('text/event-stream').send(body) })
    app.get('/exact', (_req, res) => { res.set('Cache-Control', 'no-transform').type('json').send(JSON.stringify({ body })) })
    const server = await listen(app)
    servers.push(server)
    for (const path of ['/events', '/exact']) {
      const answer = await rawGet(server, path, { 'Accept-Encoding': 'br, gzip' })
      expect(answer.headers['content-encoding'], path).toBeUndefined()
      expect(answer.body.toString()).toContain('x'.repeat(4000))
    }
  })
})

describe('built files', () => {
  it('a hashed script goes out as its brotli copy with its own type, cached for a year', async () => {
    const answer = await rawGet(web, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(decode(answer).toString()).toBe(SCRIPT)
  })

  it('gzip when brotli is not accepted, the plain file when nothing is', async () => {
    const gz = await rawGet(web, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(decode(gz).toString()).toBe(SCRIPT)
    const plain = await rawGet(web, '/assets/index-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('a client route gets index.html compressed and revalidated; icons are cached for a month', async () => {
    const page = await rawGet(web, '/vendors', { 'Accept-Encoding': 'br', Accept: 'text/html' })
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(decode(page).toString()).toContain('<title>Vetted</title>')
    const icon = await rawGet(web, '/icons/icon-192.png', { 'Accept-Encoding': 'br' })
    expect(icon.headers['content-encoding']).toBeUndefined()
    expect(icon.headers['cache-control']).toBe('public, max-age=2592000')
    expect(icon.body.length).toBe(2048)
  })
})
