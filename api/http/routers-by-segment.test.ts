// The index answers every call as the same routers mounted one after another would: the first router
// in order whose route matches answers, whatever the letter case of the segment; a router with plain
// middleware sees every call; an error skips the routers after it; an unknown segment falls through.
import express, { Router, type NextFunction, type Request, type Response } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { firstSegmentsOf, routersBySegment } from './routers-by-segment'

const answering = (path: string, body: string) => Router().get(path, (_req, res) => void res.send(body))

function appWith(routers: Router[]) {
  const app = express()
  app.use('/api', routersBySegment(routers))
  app.use((req, res) => void res.status(404).send(`none for ${req.path}`))
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(500).send(err.message))
  return app
}

describe('firstSegmentsOf', () => {
  it('reads the literal first segment of each route, lower-cased, and of a sub-router mounted at /', () => {
    const router = Router()
    router.get('/Vendors/:slug', () => {})
    router.post(['/products', '/product-tiers/:id'], () => {})
    router.use(Router().get('/admin/mail', () => {}))
    expect([...firstSegmentsOf(router)!.keys()].sort()).toEqual(['admin', 'product-tiers', 'products', 'vendors'])
  })

  it('says for each segment whether a GET or HEAD reaches a handler (get, head or all)', () => {
    const router = Router()
    router.post('/vendors/import', () => {})
    router.post('/products', () => {})
    router.all('/products/:id', () => {})
    router.head('/boards/:id', () => {})
    router.use(Router().get('/vendors/:slug', () => {}))
    const reads = Object.fromEntries([...firstSegmentsOf(router)!].map(([segment, { reads }]) => [segment, reads]))
    expect(reads).toEqual({ vendors: true, products: true, boards: true })
    expect(firstSegmentsOf(Router().post('/vendors/import', () => {}))!.get('vendors')).toEqual({ reads: false })
  })

  it('is null (every call) for plain middleware, a regular expression, or a parameter first', () => {
    expect(firstSegmentsOf(Router().use((_req, _res, next) => next()))).toBeNull()
    expect(firstSegmentsOf(Router().get(/^\/vendors/, () => {}))).toBeNull()
    expect(firstSegmentsOf(Router().get('/:kind/list', () => {}))).toBeNull()
    expect(firstSegmentsOf(Router().use('/vendors', Router()))).toBeNull()
  })
})

describe('routersBySegment', () => {
  it('answers from the first router, in order, whose route matches, in any letter case', async () => {
    const app = appWith([answering('/vendors', 'list'), answering('/boards/:id', 'board'), answering('/vendors/:slug', 'one'), answering('/vendors/:slug', 'shadowed')])
    expect((await request(app).get('/api/vendors/acme')).text).toBe('one')
    expect((await request(app).get('/api/VENDORS/acme')).text).toBe('one')
    expect((await request(app).get('/api/vendors')).text).toBe('list')
    expect((await request(app).get('/api/boards/7?x=1')).text).toBe('board')
  })

  it('runs a router that may answer any path for every call, in its place', async () => {
    const seen: string[] = []
    const everyCall = Router().use((req, _res, next) => {
      seen.push(req.path)
      next()
    })
    const app = appWith([answering('/boards/:id', 'board'), everyCall, answering('/vendors/:slug', 'one')])
    expect((await request(app).get('/api/vendors/acme')).text).toBe('one')
    expect((await request(app).get('/api/boards/7')).text).toBe('board')
    expect((await request(app).get('/api/unknown')).text).toBe('none for /api/unknown')
    expect(seen).toEqual(['/vendors/acme', '/unknown'])
  })

  it('falls through to what follows for a segment no router declares, or a method none answers', async () => {
    const app = appWith([answering('/vendors/:slug', 'one')])
    expect((await request(app).get('/api/vend%6Frs/acme')).status).toBe(404)
    expect((await request(app).get('/api/other/acme')).text).toBe('none for /api/other/acme')
    expect((await request(app).delete('/api/vendors/acme')).status).toBe(404)
  })

  it('sends an error past the routers after the one that raised it', async () => {
    const failing = Router().get('/vendors/:slug', () => {
      throw new Error('broken')
    })
    const app = appWith([failing, answering('/vendors/:slug', 'one')])
    const res = await request(app).get('/api/vendors/acme')
    expect([res.status, res.text]).toEqual([500, 'broken'])
  })

  it('answers OPTIONS with the methods of the routers that declare the path', async () => {
    const vendors = Router()
    vendors.get('/vendors/:slug', () => {})
    vendors.patch('/vendors/:slug', () => {})
    const res = await request(appWith([answering('/boards/:id', 'board'), vendors])).options('/api/vendors/acme')
    expect(res.status).toBe(200)
    expect(res.headers.allow).toBe('GET, HEAD, PATCH')
  })

  it('answers reads, writes and OPTIONS as mounted routers do when a router takes only writes under the segment', async () => {
    const ran: string[] = []
    const importer = Router().post('/vendors/import', (_req, res) => void res.send('imported'))
    const guarded = Router()
    guarded.post('/vendors/:slug', () => {
      ran.push('guard')
      throw new Error('a write guard ran for a read')
    })
    const app = appWith([importer, guarded, answering('/vendors/:slug', 'one')])
    expect((await request(app).get('/api/vendors/acme')).text).toBe('one')
    expect((await request(app).head('/api/vendors/acme')).status).toBe(200)
    expect((await request(app).post('/api/vendors/import')).text).toBe('imported')
    // The first router with a route for the path answers OPTIONS, as when mounted one after another.
    expect((await request(app).options('/api/vendors/acme')).headers.allow).toBe('POST')
    expect(ran).toEqual([])
    expect((await request(app).post('/api/vendors/acme')).text).toBe('a write guard ran for a read')
    expect(ran).toEqual(['guard'])
  })

  it('keeps its routers listed for what walks every route', () => {
    const routers = [answering('/vendors', 'list')]
    expect(routersBySegment(routers).routers).toBe(routers)
  })
})
