// Each request leaves exactly one line in the server's log once it is answered: its id (the one
// answered as X-Request-Id), method, redacted URL, status and time, "request completed" for an
// answer sent, "request aborted" when the caller left first, "request errored" at error level with
// the error for a 5xx.
import express from 'express'
import type { Server } from 'node:http'
import { request as httpRequest } from 'node:http'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createLogger, requestLogging } from '../../api/log/logger'
import { listen, rawGet } from './raw-http'

interface Line { level: number; msg: string; reqId: string; req: { method: string; url: string }; res: { statusCode: number }; responseTime: number; err?: { message: string } }

const lines: Line[] = []
const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk)) as Line), done()) })
let server: Server
let release: (() => void) | null = null

beforeAll(async () => {
  const app = express()
  app.use(requestLogging(createLogger({ LOG_LEVEL: 'info' }, sink)))
  app.get('/ok', (_req, res) => void res.json({ ok: true }))
  app.get('/broken', () => {
    throw new Error('the handler failed')
  })
  app.get('/slow', (_req, res) => {
    release = () => void res.json({ late: true })
  })
  server = await listen(app)
})
afterAll(() => void server.close())

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId)

it('writes one line for an answered call, with its id, method, redacted URL, status and time', async () => {
  const answer = await rawGet(server, '/ok?token=secret-value&page=2')
  const reqId = String(answer.headers['x-request-id'])
  await expect.poll(() => linesOf(reqId).length).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 50)) // nothing more comes for it
  expect(linesOf(reqId)).toEqual([{
    level: 30, time: expect.any(Number), msg: 'request completed', reqId,
    req: { method: 'GET', url: '/ok?token=[redacted]&page=2' }, res: { statusCode: 200 }, responseTime: expect.any(Number),
  }])
  expect(linesOf(reqId)[0].responseTime).toBeGreaterThanOrEqual(0)
})

it('keeps a proxy\'s own request id', async () => {
  await rawGet(server, '/ok', { 'X-Request-Id': 'proxy-id-7' })
  await expect.poll(() => linesOf('proxy-id-7').map((line) => line.msg)).toEqual(['request completed'])
})

it('writes "request errored" at error level, with the error, for a 5xx', async () => {
  const answer = await rawGet(server, '/broken')
  expect(answer.status).toBe(500)
  const reqId = String(answer.headers['x-request-id'])
  await expect.poll(() => linesOf(reqId).length).toBe(1)
  expect(linesOf(reqId)[0]).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 500 }, err: { message: 'failed with status code 500' } })
})

it('writes "request aborted", once, when the caller leaves before the answer', async () => {
  const before = lines.length
  const { port } = server.address() as { port: number }
  const call = httpRequest({ host: '127.0.0.1', port, path: '/slow' })
  call.on('error', () => {}) // the socket is destroyed on purpose
  call.end()
  await expect.poll(() => release).not.toBeNull()
  call.destroy()
  await expect.poll(() => lines.slice(before).map((line) => line.msg)).toEqual(['request aborted'])
  release!() // the late answer to a caller that left adds no second line
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(lines.slice(before)).toMatchObject([{ msg: 'request aborted', req: { method: 'GET', url: '/slow' } }])
})
