// Abuse of the sign-in limits (docs/security.md, "Abuse"): a flood of made-up names must not lock
// anyone out, a full limiter store never makes strangers share a counter, only attempts that carry a
// username and a password count, and one account's username and email share one count.
import type { Server } from 'node:http'
import express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorHandler } from '../../api/middleware/error-handler'
import { BoundedStore, rateLimit } from '../../api/middleware/rate-limit'
import { makeHarness, ORIGIN, PASSWORDS, type Harness } from '../api/harness'
import { listen } from '../api/raw-http'

// Client addresses come from X-Forwarded-For only behind a trusted proxy (README, TRUST_PROXY).
const trustProxy = process.env.TRUST_PROXY
beforeAll(() => void (process.env.TRUST_PROXY = 'true'))
afterAll(() => void (trustProxy === undefined ? delete process.env.TRUST_PROXY : (process.env.TRUST_PROXY = trustProxy)))

const login = (h: Harness, ip: string, body: Record<string, unknown>) =>
  h.anon('post', '/api/auth/login').set('X-Forwarded-For', ip).send(body)

/** Sends `bodies` to POST /api/auth/login over keep-alive connections, `parallel` at a time; returns the statuses. */
async function flood(server: Server, requests: { ip: string; body: unknown }[], parallel = 24): Promise<number[]> {
  const { port } = server.address() as { port: number }
  const statuses: number[] = []
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const { ip, body } = requests[next++]
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: JSON.stringify(body),
      })
      await res.arrayBuffer()
      statuses.push(res.status)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return statuses
}

describe('a flood of made-up names', () => {
  it('10,060 anonymous sign-ins with made-up names from 503 addresses lock no one out', async () => {
    const h = await makeHarness()
    const server = await listen(h.app)
    try {
      // 20 from each address (the per-address limit), as the abuse review sent them: no password.
      const requests = Array.from({ length: 10_060 }, (_, i) => ({ ip: `2001:db8:${Math.floor(i / 20).toString(16)}::1`, body: { username: `made-up-${i}` } }))
      const statuses = await flood(server, requests)
      expect(statuses.filter((s) => s >= 500)).toEqual([])
      // Someone else, from an address of their own, with the right password.
      const res = await login(h, '198.51.100.7', { username: 'member', password: PASSWORDS.member })
      expect(res.status).toBe(200)
      expect(res.body.username).toBe('member')
      // An administrator too.
      expect((await login(h, '198.51.100.8', { username: 'root', password: PASSWORDS.admin })).status).toBe(200)
    } finally {
      server.close()
    }
  }, 120_000)
})

describe('what counts', () => {
  it('attempts without a password (or without a username) count against no one', async () => {
    const h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 2 } })
    for (let i = 0; i < 5; i++) expect((await login(h, '192.0.2.10', { username: 'member' })).status).toBe(400)
    for (let i = 0; i < 5; i++) expect((await login(h, '192.0.2.10', { password: 'something-long' })).status).toBe(400)
    for (let i = 0; i < 3; i++) expect((await login(h, '192.0.2.10', { username: '  ', password: '' })).status).toBe(400)
    // Neither the address nor the account has used any of its two attempts.
    expect((await login(h, '192.0.2.10', { username: 'member', password: PASSWORDS.member })).status).toBe(200)
  })

  it('the username and the email of one account share one count of failures', async () => {
    const h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 2 } })
    expect((await login(h, '192.0.2.21', { username: 'member', password: 'wrong-password-1' })).status).toBe(401)
    expect((await login(h, '192.0.2.22', { username: 'MEMBER@example.com', password: 'wrong-password-2' })).status).toBe(401)
    // Two failures on the account, however it was named: the limit is reached, from any address.
    const blocked = await login(h, '192.0.2.23', { username: 'member@example.com', password: PASSWORDS.member })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ message: 'Too many sign-in attempts. Please wait and try again.' })
    expect((await login(h, '192.0.2.24', { username: 'member', password: PASSWORDS.member })).status).toBe(429)
  })

  it('a made-up name is limited like an account, so the limit tells nothing about whether the account exists', async () => {
    const h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 2 } })
    for (const name of ['member', 'nobody-here']) {
      for (let i = 0; i < 2; i++) expect((await login(h, `192.0.2.${30 + i}`, { username: name, password: 'wrong-password' })).status).toBe(401)
      expect((await login(h, '192.0.2.40', { username: name, password: 'wrong-password' })).status).toBe(429)
    }
  })
})

describe('a full limiter store', () => {
  it('never makes newcomers share a counter: each key keeps its own count, the oldest window makes room', () => {
    const store = new BoundedStore(3)
    store.init({ windowMs: 60_000 } as Parameters<BoundedStore['init']>[0])
    for (let i = 0; i < 1000; i++) store.increment(`made-up-${i}`)
    expect(store.size).toBe(3)
    expect(store.increment('newcomer').totalHits).toBe(1)
    expect(store.increment('newcomer').totalHits).toBe(2)
    expect(store.increment('another').totalHits).toBe(1)
    store.shutdown()
  })

  it('a limiter on a full store limits each newcomer on its own count, never on strangers\' attempts', async () => {
    const app = express()
    app.post('/try', rateLimit(null, 'test', { windowMs: 60_000, max: 2 }, { key: { per: 'name', of: (req) => String(req.headers['x-name']) }, maxKeys: 2 }), (_req, res) => {
      res.status(204).end()
    })
    app.use(errorHandler({ log: () => {}, logger: null }))
    const attempt = (name: string) => request(app).post('/try').set('X-Name', name)
    for (let i = 0; i < 50; i++) await attempt(`made-up-${i}`)
    expect((await attempt('alice')).status).toBe(204)
    expect((await attempt('alice')).status).toBe(204)
    expect((await attempt('alice')).status).toBe(429)
    expect((await attempt('bob')).status).toBe(204)
  })
})
