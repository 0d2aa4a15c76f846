// Passwords and accounts (ASVS 5.0 V6.2 password security, V6.3 general authentication, V7.4 session
// termination): new passwords need 8 characters and must not be on the common-password list
// (api/auth/common-passwords.txt) wherever one is set; a signed-in person changes their password
// with their current one and every other session ends; registration answers the same whether or not
// the email has an account, and mails that account's owner instead. docs/security.md lists this test.
import type { Response } from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../api/auth/common-passwords'
import { makeHarness, PASSWORDS, type Harness } from '../api/harness'

let h: Harness
const logs: string[] = []
beforeAll(async () => {
  h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 1000 }, log: (m) => logs.push(m) })
})

const sessionCookie = (res: Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('vetted_session='))?.split(';')[0]
const login = (username: string, password: string) => h.anon('post', '/api/auth/login').send({ username, password })
const userCount = async () => await h.db.value('SELECT COUNT(*) FROM users') as number
const mails = async () => await h.db.all<{ to: string; subject: string; body: string }>('SELECT to_email AS "to", subject, body FROM mail_outbox ORDER BY id')

describe('new passwords: 8 characters at least, and not a common one', () => {
  it('ships a small list, compared without regard to letter case', () => {
    expect(isCommonPassword('password')).toBe(true)
    expect(isCommonPassword('PassWord')).toBe(true)
    expect(isCommonPassword('12345678')).toBe(true)
    expect(isCommonPassword('violet-ocean-lamp')).toBe(false)
  })

  it('refuses 7 characters and common passwords on every call that sets one', async () => {
    const target = await h.addUser('pw-target')
    const resetToken = async () => {
      await h.anon('post', '/api/auth/password-reset-request').send({ email: 'pw-target@example.com' })
      return [...h.mailText().matchAll(/reset-password\?token=([\w-]+)/g)].at(-1)![1]
    }
    const token = await resetToken()
    const calls: [string, (password: string) => Promise<Response>][] = [
      ['register', (password) => h.anon('post', '/api/auth/register').send({ username: 'pw-new', email: 'pw-new@example.com', password })],
      ['reset', (password) => h.anon('post', '/api/auth/password-reset').send({ token, password })],
      ['admin create', (password) => h.admin('post', '/api/admin/users').send({ username: 'pw-admin-made', email: 'pw-admin-made@example.com', password })],
      ['admin reset', (password) => h.admin('post', `/api/admin/users/${target.id}/reset-password`).send({ password })],
    ]
    for (const [name, call] of calls) {
      const short = await call('abc1234')
      expect([name, short.status, short.body.errors]).toEqual([name, 400, { password: 'Password must be at least 8 characters' }])
      for (const common of ['password1', 'Iloveyou1', 'qwertyuiop']) {
        const res = await call(common)
        expect([name, res.status, res.body]).toEqual([name, 400, { message: COMMON_PASSWORD_MESSAGE, errors: { password: COMMON_PASSWORD_MESSAGE } }])
      }
    }
    const change = await h.call('post', '/api/auth/change-password', target.cookie).send({ currentPassword: 'pw-target-pass-123', newPassword: 'Password1' })
    expect(change.body).toEqual({ message: COMMON_PASSWORD_MESSAGE, errors: { newPassword: COMMON_PASSWORD_MESSAGE } })
    // Nothing was created or changed: the old password still works, the reset link is still live.
    expect(await h.db.value("SELECT COUNT(*) FROM users WHERE username IN ('pw-new', 'pw-admin-made')")).toBe(0)
    expect((await login('pw-target', 'pw-target-pass-123')).status).toBe(200)
    expect((await h.anon('post', '/api/auth/password-reset').send({ token, password: 'a-fine-new-passphrase' })).status).toBe(200)
  })
})

describe('changing one\'s own password', () => {
  it('needs the current password, ends every other session, keeps this one on a new token', async () => {
    const user = await h.addUser('changer')
    const laptop = sessionCookie(await login('changer', 'changer-pass-123'))!
    await h.anon('post', '/api/auth/password-reset-request').send({ email: 'changer@example.com' })
    const pendingReset = [...h.mailText().matchAll(/reset-password\?token=([\w-]+)/g)].at(-1)![1]
    const change = (cookie: string | undefined, body: Record<string, unknown>) => h.call('post', '/api/auth/change-password', cookie).send(body)

    expect((await change(undefined, { currentPassword: 'changer-pass-123', newPassword: 'a-brand-new-secret' })).status).toBe(401)
    const wrong = await change(user.cookie, { currentPassword: 'not-my-password', newPassword: 'a-brand-new-secret' })
    expect(wrong.status).toBe(400) // not 401: the session is fine, and the app would think it was signed out
    expect(wrong.body).toEqual({ message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } })
    const same = await change(user.cookie, { currentPassword: 'changer-pass-123', newPassword: 'changer-pass-123' })
    expect(same.body.errors).toEqual({ newPassword: 'Choose a password different from your current one' })
    const short = await change(user.cookie, { currentPassword: 'changer-pass-123', newPassword: 'short' })
    expect(short.body.errors).toEqual({ newPassword: 'Password must be at least 8 characters' })

    const ok = await change(user.cookie, { currentPassword: 'changer-pass-123', newPassword: 'a-brand-new-secret' })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ message: 'Password changed. Your other sessions have been signed out.' })
    const fresh = sessionCookie(ok)
    expect(fresh).toBeDefined()
    expect(fresh).not.toBe(user.cookie)
    expect((await h.call('get', '/api/auth/me', fresh)).status).toBe(200)
    expect((await h.call('get', '/api/auth/me', user.cookie)).status).toBe(401) // the session that asked, old token
    expect((await h.call('get', '/api/auth/me', laptop)).status).toBe(401) // another device
    expect(await h.db.value('SELECT COUNT(*) FROM sessions WHERE user_id = ?', user.id)).toBe(1)
    expect((await login('changer', 'changer-pass-123')).status).toBe(401)
    expect((await login('changer', 'a-brand-new-secret')).status).toBe(200)
    // A reset link asked for before the change no longer works.
    expect((await h.anon('post', '/api/auth/password-reset').send({ token: pendingReset, password: 'someone-elses-choice' })).status).toBe(400)
  })

  it('counts failed attempts per account: a stolen session cannot guess the password', async () => {
    const limited = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 3 } })
    const user = await limited.addUser('guessed')
    const guess = (currentPassword: string) =>
      limited.call('post', '/api/auth/change-password', user.cookie).send({ currentPassword, newPassword: 'a-brand-new-secret' })
    for (let i = 0; i < 3; i++) expect((await guess(`guess-${i}`)).status).toBe(400)
    const blocked = await guess('guessed-pass-123')
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ message: 'Too many password change attempts. Please wait and try again.' })
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('registration does not tell whether an email has an account', () => {
  const register = (over: Record<string, unknown>) =>
    h.anon('post', '/api/auth/register').send({ password: 'a-good-long-password', firstName: 'Eve', ...over })

  it('answers a taken email exactly as a new one, creates nothing, and mails the owner instead', async () => {
    const owner = await h.addUser('email-owner')
    const before = await userCount()
    const mailsBefore = (await mails()).length

    const fresh = await register({ username: 'brand-new-person', email: 'brand-new-person@example.com' })
    const taken = await register({ username: 'sneaky-prober', email: 'EMAIL-OWNER@example.com' })
    for (const res of [fresh, taken]) {
      expect(res.status).toBe(202)
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    expect(taken.body).toEqual(fresh.body)
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort())

    expect(await userCount()).toBe(before + 1) // only the new email made an account
    expect(await h.db.value('SELECT COUNT(*) FROM users WHERE username = ?', 'sneaky-prober')).toBe(0)
    const [welcome, warning] = (await mails()).slice(mailsBefore)
    expect(welcome).toMatchObject({ to: 'brand-new-person@example.com', subject: 'Welcome to Vetted' })
    expect(warning).toMatchObject({ to: 'email-owner@example.com', subject: 'Someone tried to create a Vetted account with your email' })
    expect(warning.body).toContain('"email-owner"')
    // The owner's account is untouched; the prober cannot sign in with what they chose.
    expect((await h.call('get', '/api/auth/me', owner.cookie)).status).toBe(200)
    expect((await login('sneaky-prober', 'a-good-long-password')).status).toBe(401)
    expect((await login('brand-new-person', 'a-good-long-password')).status).toBe(200)
  })

  it('still says a username is taken: usernames are public handles', async () => {
    await h.addUser('public-handle')
    const res = await register({ username: 'Public-Handle', email: 'someone-else@example.com' })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ message: 'Username is already taken', errors: { username: 'Username is already taken' } })
  })

  it('an admin still sees the account list as before (admins may know who has an account)', async () => {
    const res = await h.admin('post', '/api/admin/users').send({ username: 'dup-by-admin', email: 'member@example.com', password: PASSWORDS.member + 'x' })
    expect(res.status).toBe(409)
    expect(res.body.errors).toEqual({ email: 'Email is already registered' })
  })
})
