import { beforeAll, describe, expect, it } from 'vitest'
import { makeHarness, type Harness } from './harness'

const THANKS = "Thanks for reaching out! We'll get back to you within one business day."
const messageBody = (over: Record<string, unknown> = {}) => ({
  name: 'Dana Buyer', email: 'dana@example.com', message: 'We would like a demo for 40 seats.', ...over,
})

describe('contact messages', () => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness()
  })
  const stored = async () => await h.db.all('SELECT name, email, company, subject, message FROM contact_messages ORDER BY id')

  it('anyone can send a message; it is stored and thanked', async () => {
    const res = await h.anon('post', '/api/contact').send(messageBody({ company: 'Acme', subject: 'Demo request' }))
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ message: THANKS })
    expect((await stored()).at(-1)).toEqual({
      name: 'Dana Buyer', email: 'dana@example.com', company: 'Acme', subject: 'Demo request', message: 'We would like a demo for 40 seats.',
    })
    const fromMember = await h.member('post', '/api/contact').send(messageBody({ name: 'Member Mo', company: '' }))
    expect(fromMember.status).toBe(201)
    expect((await stored()).at(-1)).toMatchObject({ name: 'Member Mo', company: null, subject: null })
  })

  it('rejects bad input with 400 and field messages, storing nothing', async () => {
    const before = (await stored()).length
    const res = await h.anon('post', '/api/contact').send({ name: '', email: 'not-an-email', message: 'Too short' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      name: 'Name is required', email: 'Invalid email address', message: 'Message must be at least 10 characters',
    })
    expect((await stored()).length).toBe(before)
  })

  it('stores a signed-in person\'s retried submission once (Idempotency-Key); an anonymous key is not kept', async () => {
    const before = (await stored()).length
    const body = messageBody({ subject: 'Retried' })
    const first = await h.member('post', '/api/contact').set('Idempotency-Key', 'contact-1').send(body)
    const again = await h.member('post', '/api/contact').set('Idempotency-Key', 'contact-1').send(body)
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.body).toEqual({ message: THANKS })
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect((await stored()).length).toBe(before + 1)
    // Anyone could store rows for 30 days with anonymous keys (docs/security.md, "Abuse"): none is kept.
    // The same message sent again is told apart by its content instead (api/contact/contact-repo.ts).
    const anonymous = messageBody({ subject: 'Retried anonymously' })
    await h.anon('post', '/api/contact').set('Idempotency-Key', 'contact-2').send(anonymous).expect(201)
    const anonymousAgain = await h.anon('post', '/api/contact').set('Idempotency-Key', 'contact-2').send(anonymous).expect(201)
    expect(anonymousAgain.headers['idempotent-replayed']).toBeUndefined()
    expect(await h.db.value('SELECT COUNT(*) FROM idempotency_keys WHERE idem_key = ?', 'contact-2')).toBe(0)
    expect((await stored()).length).toBe(before + 2)
  })

  it('admins read the messages newest first; members get 403 and anonymous visitors 401', async () => {
    await h.anon('post', '/api/contact').send(messageBody({ subject: 'Older' }))
    await h.anon('post', '/api/contact').send(messageBody({ subject: 'Newest' }))
    const res = await h.admin('get', '/api/admin/contact-messages')
    expect(res.status).toBe(200)
    expect(res.body.length).toBe((await stored()).length)
    expect(res.body.slice(0, 2).map((m: { subject: string }) => m.subject)).toEqual(['Newest', 'Older'])
    expect(res.body[0]).toMatchObject({ name: 'Dana Buyer', email: 'dana@example.com', company: null })
    expect(Number.isNaN(Date.parse(res.body[0].createdAt))).toBe(false)
    expect((await h.member('get', '/api/admin/contact-messages')).status).toBe(403)
    expect((await h.anon('get', '/api/admin/contact-messages')).status).toBe(401)
  })
})

describe('the same message sent again', () => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness()
  })

  it('is stored once within the hour (a visitor\'s resend after a lost answer), and answered the same', async () => {
    const first = await h.anon('post', '/api/contact').send(messageBody({ email: 'resend@example.com' }))
    const again = await h.anon('post', '/api/contact').send(messageBody({ email: 'resend@example.com' }))
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.body).toEqual(first.body)
    expect(await h.db.value("SELECT COUNT(*) FROM contact_messages WHERE email = 'resend@example.com'")).toBe(1)
    // Another message from the same address is its own.
    await h.anon('post', '/api/contact').send(messageBody({ email: 'resend@example.com', message: 'And one more thing about pricing.' }))
    expect(await h.db.value("SELECT COUNT(*) FROM contact_messages WHERE email = 'resend@example.com'")).toBe(2)
  })
})

describe('contact rate limit', () => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness({ authRateLimit: { windowMs: 60 * 60 * 1000, max: 2 } })
  })

  it('answers 429 with Retry-After past the limit for one address, storing nothing more', async () => {
    expect((await h.anon('post', '/api/contact').send(messageBody({ message: 'First question about seats.' }))).status).toBe(201)
    expect((await h.anon('post', '/api/contact').send(messageBody({ message: 'Second question about seats.' }))).status).toBe(201)
    const limited = await h.anon('post', '/api/contact').send(messageBody({ message: 'Third question about seats.' }))
    expect(limited.status).toBe(429)
    expect(Number(limited.get('Retry-After'))).toBeGreaterThan(0)
    expect(limited.body.message).toMatch(/Too many/)
    expect(await h.db.value('SELECT COUNT(*) FROM contact_messages')).toBe(2)
  })
})
