// Rate limits (ASVS 5.0 V6.3.1, V2.4.1 anti-automation) on express-rate-limit: IPv6 clients are
// counted per /64; failed sign-ins are also counted per account, from any address; the store holds a
// bounded number of keys however many an attacker makes up (without ever making strangers share a
// count: tests/security/abuse-sign-in.test.ts); 429 keeps Retry-After and the messages; and a bad
// AUTH_RATE_LIMIT stops the server at start with a message naming it.
// docs/security.md lists this test.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfigError, loadConfig } from '../../api/config'
import { BoundedStore } from '../../api/middleware/rate-limit'
import { makeHarness, PASSWORDS, type Harness } from '../api/harness'

// Client addresses come from X-Forwarded-For only behind a trusted proxy (README, TRUST_PROXY).
const trustProxy = process.env.TRUST_PROXY
beforeAll(() => void (process.env.TRUST_PROXY = 'true'))
afterAll(() => void (trustProxy === undefined ? delete process.env.TRUST_PROXY : (process.env.TRUST_PROXY = trustProxy)))

const wrongLogin = (h: Harness, ip: string, username = 'member') =>
  h.anon('post', '/api/auth/login').set('X-Forwarded-For', ip).send({ username, password: 'wrong-password' })

describe('per client address', () => {
  it('counts IPv6 clients per /64, IPv4 clients per address', async () => {
    const h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 2 } })
    const reset = (ip: string) => h.anon('post', '/api/auth/password-reset-request').set('X-Forwarded-For', ip).send({ email: 'x@example.com' })
    // Four addresses of one /64 share two attempts.
    expect((await reset('2001:db8:1:2::1')).status).toBe(200)
    expect((await reset('2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(200)
    const third = await reset('2001:db8:1:2:aaaa::7')
    expect(third.status).toBe(429)
    expect(third.body).toEqual({ message: 'Too many password reset attempts. Please wait and try again.' })
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60)
    // The next /64 is another subscriber.
    expect((await reset('2001:db8:1:3::1')).status).toBe(200)
    // IPv4 addresses, and IPv4 written as IPv6 (::ffff:a.b.c.d), are one client per address.
    expect((await reset('203.0.113.5')).status).toBe(200)
    expect((await reset('::ffff:203.0.113.5')).status).toBe(200)
    expect((await reset('203.0.113.5')).status).toBe(429)
    expect((await reset('203.0.113.6')).status).toBe(200)
  })
})

describe('failed sign-ins per account', () => {
  it('limits guesses at one account from many addresses, without counting its owner\'s successes', async () => {
    const h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 3 } })
    // The owner signs in five times: successes are not held against the account.
    for (let i = 0; i < 5; i++) {
      const res = await h.anon('post', '/api/auth/login').set('X-Forwarded-For', `198.51.100.${i}`).send({ username: 'member', password: PASSWORDS.member })
      expect(res.status).toBe(200)
    }
    // Three failures, each from its own address (so no address limit is near), in any letter case.
    for (const [i, name] of ['member', 'MEMBER', ' Member '].entries()) expect((await wrongLogin(h, `192.0.2.${i}`, name)).status).toBe(401)
    const blocked = await h.anon('post', '/api/auth/login').set('X-Forwarded-For', '192.0.2.99').send({ username: 'member', password: PASSWORDS.member })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ message: 'Too many sign-in attempts. Please wait and try again.' })
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.headers['set-cookie']).toBeUndefined()
    // Other accounts are not affected.
    expect((await h.anon('post', '/api/auth/login').set('X-Forwarded-For', '192.0.2.100').send({ username: 'root', password: PASSWORDS.admin })).status).toBe(200)
  })
})

describe('the store is bounded', () => {
  it('drops expired keys before any live one, then the key whose window started first', () => {
    vi.useFakeTimers()
    try {
      const store = new BoundedStore(2)
      store.init({ windowMs: 30 } as Parameters<BoundedStore['init']>[0])
      store.increment('a')
      store.increment('b')
      vi.advanceTimersByTime(1100) // past the window and the sweep's 1 s spacing
      store.increment('c')
      expect(store.size).toBe(1)
      store.increment('c')
      store.increment('d')
      expect(store.increment('e').totalHits).toBe(1) // in the place of c, whose window started first
      expect(store.get('c')).toBeUndefined()
      expect(store.get('d')!.totalHits).toBe(1)
      expect(store.size).toBe(2)
      store.shutdown()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('AUTH_RATE_LIMIT at start', () => {
  it('the config loader refuses anything but a whole number of 1 or more', () => {
    for (const bad of ['abc', '20.5', '-3', '0', '1e3', '2O', ' ', 'Infinity']) {
      expect(() => loadConfig({ AUTH_RATE_LIMIT: bad }), bad).toThrow(ConfigError)
    }
    expect(() => loadConfig({ AUTH_RATE_LIMIT: 'abc' })).toThrow('AUTH_RATE_LIMIT must be a whole number of 1 or more, not "abc"')
    expect(loadConfig({ AUTH_RATE_LIMIT: '25' }).authRateLimit).toEqual({ windowMs: 15 * 60 * 1000, max: 25 })
    expect(loadConfig({}).authRateLimit.max).toBe(20)
  })

  it('the server exits with that message instead of starting without limits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetted-config-'))
    let child: ReturnType<typeof spawn> | undefined
    try {
      child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
        env: { ...process.env, PORT: '0', DATABASE_PATH: join(dir, 'never.db'), AUTH_RATE_LIMIT: 'twenty', WEB_DIST: join(dir, 'none') },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
      // A server that starts anyway is the failure: give it 15 s, then stop it.
      const code = await new Promise<number | null>((resolve) => {
        child!.once('exit', resolve)
        setTimeout(() => resolve(-1), 15_000)
      })
      expect(code).toBe(1)
      expect(output).toContain('Vetted cannot start: AUTH_RATE_LIMIT must be a whole number of 1 or more, not "twenty"')
      expect(output).not.toContain('listening')
    } finally {
      child?.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
