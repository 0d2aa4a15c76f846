// Session lifetime: idle and absolute expiry, logout of one device only, deactivation ending live
// sessions, and the Secure flag behind HTTPS. Times are moved in the sessions table, never waited for.
import type { Response } from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { DAY } from '../../api/context'
import { createSession, hashToken } from '../../api/auth/sessions'
import { makeHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness({ sessionIdleMs: 14 * DAY, sessionAbsoluteMs: 30 * DAY })
})

const tokenOf = (cookie: string) => cookie.split('=')[1]
const sessionRow = async (cookie: string) =>
  await h.db.get<{ last_seen_at: number; expires_at: number }>('SELECT last_seen_at, expires_at FROM sessions WHERE token_hash = ?', hashToken(tokenOf(cookie)))
const me = (cookie: string) => h.call('get', '/api/auth/me', cookie)
const setCookieHeader = (res: Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0] ?? ''

describe('sessions', () => {
  it('ends a session idle for longer than the idle limit', async () => {
    const { cookie } = await h.addUser('idler')
    expect((await me(cookie)).status).toBe(200)
    await h.db.run('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?', Date.now() - 15 * DAY, hashToken(tokenOf(cookie)))
    expect((await me(cookie)).status).toBe(401)
    expect(await sessionRow(cookie)).toBeUndefined()
  })

  it('keeps a session in use alive and records when it was last seen', async () => {
    const { cookie } = await h.addUser('regular')
    const earlier = Date.now() - 13 * DAY
    await h.db.run('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?', earlier, hashToken(tokenOf(cookie)))
    expect((await me(cookie)).status).toBe(200)
    expect((await sessionRow(cookie))!.last_seen_at).toBeGreaterThan(earlier)
  })

  it('ends a session past its absolute limit even while in use', async () => {
    const { cookie } = await h.addUser('veteran')
    await h.db.run('UPDATE sessions SET expires_at = ? WHERE token_hash = ?', Date.now() - 1000, hashToken(tokenOf(cookie)))
    expect((await me(cookie)).status).toBe(401)
    expect(await sessionRow(cookie)).toBeUndefined()
  })

  it('sets the cookie to expire with the absolute limit', async () => {
    const res = await h.anon('post', '/api/auth/login').send({ username: 'member', password: 'member-pass-123' })
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookieHeader(res))![1])
    expect(Math.abs(expires - (await sessionRow(setCookieHeader(res).split(';')[0]))!.expires_at)).toBeLessThan(1000)
  })

  it('logs out one device only: the other session stays, the old token is dead', async () => {
    const laptop = await h.addUser('twodevices')
    const { token } = await createSession(h.db, h.config, laptop.id) // the same account signed in elsewhere
    const tablet = `vetted_session=${token}`
    expect((await h.call('post', '/api/auth/logout', laptop.cookie).send({})).status).toBe(204)
    expect((await me(laptop.cookie)).status).toBe(401)
    expect((await me(tablet)).status).toBe(200)
  })

  it('ends every live session when an admin deactivates the account', async () => {
    const user = await h.addUser('deactivated')
    expect((await me(user.cookie)).status).toBe(200)
    expect((await h.admin('put', `/api/admin/users/${user.id}`).send({ isActive: false })).status).toBe(200)
    expect(await h.db.value('SELECT COUNT(*) FROM sessions WHERE user_id = ?', user.id)).toBe(0)
    expect((await me(user.cookie)).status).toBe(401)
    // Reactivation does not bring the old session back.
    await h.admin('put', `/api/admin/users/${user.id}`).send({ isActive: true })
    expect((await me(user.cookie)).status).toBe(401)
  })

  it('ignores a cookie that is not a session', async () => {
    expect((await me('vetted_session=not-a-real-token')).status).toBe(401)
    expect((await me(`vetted_session=${'x'.repeat(500)}`)).status).toBe(401)
  })

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    h.app.set('trust proxy', true) // as behind a TLS-terminating proxy (TRUST_PROXY=true)
    try {
      const res = await h.anon('post', '/api/auth/login').set('X-Forwarded-Proto', 'https').send({ username: 'member', password: 'member-pass-123' })
      expect(res.status).toBe(200)
      expect(setCookieHeader(res)).toMatch(/; Secure/)
      const out = await h.call('post', '/api/auth/logout', setCookieHeader(res).split(';')[0]).set('X-Forwarded-Proto', 'https').send({})
      expect(setCookieHeader(out)).toMatch(/; Secure/)
    } finally {
      h.app.set('trust proxy', false)
    }
  })
})
