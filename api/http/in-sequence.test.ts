// Middleware in sequence behaves as the same middleware mounted one after another: each runs in
// order and what follows runs after the last; an error passed on, thrown or rejected skips the rest
// and reaches the error handler; an answer sent midway ends the call.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { inSequence } from './in-sequence'

function appWith(handlers: RequestHandler[], seen: string[]) {
  const app = express()
  app.use(inSequence(handlers))
  app.get('/x', (_req, res) => {
    seen.push('route')
    res.send('answered')
  })
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(500).send(err.message))
  return app
}

const step = (seen: string[], name: string): RequestHandler => (_req, _res, next) => {
  seen.push(name)
  next()
}

describe('inSequence', () => {
  it('runs each handler in order, then what follows', async () => {
    const seen: string[] = []
    const later: RequestHandler = (_req, _res, next) => void setTimeout(() => (seen.push('later'), next()), 5)
    const res = await request(appWith([step(seen, 'a'), later, step(seen, 'b')], seen)).get('/x')
    expect(res.text).toBe('answered')
    expect(seen).toEqual(['a', 'later', 'b', 'route'])
  })

  it.each([
    ['passed to next', ((_req, _res, next) => next(new Error('refused'))) as RequestHandler],
    ['thrown', (() => { throw new Error('refused') }) as RequestHandler],
    ['rejected', async () => { await Promise.resolve(); throw new Error('refused') }],
  ])('an error %s skips the rest and reaches the error handler', async (_how, failing) => {
    const seen: string[] = []
    const res = await request(appWith([step(seen, 'a'), failing, step(seen, 'b')], seen)).get('/x')
    expect([res.status, res.text]).toEqual([500, 'refused'])
    expect(seen).toEqual(['a'])
  })

  it('ends the call when a handler answers', async () => {
    const seen: string[] = []
    const res = await request(appWith([step(seen, 'a'), (_req, res) => void res.status(403).send('no'), step(seen, 'b')], seen)).get('/x')
    expect([res.status, res.text]).toEqual([403, 'no'])
    expect(seen).toEqual(['a'])
  })

  it('refuses an error handler, which a router would skip for a call without an error', () => {
    const handler = ((_err: unknown, _req: Request, _res: Response, next: NextFunction) => next()) as unknown as RequestHandler
    expect(() => inSequence([handler])).toThrow(TypeError)
  })
})
