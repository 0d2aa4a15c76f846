// Admin user management and the mail outbox, as an admin, a member and an anonymous visitor.
import type { Response } from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertRow } from '../../api/db/repo'
import { boardsTable, cartLinesTable, favoritesTable, ordersTable, productsTable } from '../../api/db/tables'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 1000 } })
})

const userBody = (over: Record<string, unknown> = {}) => ({ username: 'created', email: 'created@example.com', password: 'created-pass', ...over })
const userCount = async () => await h.db.value('SELECT COUNT(*) FROM users') as number
const userRow = async (id: number) => await h.db.get<Record<string, unknown>>('SELECT * FROM users WHERE id = ?', id)
const sessionsOf = async (id: number) => await h.db.value('SELECT COUNT(*) FROM sessions WHERE user_id = ?', id)
const login = (username: string, password: string) => h.anon('post', '/api/auth/login').send({ username, password })
const expectNoSecrets = (res: Response) => expect(res.text ?? '').not.toMatch(/passwordHash|password_hash|scrypt\$/)

describe('admin user management', () => {
  it('lists every user newest first, without passwords', async () => {
    await h.addUser('newest')
    const res = await h.admin('get', '/api/admin/users')
    expect(res.status).toBe(200)
    expect(res.body[0].username).toBe('newest')
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['root', 'member']))
    expect(res.body[0]).toMatchObject({ role: 'user', isActive: true, email: 'newest@example.com' })
    expectNoSecrets(res)
  })

  it('creates users: role user by default, admin when asked; they can sign in', async () => {
    const plain = await h.admin('post', '/api/admin/users').send(userBody({ firstName: 'Cre', lastName: 'Ated' }))
    expect(plain.status).toBe(201)
    expect(plain.body).toMatchObject({ username: 'created', firstName: 'Cre', lastName: 'Ated', role: 'user', isActive: true })
    expectNoSecrets(plain)
    const boss = await h.admin('post', '/api/admin/users').send(userBody({ username: 'boss', email: 'boss@example.com', role: 'admin' }))
    expect(boss.body.role).toBe('admin')
    expect((await login('created', 'created-pass')).status).toBe(200)
  })

  it('answers 409 for a taken username or email', async () => {
    const before = await userCount()
    const res = await h.admin('post', '/api/admin/users').send(userBody({ username: 'Created', email: 'other@example.com' }))
    expect(res.status).toBe(409)
    expect(res.body.errors).toEqual({ username: 'Username is already taken' })
    const mail = await h.admin('post', '/api/admin/users').send(userBody({ username: 'other', email: 'CREATED@example.com' }))
    expect(mail.body.errors).toEqual({ email: 'Email is already registered' })
    expect(await userCount()).toBe(before)
  })

  it('rejects bad input with the exact messages', async () => {
    const res = await h.admin('post', '/api/admin/users').send({ username: 'ab', email: 'nope', password: '1234567', role: 'owner' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    })
    expect(res.body.errors.role).toEqual(expect.any(String))
    expect((await h.admin('put', '/api/admin/users/abc').send({})).status).toBe(400)
    expect((await h.admin('put', `/api/admin/users/${h.ids.member}`).send({ isActive: 'maybe' })).status).toBe(400)
  })

  it('updates fields, bumps the version, and answers 412 to a stale If-Match', async () => {
    const { id } = await h.addUser('editable')
    const before = (await userRow(id))!
    const res = await h.admin('put', `/api/admin/users/${id}`).send({ firstName: 'Ed', lastName: 'Itable', email: 'ed@example.com', role: 'admin' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id, username: 'editable', firstName: 'Ed', email: 'ed@example.com', role: 'admin' })
    expect(res.body.version).toBeGreaterThan(before.version as number)
    expect((await userRow(id))!.password_hash).toBe(before.password_hash)
    const stale = await h.admin('put', `/api/admin/users/${id}`).set('If-Match', `"${before.version}"`).send({ firstName: 'Lost' })
    expect(stale.status).toBe(412)
    expect(stale.body.current.firstName).toBe('Ed')
    expectNoSecrets(stale)
    expect((await h.admin('put', `/api/admin/users/${id}`).send({ username: 'MEMBER' })).status).toBe(409)
    expect((await h.admin('put', '/api/admin/users/999999').send({ firstName: 'X' })).status).toBe(404)
  })

  it('deactivation ends the user’s sessions and blocks sign-in until reactivated', async () => {
    const user = await h.addUser('paused')
    expect((await h.admin('put', `/api/admin/users/${user.id}`).send({ isActive: false })).body.isActive).toBe(false)
    expect(await sessionsOf(user.id)).toBe(0)
    expect((await login('paused', 'paused-pass-123')).status).toBe(401)
    await h.admin('put', `/api/admin/users/${user.id}`).send({ isActive: true })
    expect((await login('paused', 'paused-pass-123')).status).toBe(200)
  })

  it('does not let an admin deactivate, demote or delete their own account', async () => {
    const before = await userRow(h.ids.admin)
    const off = await h.admin('put', `/api/admin/users/${h.ids.admin}`).send({ isActive: false })
    expect(off.status).toBe(400)
    expect(off.body.message).toBe('You cannot deactivate your own account')
    const demote = await h.admin('put', `/api/admin/users/${h.ids.admin}`).send({ role: 'user' })
    expect(demote.status).toBe(400)
    expect(demote.body.message).toMatch(/own account/)
    const del = await h.admin('delete', `/api/admin/users/${h.ids.admin}`)
    expect(del.status).toBe(400)
    expect(del.body.message).toBe('You cannot delete your own account')
    expect(await userRow(h.ids.admin)).toEqual(before)
    expect((await h.admin('put', `/api/admin/users/${h.ids.admin}`).send({ firstName: 'Root' })).status).toBe(200)
  })

  it('resets a password: the new one works, the old one does not, sessions end', async () => {
    const user = await h.addUser('locked')
    const res = await h.admin('post', `/api/admin/users/${user.id}/reset-password`).send({ password: 'fresh-start' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: 'Password reset successfully' })
    expect(await sessionsOf(user.id)).toBe(0)
    expect((await login('locked', 'locked-pass-123')).status).toBe(401)
    expect((await login('locked', 'fresh-start')).status).toBe(200)
    const short = await h.admin('post', `/api/admin/users/${user.id}/reset-password`).send({ password: '1234567' })
    expect(short.body.errors).toEqual({ password: 'Password must be at least 8 characters' })
    expect((await h.admin('post', '/api/admin/users/999999/reset-password').send({ password: 'whatever-1' })).status).toBe(404)
  })

  it('deletes a user with everything they own, each with a tombstone for their devices', async () => {
    const user = await h.addUser('leaving')
    const vendor = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Leaving Vendor' }))).body
    const now = new Date().toISOString()
    const owned = await h.db.transaction(async (tx) => {
      const product = await insertRow(tx, productsTable, { vendorId: vendor.id, name: 'Leaving Product', slug: 'leaving-product', createdAt: now, updatedAt: now })
      return [
        await insertRow(tx, favoritesTable, { userId: user.id, itemType: 'vendor', itemId: vendor.id, createdAt: now }),
        await insertRow(tx, cartLinesTable, { userId: user.id, productId: product.id, quantity: 2, createdAt: now }),
        await insertRow(tx, boardsTable, { userId: user.id, name: 'Shortlist', createdAt: now, updatedAt: now }),
        await insertRow(tx, ordersTable, {
          userId: user.id, productId: product.id, tierId: 1, pricingOptionId: 1, users: 3, unitPrice: 10, setupFee: 0,
          currency: 'USD', paymentFrequency: 'monthly', pricePerUser: true, trialDays: 0, total: 30, createdAt: now, updatedAt: now,
        }),
      ].map((row, i) => [['favorite', 'cartLine', 'board', 'order'][i], row.id] as const)
    })

    expect((await h.admin('delete', `/api/admin/users/${user.id}`)).status).toBe(204)
    expect(await userRow(user.id)).toBeUndefined()
    expect(await sessionsOf(user.id)).toBe(0)
    expect((await h.call('get', '/api/auth/me', user.cookie)).status).toBe(401)
    for (const [entity, id] of [...owned, ['user', user.id] as const]) {
      const log = await h.db.get('SELECT op, owner_id FROM change_log WHERE entity = ? AND entity_id = ?', entity, id) as Record<string, unknown>
      expect(log, entity).toMatchObject({ op: 'delete' })
      if (entity !== 'user') expect(log.owner_id, entity).toBe(user.id)
    }
    for (const table of ['favorites', 'cart_lines', 'boards', 'orders']) {
      expect(await h.db.value(`SELECT COUNT(*) FROM ${table} WHERE user_id = ?`, user.id), table).toBe(0)
    }
    expect((await h.admin('delete', `/api/admin/users/${user.id}`)).status).toBe(404)
  })

  it('refuses anonymous visitors (401) and members (403), changing nothing', async () => {
    const target = await h.addUser('target')
    const before = { users: await userCount(), row: await userRow(target.id), sessions: await sessionsOf(target.id) }
    const attempts = [
      ['get', '/api/admin/users', undefined],
      ['post', '/api/admin/users', userBody({ username: 'sneaky', email: 'sneaky@example.com' })],
      ['put', `/api/admin/users/${target.id}`, { role: 'admin', isActive: false }],
      ['post', `/api/admin/users/${target.id}/reset-password`, { password: 'taken-over' }],
      ['delete', `/api/admin/users/${target.id}`, undefined],
      ['get', '/api/admin/mail-outbox', undefined],
    ] as const
    for (const [method, path, body] of attempts) {
      const anon = h.anon(method, path)
      expect((await (body ? anon.send(body) : anon)).status, `anon ${method} ${path}`).toBe(401)
      const member = h.member(method, path)
      expect((await (body ? member.send(body) : member)).status, `member ${method} ${path}`).toBe(403)
    }
    expect({ users: await userCount(), row: await userRow(target.id), sessions: await sessionsOf(target.id) }).toEqual(before)
  })
})

describe('mail outbox', () => {
  it('shows admins the mail the server would have sent, newest first', async () => {
    await h.anon('post', '/api/auth/password-reset-request').send({ email: 'member@example.com' })
    await h.anon('post', '/api/auth/password-reset-request').send({ email: 'root@example.com' })
    const res = await h.admin('get', '/api/admin/mail-outbox')
    expect(res.status).toBe(200)
    expect(res.body.map((m: { to: string }) => m.to)).toEqual(['root@example.com', 'member@example.com'])
    expect(res.body[0]).toMatchObject({ id: expect.any(Number), subject: expect.any(String), createdAt: expect.any(String) })
    // The link's token is never kept: admins see where it pointed, not a working link (README, Security).
    expect(res.body[0].body).toMatch(/\/reset-password\?token=\[redacted\]$/m)
    expect(res.body[0].body).not.toMatch(/token=[A-Za-z0-9_-]{43}/)
  })
})
