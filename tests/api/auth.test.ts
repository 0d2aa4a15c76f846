// Sign-in, registration, logout and password reset, end to end through the real session cookie.
import type { Response } from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../api/auth/sessions'
import { makeHarness, PASSWORDS, type Harness } from './harness'

let h: Harness
const logs: string[] = []
beforeAll(async () => {
  // A generous limit: this file signs in far more often than the default 20 per window.
  h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 1000 }, log: (m) => logs.push(m) })
})

/** "vetted_session=<token>" from the answer's Set-Cookie, ready to send back. */
function sessionCookie(res: Response): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('vetted_session='))
  if (!header) throw new Error('no session cookie in the answer')
  return header.split(';')[0]
}

/** No answer may ever carry a password hash. */
function expectNoSecrets(res: Response) {
  expect(res.text ?? '').not.toMatch(/passwordHash|password_hash|scrypt\$/)
}

const login = (username: string, password: string, cookie?: string) => h.call('post', '/api/auth/login', cookie).send({ username, password })

describe('sign-in', () => {
  it('signs in, shows the user at /me, signs out, and /me answers 401 again', async () => {
    const res = await login('member', PASSWORDS.member)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: h.ids.member, username: 'member', email: 'member@example.com', role: 'user', isActive: true })
    expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'isActive', 'lastName', 'role', 'username', 'version'])
    expectNoSecrets(res)
    const cookie = sessionCookie(res)

    const me = await h.call('get', '/api/auth/me', cookie)
    expect(me.status).toBe(200)
    expect(me.body).toEqual(res.body)
    expectNoSecrets(me)

    const out = await h.call('post', '/api/auth/logout', cookie).send({})
    expect(out.status).toBe(204)
    expect(out.headers['set-cookie'][0]).toMatch(/^vetted_session=;.*Expires=Thu, 01 Jan 1970/)
    const after = await h.call('get', '/api/auth/me', cookie)
    expect(after.status).toBe(401)
    expect(after.body.message).toEqual(expect.any(String))
  })

  it('sets an HttpOnly, SameSite=Lax cookie for the whole site, not Secure over plain HTTP', async () => {
    const res = await login('member', PASSWORDS.member)
    const header = (res.headers['set-cookie'] as unknown as string[])[0]
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/SameSite=Lax/)
    expect(header).toMatch(/Path=\//)
    expect(header).not.toMatch(/Secure/)
  })

  it('accepts the email instead of the username, in any letter case', async () => {
    expect((await login('MEMBER@Example.com', PASSWORDS.member)).status).toBe(200)
    expect((await login('MeMbEr', PASSWORDS.member)).status).toBe(200)
  })

  it('answers the same 401 for a wrong password, an unknown user and a deactivated account', async () => {
    const inactive = await h.addUser('sleeper')
    expect((await h.admin('put', `/api/admin/users/${inactive.id}`).send({ isActive: false })).status).toBe(200)
    for (const [username, password] of [['member', 'wrong-password'], ['nobody-here', 'whatever-123'], ['sleeper', 'sleeper-pass-123']]) {
      const res = await login(username, password)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ message: 'Invalid username or password' })
      expect(res.headers['set-cookie']).toBeUndefined()
    }
  })

  it('gives a new token at every sign-in and ends the session the request carried', async () => {
    const first = sessionCookie(await login('member', PASSWORDS.member))
    const second = sessionCookie(await login('member', PASSWORDS.member, first))
    expect(second).not.toBe(first)
    expect((await h.call('get', '/api/auth/me', first)).status).toBe(401)
    expect((await h.call('get', '/api/auth/me', second)).status).toBe(200)
  })

  it('stores only the hash of the session token', async () => {
    const token = sessionCookie(await login('member', PASSWORDS.member)).split('=')[1]
    expect(await h.db.value('SELECT COUNT(*) FROM sessions WHERE token_hash = ?', token)).toBe(0)
    expect(await h.db.value('SELECT COUNT(*) FROM sessions WHERE token_hash = ?', hashToken(token))).toBe(1)
  })

  it('answers 204 to a logout without a session', async () => {
    expect((await h.anon('post', '/api/auth/logout').send({})).status).toBe(204)
  })

  it('rejects empty fields with the exact messages', async () => {
    const res = await h.anon('post', '/api/auth/login').send({ username: '', password: '' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' })
    expect((await h.anon('post', '/api/auth/login').send({ username: 'member', password: 5 })).status).toBe(400)
  })
})

describe('registration', () => {
  const body = (over: Record<string, unknown> = {}) => ({ username: 'newbie', email: 'newbie@example.com', password: 'newbie-pass', firstName: 'New', lastName: 'Bie', ...over })

  it('creates a plain user even when the body asks for admin; the caller then signs in', async () => {
    // 202 and no session: the answer is the same whether or not the email had an account
    // (tests/security/accounts.test.ts), so it cannot carry the new account.
    const res = await h.anon('post', '/api/auth/register').send(body({ role: 'admin' }))
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ message: expect.stringMatching(/^Thanks for registering/) })
    expect(res.headers['set-cookie']).toBeUndefined()
    const signedIn = await login('newbie', 'newbie-pass')
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ username: 'newbie', email: 'newbie@example.com', firstName: 'New', lastName: 'Bie', role: 'user', isActive: true })
    expectNoSecrets(signedIn)
    expect(await h.db.value('SELECT role FROM users WHERE id = ?', signedIn.body.id)).toBe('user')
    expect((await h.call('get', '/api/admin/users', sessionCookie(signedIn))).status).toBe(403)
  })

  it('answers 409 for a taken username in any letter case; a taken email is never told; nothing is created', async () => {
    const count = async () => await h.db.value('SELECT COUNT(*) FROM users')
    const before = await count()
    const both = await h.anon('post', '/api/auth/register').send(body({ username: 'NEWBIE', email: 'NewBie@Example.com' }))
    expect(both.status).toBe(409)
    expect(both.body).toEqual({ message: 'Username is already taken', errors: { username: 'Username is already taken' } })
    const name = await h.anon('post', '/api/auth/register').send(body({ email: 'other@example.com' }))
    expect(name.body).toEqual({ message: 'Username is already taken', errors: { username: 'Username is already taken' } })
    const mail = await h.anon('post', '/api/auth/register').send(body({ username: 'other' }))
    expect(mail.status).toBe(202)
    expect(await count()).toBe(before)
  })

  it('rejects bad input with the exact messages', async () => {
    const res = await h.anon('post', '/api/auth/register').send({ username: 'ab', email: 'not-an-email', password: '1234567' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    })
    const long = await h.anon('post', '/api/auth/register').send(body({ username: 'longpass', email: 'long@example.com', password: 'x'.repeat(129) }))
    expect(long.status).toBe(400)
  })

  it('accepts passwords of up to 128 characters', async () => {
    const password = 'p'.repeat(127) + 'é'
    const res = await h.anon('post', '/api/auth/register').send(body({ username: 'longpw', email: 'longpw@example.com', password }))
    expect(res.status).toBe(202)
    expect((await login('longpw', password)).status).toBe(200)
  })
})

describe('password reset', () => {
  const ANSWER = { message: 'If an account with that email exists, a password reset link has been sent.' }
  const outboxCount = async () => await h.db.value('SELECT COUNT(*) FROM mail_outbox') as number
  const latestMail = async () => await h.db.get('SELECT to_email, subject, body FROM mail_outbox ORDER BY id DESC LIMIT 1') as Record<string, string>
  // With no SMTP the full link is only in the MAIL_DIR file; the outbox and the log keep it redacted.
  const tokenFromMail = () => [...h.mailText().matchAll(/reset-password\?token=([A-Za-z0-9_-]+)/g)].at(-1)![1]
  const requestReset = (email: string) => h.anon('post', '/api/auth/password-reset-request').send({ email })
  const reset = (token: string, password: string) => h.anon('post', '/api/auth/password-reset').send({ token, password })

  it('answers the same for known and unknown emails and mails only the known one', async () => {
    const { id } = await h.addUser('forgetful')
    const before = await outboxCount()
    const unknown = await requestReset('nobody@example.com')
    expect(await outboxCount()).toBe(before)
    const known = await requestReset('Forgetful@example.com')
    expect([unknown.status, known.status]).toEqual([200, 200])
    expect(unknown.body).toEqual(ANSWER)
    expect(known.body).toEqual(ANSWER)
    expect(await outboxCount()).toBe(before + 1)

    const mail = await latestMail()
    expect(mail.to_email).toBe('forgetful@example.com')
    expect(mail.subject).toMatch(/reset/i)
    expect(mail.body).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=\[redacted\]$/m) // config.publicUrl, not the Host header
    const token = tokenFromMail()
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const row = await h.db.get('SELECT token_hash, expires_at, used_at FROM password_reset_tokens WHERE user_id = ?', id) as Record<string, number | string | null>
    expect(row.token_hash).toBe(hashToken(token)) // stored hashed, never as given
    expect(row.used_at).toBeNull()
    expect(row.expires_at).toBeGreaterThan(Date.now() + 29 * 60_000)
    expect(row.expires_at).toBeLessThanOrEqual(Date.now() + 30 * 60_000)
  })

  it('sets the new password once, ends every session, and voids the link', async () => {
    const user = await h.addUser('resetter')
    const versionBefore = await h.db.value('SELECT version FROM users WHERE id = ?', user.id) as number
    await requestReset('resetter@example.com')
    const token = tokenFromMail()

    const res = await reset(token, 'brand-new-pass')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: 'Password reset successfully! You can now log in with your new password.' })
    expect(await h.db.value('SELECT version FROM users WHERE id = ?', user.id)).toBeGreaterThan(versionBefore)
    expect((await h.call('get', '/api/auth/me', user.cookie)).status).toBe(401)
    expect(await h.db.value('SELECT COUNT(*) FROM sessions WHERE user_id = ?', user.id)).toBe(0)
    expect((await login('resetter', 'resetter-pass-123')).status).toBe(401)
    expect((await login('resetter', 'brand-new-pass')).status).toBe(200)

    const again = await reset(token, 'another-pass-1')
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ message: 'This reset link is invalid or has expired' })
    expect((await login('resetter', 'brand-new-pass')).status).toBe(200)
  })

  it('refuses a link past its 30 minutes, and an unknown token, changing nothing', async () => {
    const user = await h.addUser('latecomer')
    await requestReset('latecomer@example.com')
    const token = tokenFromMail()
    await h.db.run('UPDATE password_reset_tokens SET expires_at = ? WHERE user_id = ?', Date.now() - 1000, user.id)
    expect((await reset(token, 'too-late-pass')).body).toEqual({ message: 'This reset link is invalid or has expired' })
    expect((await reset('made-up-token', 'too-late-pass')).status).toBe(400)
    expect((await h.call('get', '/api/auth/me', user.cookie)).status).toBe(200)
    expect((await login('latecomer', 'latecomer-pass-123')).status).toBe(200)
  })

  it('voids earlier links when a new one is asked for', async () => {
    await h.addUser('twice')
    await requestReset('twice@example.com')
    const first = tokenFromMail()
    await requestReset('twice@example.com')
    const second = tokenFromMail()
    expect((await reset(first, 'first-link-pass')).status).toBe(400)
    expect((await reset(second, 'second-link-pass')).status).toBe(200)
  })

  it('sends nothing to a deactivated account', async () => {
    const { id } = await h.addUser('dormant')
    await h.admin('put', `/api/admin/users/${id}`).send({ isActive: false })
    const before = await outboxCount()
    expect((await requestReset('dormant@example.com')).body).toEqual(ANSWER)
    expect(await outboxCount()).toBe(before)
  })

  it('rejects bad input with the exact messages', async () => {
    expect((await requestReset('not-an-email')).body.errors).toEqual({ email: 'Invalid email address' })
    const res = await reset('', '1234567')
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ token: 'Reset token is required', password: 'Password must be at least 8 characters' })
  })

  it('never writes a password or a hash to the log', () => {
    const all = logs.join('\n')
    expect(all).not.toMatch(/scrypt\$/)
    expect(all).not.toContain('brand-new-pass')
    expect(all).toMatch(/reset-password\?token=\[redacted\]/) // the mail is logged, its link redacted
    const tokens = [...h.mailText().matchAll(/reset-password\?token=([\w-]+)/g)].map((m) => m[1])
    expect(tokens.length).toBeGreaterThan(0)
    for (const token of tokens) expect(all).not.toContain(token)
  })
})

describe('rate limits', () => {
  it('answers 429 with Retry-After past the limit, with one counter per call', async () => {
    const limited = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 3 } })
    for (let i = 0; i < 3; i++) {
      expect((await limited.anon('post', '/api/auth/login').send({ username: 'member', password: 'wrong-pass' })).status).toBe(401)
    }
    const blocked = await limited.anon('post', '/api/auth/login').send({ username: 'member', password: PASSWORDS.member })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.headers['set-cookie']).toBeUndefined()

    const register = await limited.anon('post', '/api/auth/register').send({ username: 'fresh', email: 'fresh@example.com', password: 'fresh-pass' })
    expect(register.status).toBe(202)
    for (let i = 0; i < 3; i++) {
      expect((await limited.anon('post', '/api/auth/password-reset-request').send({ email: 'x@example.com' })).status).toBe(200)
    }
    expect((await limited.anon('post', '/api/auth/password-reset-request').send({ email: 'x@example.com' })).status).toBe(429)
  })
})

describe('missing fields get the exact messages', () => {
  it('login without username or password', async () => {
    const h2 = await makeHarness()
    const res = await h2.anon('post', '/api/auth/login').send({})
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' })
  })
  it('reset without a token', async () => {
    const h2 = await makeHarness()
    const res = await h2.anon('post', '/api/auth/password-reset').send({ password: 'secret123' })
    expect(res.body.errors).toEqual({ token: 'Reset token is required' })
  })
})

describe('reset links use the configured public address', () => {
  it('ignores a forged Host header', async () => {
    const h2 = await makeHarness({ publicUrl: 'https://market.example', allowedOrigins: ['http://evil.example'] })
    const res = await h2.anon('post', '/api/auth/password-reset-request').set('Host', 'evil.example').set('Origin', 'http://evil.example').send({ email: 'member@example.com' })
    expect(res.status).toBe(200)
    const mail = await h2.db.value('SELECT body FROM mail_outbox') as string
    expect(mail).toContain('https://market.example/reset-password?token=[redacted]')
    expect(mail).not.toContain('evil.example')
  })
})
