// Secrets at rest (ASVS 5.0 V14.2 data protection, V16.2 logging, V11.4 hashing): a reset link's token
// is written to no table (the mail outbox keeps it as [redacted]) and reaches only the console output
// the README names; kept mail is deleted after 24 hours; Idempotency-Key request hashes are HMACs
// under a secret the server made at first start and kept; calls that carry a password refuse an
// Idempotency-Key. docs/security.md lists this test.
import { createHash, createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../api/app'
import { hashToken } from '../../api/auth/sessions'
import { runMaintenance } from '../../api/maintenance'
import { schemaQuery } from '../../api/db/dialect'
import { makeHarness, type Harness } from '../api/harness'

let h: Harness
const logs: string[] = []
beforeAll(async () => {
  h = await makeHarness({ authRateLimit: { windowMs: 60_000, max: 1000 }, log: (m) => logs.push(m) })
})

/** Every text value of every table, for "is this secret stored anywhere?". */
async function everyStoredText(): Promise<string> {
  const tables = await h.db.values<string>(schemaQuery(h.db, 'tables'))
  const texts: string[] = []
  for (const t of tables) texts.push(JSON.stringify(await h.db.all(`SELECT * FROM "${t}"`)))
  return texts.join('\n')
}

describe('reset tokens', () => {
  it('are in no table, no admin answer and no log line; the full link is only in the MAIL_DIR file', async () => {
    await h.addUser('token-owner')
    await h.anon('post', '/api/auth/password-reset-request').send({ email: 'token-owner@example.com' })
    const token = /reset-password\?token=([\w-]+)/.exec(h.mailText())![1]
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)

    const stored = await everyStoredText()
    expect(stored).not.toContain(token)
    expect(stored).toContain(hashToken(token)) // only its hash, in password_reset_tokens
    const outbox = await h.admin('get', '/api/admin/mail-outbox')
    expect(outbox.text).not.toContain(token)
    expect(outbox.body[0].body).toContain('http://localhost:3000/reset-password?token=[redacted]')
    expect(logs.join('\n')).not.toContain(token)
    expect(logs.join('\n')).toContain('reset-password?token=[redacted]')
    // The person still gets a working link.
    expect((await h.anon('post', '/api/auth/password-reset').send({ token, password: 'mended-password-9' })).status).toBe(200)
  })

  it('kept mail is deleted after 24 hours', async () => {
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString()
    const insert = 'INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES (?, ?, ?, ?)'
    await h.db.run(insert, 'old@example.com', 'old', 'old', at(25))
    await h.db.run(insert, 'recent@example.com', 'recent', 'recent', at(23))
    await runMaintenance(h.db, h.config)
    const left = await h.db.values('SELECT to_email FROM mail_outbox')
    expect(left).toContain('recent@example.com')
    expect(left).not.toContain('old@example.com')
  })
})

describe('Idempotency-Key request hashes', () => {
  it('are HMACs under a server secret made at first start and kept across restarts', async () => {
    const secretRow = async () => await h.db.value("SELECT value FROM server_secrets WHERE name = 'idempotency-hmac'") as string
    const secret = await secretRow()
    expect(Buffer.from(secret, 'base64')).toHaveLength(32)

    const body = { name: 'Hashed board' }
    const res = await h.member('post', '/api/boards').set('Idempotency-Key', 'hmac-check-1').send(body)
    expect(res.status).toBe(201)
    const stored = await h.db.value("SELECT request_hash FROM idempotency_keys WHERE idem_key = 'hmac-check-1'") as string
    const request = `POST /api/boards\n${JSON.stringify(body)}`
    expect(stored).not.toBe(createHash('sha256').update(request).digest('hex')) // no plain hash to guess back from
    expect(stored).toBe(createHmac('sha256', Buffer.from(secret, 'base64')).update(request).digest('hex'))

    // A restart (a new app on the same database) keeps the secret, so the key still replays.
    await createApp({ db: h.db, config: h.config })
    expect(await secretRow()).toBe(secret)
    const again = await h.member('post', '/api/boards').set('Idempotency-Key', 'hmac-check-1').send(body)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body.id).toBe(res.body.id)
  })

  it('a key stored before the upgrade (plain SHA-256) still replays instead of applying twice', async () => {
    const body = { name: 'Queued before the upgrade' }
    const first = await h.member('post', '/api/boards').set('Idempotency-Key', 'legacy-1').send(body)
    const legacy = createHash('sha256').update(`POST /api/boards\n${JSON.stringify(body)}`).digest('hex')
    await h.db.run("UPDATE idempotency_keys SET request_hash = ? WHERE idem_key = 'legacy-1'", legacy)
    const retry = await h.member('post', '/api/boards').set('Idempotency-Key', 'legacy-1').send(body)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.body.id).toBe(first.body.id)
    const other = await h.member('post', '/api/boards').set('Idempotency-Key', 'legacy-1').send({ name: 'Something else' })
    expect(other.status).toBe(422)
  })

  it('are refused on every call that carries a password, which then does nothing', async () => {
    const target = await h.addUser('keyed-target')
    const key = (t: ReturnType<Harness['anon']>) => t.set('Idempotency-Key', 'password-call-1')
    const calls = [
      key(h.anon('post', '/api/auth/login')).send({ username: 'keyed-target', password: 'keyed-target-pass-123' }),
      key(h.anon('post', '/api/auth/register')).send({ username: 'keyed-new', email: 'keyed-new@example.com', password: 'a-good-long-password' }),
      key(h.anon('post', '/api/auth/password-reset')).send({ token: 'whatever-token', password: 'a-good-long-password' }),
      key(h.call('post', '/api/auth/change-password', target.cookie)).send({ currentPassword: 'keyed-target-pass-123', newPassword: 'a-good-long-password' }),
      key(h.admin('post', '/api/admin/users')).send({ username: 'keyed-admin', email: 'keyed-admin@example.com', password: 'a-good-long-password' }),
      key(h.admin('post', `/api/admin/users/${target.id}/reset-password`)).send({ password: 'a-good-long-password' }),
      key(h.anon('post', '/API/Auth/Login/')).send({ username: 'keyed-target', password: 'keyed-target-pass-123' }),
    ]
    for (const [i, res] of (await Promise.all(calls)).entries()) {
      expect([i, res.status, res.body]).toEqual([i, 400, { message: 'Idempotency-Key is not accepted on calls that carry a password; send the call without it' }])
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    expect(await h.db.value("SELECT COUNT(*) FROM users WHERE username IN ('keyed-new', 'keyed-admin')")).toBe(0)
    expect(await h.db.value("SELECT COUNT(*) FROM idempotency_keys WHERE idem_key = 'password-call-1'")).toBe(0)
    expect((await h.anon('post', '/api/auth/login').send({ username: 'keyed-target', password: 'keyed-target-pass-123' })).status).toBe(200)
    // Other calls still take a key.
    expect((await h.member('post', '/api/boards').set('Idempotency-Key', 'password-call-1').send({ name: 'Keyed' })).status).toBe(201)
  })
})
