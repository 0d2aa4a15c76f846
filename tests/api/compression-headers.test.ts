// compressAnswers gives a client the status, headers and bytes the compression library gives with
// the same settings, with or without Accept-Encoding: `Vary: Accept-Encoding` on every answer it
// would compress for some client (small ones included), none on server-sent events, images or
// no-transform answers. A real API answer keeps its security headers, X-Request-Id, Cache-Control and
// Vary either way.
import compression from 'compression'
import express, { type Express, type Response } from 'express'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../api/app'
import { COMPRESSION_OPTIONS, compressAnswers } from '../../api/http/compress'
import { createLogger } from '../../api/log/logger'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { makeHarness } from './harness'
import { decode, listen, rawGet } from './raw-http'

const LARGE = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Vendor ${i}` })) })

/** One route per case the library decides differently. */
function withRoutes(app: Express): Express {
  app.get('/small', (_req, res) => void res.json({ ok: true }))
  app.get('/large', (_req, res) => void res.type('json').send(LARGE))
  app.get('/varied', (_req, res) => void res.vary('Origin').type('json').send(LARGE))
  app.get('/exact', (_req, res) => void res.set('Cache-Control', 'no-transform').type('json').send(LARGE))
  app.get('/events', (_req, res) => void res.type('text/event-stream').send(`data: ${LARGE}\n\n`))
  app.get('/image', (_req, res) => void res.type('png').send(Buffer.alloc(4096, 1)))
  app.get('/empty', (_req, res) => void res.status(204).end())
  app.get('/head-object', (_req, res: Response) => {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end(LARGE)
  })
  app.get('/head-reason', (_req, res: Response) => {
    res.writeHead(201, 'Made', ['Content-Type', 'application/json', 'X-Extra', 'one'])
    res.end(LARGE)
  })
  app.get('/head-pairs', (_req, res: Response) => {
    res.setHeader('X-Extra', 'replaced')
    res.writeHead(200, [['Content-Type', 'application/json'], ['X-Extra', 'two']] as unknown as string[])
    res.end(LARGE)
  })
  return app
}

const servers: Server[] = []
let ours: Server
let library: Server
let real: Server
beforeAll(async () => {
  ours = await listen(withRoutes(express().use(compressAnswers())))
  library = await listen(withRoutes(express().use(compression(COMPRESSION_OPTIONS))))
  const h = await makeHarness()
  await seedDemoCatalog(h.db)
  const logger = createLogger({ LOG_LEVEL: 'silent' })
  real = await listen(await createApp({ db: h.db, config: { ...h.config, logger } }))
  servers.push(ours, library, real)
})
afterAll(() => {
  for (const s of servers) s.close()
})

const PATHS = ['/small', '/large', '/varied', '/exact', '/events', '/image', '/empty', '/head-object', '/head-reason', '/head-pairs']
const ENCODINGS: (Record<string, string> | undefined)[] = [undefined, { 'Accept-Encoding': '' }, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br, gzip' }, { 'Accept-Encoding': 'gzip' }]
const shown = (headers: Record<string, string> | undefined) => (headers ? `Accept-Encoding "${headers['Accept-Encoding']}"` : 'no Accept-Encoding')

describe('compressAnswers against the compression library', () => {
  for (const headers of ENCODINGS) {
    it.each(PATHS)(`${shown(headers)}: %s gets the library's status, headers and bytes`, async (path) => {
      const [a, b] = await Promise.all([rawGet(ours, path, headers), rawGet(library, path, headers)])
      const { date: _a, ...oursHeaders } = a.headers
      const { date: _b, ...libraryHeaders } = b.headers
      expect(a.status).toBe(b.status)
      expect(oursHeaders).toEqual(libraryHeaders)
      expect(decode(a).equals(decode(b))).toBe(true)
    })
  }

  it('marks a compressible answer for caches even when the client accepts no encoding', async () => {
    for (const path of ['/small', '/large', '/varied', '/head-object']) {
      const answer = await rawGet(ours, path)
      expect(answer.headers['content-encoding'], path).toBeUndefined()
      expect(answer.headers.vary, path).toMatch(/Accept-Encoding/)
    }
    expect((await rawGet(ours, '/varied')).headers.vary).toBe('Origin, Accept-Encoding')
    for (const path of ['/events', '/image', '/exact']) expect((await rawGet(ours, path)).headers.vary, path).toBeUndefined()
  })
})

describe('an API answer', () => {
  it.each([undefined, { 'Accept-Encoding': 'br, gzip, deflate' }])('with %s keeps its security and caching headers', async (headers) => {
    const answer = await rawGet(real, '/api/vendors/brightledger', headers)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-request-id']).toMatch(/^[\w.:-]{1,64}$/)
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['permissions-policy']).toContain('camera=()')
    expect(answer.headers['content-encoding']).toBe(headers ? 'br' : undefined)
    expect(JSON.parse(decode(answer).toString())).toMatchObject({ slug: 'brightledger' })
  })
})
