// No input answers 5xx: every API route, as admin, as member and anonymously, gets malformed cookies,
// a deeply nested body, numbers JSON cannot hold, wrong types, duplicate query keys, control
// characters and oversized path ids. docs/security.md lists this test against ASVS 5.0 (V1/V2).
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { LIVE_EVENTS_PATH } from '../../sync/protocol/live-events'
import { ORIGIN, makeHarness } from '../api/harness'
import { apiRoutes, fillParams, knownFields, type ApiRoute } from './routes'

// Rate limits off: a 429 would stop the hostile values reaching the handlers behind them.
const h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 1_000_000 } })
await seedDemoCatalog(h.db)
const server = h.app.listen(0)
afterAll(() => new Promise<void>((done) => server.close(() => done())))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const WHO = { admin: h.cookies.admin, member: h.cookies.member, anonymous: undefined } as const
const BAD_COOKIES = ['vetted_session=%', 'vetted_session=%ZZ', 'vetted_session=%E0%A4%A', '__Host-vetted_session=%ZZ; vetted_session=%']
const PATH_IDS = ['99999999999999999999', '9007199254740993', '-0', '1e309', '0x10', '%00', '%01%1F%7F', '%E0%A4%A', 'a'.repeat(300)]
const FIELDS = knownFields()
// Raw JSON text: 1e309 parses to Infinity and 9007199254740993 loses precision, neither survives JSON.stringify.
const VALUES = ['1e309', '-1e309', '9007199254740993', '-0', 'null', '[]', '{}', '"text"', 'true', '[[1]]', '"\\u0000\\u0001\\u001f\\u007f"', '""', '[null,"x",[],{},1e309]']
const QUERIES = [
  FIELDS.map((k) => `${k}=1&${k}=2`).join('&'),
  'limit=1&limit=2&since=a&since=b',
  FIELDS.map((k) => `${k}=%00%01%1F`).join('&'),
  FIELDS.map((k) => `${k}=99999999999999999999`).join('&'),
  FIELDS.map((k) => `${k}[a]=1`).join('&'),
]
const DEEP_ARRAY = '['.repeat(10_000) + ']'.repeat(10_000) // 20 KB
const DEEP_OBJECT = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)

type Shape = { name: string; path: string; cookie?: string; body?: string; idempotent?: boolean; ifMatch?: string }

function shapesFor(route: ApiRoute, cookie: string | undefined): Shape[] {
  const path = fillParams(route.path, '1')
  const shapes: Shape[] = [
    ...PATH_IDS.filter(() => route.path.includes(':')).map((id) => ({ name: `path ${id.slice(0, 20)}`, path: fillParams(route.path, id), cookie })),
    ...QUERIES.map((q, i) => ({ name: `query ${i}`, path: `${path}?${q}`, cookie })),
    { name: 'deep array body', path, cookie, body: DEEP_ARRAY, idempotent: true },
    { name: 'deep object body', path, cookie, body: DEEP_OBJECT, idempotent: true },
    ...['"99999999999999999999"', 'W/"-0"', '"1e309"'].map((v) => ({ name: `If-Match ${v}`, path, cookie, body: '{}', ifMatch: v })),
  ]
  if (!cookie) shapes.push(...BAD_COOKIES.map((c) => ({ name: c, path, cookie: c, body: '{}' })))
  if (route.method !== 'get') {
    for (const v of VALUES) {
      shapes.push({ name: `body ${v}`, path, cookie, body: v })
      shapes.push({ name: `fields ${v}`, path, cookie, body: `{${FIELDS.map((k) => `"${k}":${v}`).join(',')}}`, idempotent: true })
    }
  }
  return shapes
}

function send(route: ApiRoute, s: Shape) {
  let t = request(base)[route.method](s.path).set('Origin', ORIGIN)
  if (s.cookie) t = t.set('Cookie', s.cookie)
  if (s.idempotent) t = t.set('Idempotency-Key', `hostile-${Math.random().toString(36).slice(2)}`)
  if (s.ifMatch) t = t.set('If-Match', s.ifMatch)
  // An event stream the server accepts never ends: take its status, then hang up.
  if (route.path === LIVE_EVENTS_PATH) t = t.buffer(false).parse((res, done) => ((res as unknown as { destroy(): void }).destroy(), done(null, null)))
  return s.body === undefined ? t : t.set('Content-Type', 'application/json').send(s.body)
}

describe('no input answers 5xx', () => {
  const routes = apiRoutes(h.app)

  it('finds every router of api/app.ts', () => {
    expect(routes.length).toBeGreaterThan(60)
    expect(routes).toContainEqual({ method: 'post', path: '/api/vendors/import' })
    expect(routes).toContainEqual({ method: 'get', path: '/api/admin/mail-outbox' })
  })

  it.each(routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s', async (_name, route) => {
    const failures: string[] = []
    for (const [who, cookie] of Object.entries(WHO)) {
      for (const shape of shapesFor(route, cookie)) {
        const res = await send(route, shape)
        if (res.status >= 500) failures.push(`${who} ${shape.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`)
      }
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
})
