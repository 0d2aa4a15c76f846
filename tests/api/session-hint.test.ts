// The "signed in" hint cookie (sync/protocol/session-hint.ts): set beside the session at sign-in and
// when /api/auth/me confirms a session, readable by the page (not HttpOnly) and holding no secret;
// cleared at logout and when /api/auth/me finds no session. /api/auth/me still answers 401 then.
import type { Response } from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { DAY } from '../../api/context'
import { hashToken } from '../../api/auth/sessions'
import { SIGNED_IN_HINT_COOKIE } from '../../sync/protocol/session-hint'
import { makeHarness, PASSWORDS, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 1000 } })
})

const setCookies = (res: Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? [])
const hintHeader = (res: Response) => setCookies(res).find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))
const sessionCookie = (res: Response) => setCookies(res).find((c) => c.startsWith('vetted_session='))!.split(';')[0]
const cleared = /=;.*Expires=Thu, 01 Jan 1970/

describe('the signed-in hint cookie', () => {
  it('is set at sign-in, readable by the page, with no secret in it, and cleared at logout', async () => {
    const login = await h.call('post', '/api/auth/login').send({ username: 'member', password: PASSWORDS.member })
    expect(login.status).toBe(200)
    const hint = hintHeader(login)!
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`))
    expect(hint).not.toMatch(/HttpOnly/)
    expect(hint).toMatch(/SameSite=Lax/)
    expect(hint).toMatch(/Path=\//)

    const cookie = sessionCookie(login)
    const me = await h.call('get', '/api/auth/me', cookie)
    expect(me.status).toBe(200)
    expect(hintHeader(me)).toMatch(/^vetted_signed_in=1;/) // a session from before the hint existed gets one

    const out = await h.call('post', '/api/auth/logout', cookie).send({})
    expect(out.status).toBe(204)
    expect(hintHeader(out)).toMatch(cleared)
  })

  it('is cleared when /api/auth/me finds the session ended, and the answer stays 401', async () => {
    const { cookie } = await h.addUser('hint-idler')
    await h.db.run('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?', Date.now() - 15 * DAY, hashToken(cookie.split('=')[1]))
    const me = await h.call('get', '/api/auth/me', cookie)
    expect(me.status).toBe(401)
    expect(me.body.message).toEqual(expect.any(String))
    expect(hintHeader(me)).toMatch(cleared)
  })

  it('is cleared for a visitor who asks /api/auth/me with no session at all', async () => {
    const me = await h.call('get', '/api/auth/me')
    expect(me.status).toBe(401)
    expect(hintHeader(me)).toMatch(cleared)
  })
})
