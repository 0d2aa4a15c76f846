// What every API call goes through before its route: the protocol version check, the session cookie,
// and how long an Idempotency-Key keeps its answer.
import { beforeAll, describe, expect, it } from 'vitest'
import { DAY } from '../../api/context'
import { runMaintenance } from '../../api/maintenance'
import { PROTOCOL_HEADER, PROTOCOL_VERSION, SUPPORTED_PROTOCOLS } from '../../sync/protocol/protocol-version'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const OUT_OF_DATE = 'This version of the app is out of date. Reload to get the latest version.'

describe('Idempotency-Key retention', () => {
  const ageKey = async (key: string, days: number) =>
    await h.db.run('UPDATE idempotency_keys SET created_at = ? WHERE idem_key = ?', Date.now() - days * DAY, key)
  const keyCount = async (key: string) => await h.db.value('SELECT COUNT(*) FROM idempotency_keys WHERE idem_key = ?', key)

  it('a key stored 8 days ago still replays after the maintenance job ran', async () => {
    const body = vendorBody({ name: 'Queued Offline Vendor' })
    const first = await h.admin('post', '/api/vendors').set('Idempotency-Key', 'retained-8d').send(body)
    expect(first.status).toBe(201)
    await ageKey('retained-8d', 8)
    await runMaintenance(h.db, h.config)
    const again = await h.admin('post', '/api/vendors').set('Idempotency-Key', 'retained-8d').send(body)
    expect(again.status).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body.id).toBe(first.body.id)
    expect(await h.db.value("SELECT COUNT(*) FROM vendors WHERE name = 'Queued Offline Vendor'")).toBe(1)
  })

  it('a key stored 31 days ago is pruned by the maintenance job', async () => {
    expect((await h.admin('post', '/api/vendors').set('Idempotency-Key', 'expired-31d').send(vendorBody({ name: 'Old Key Vendor' }))).status).toBe(201)
    await ageKey('expired-31d', 31)
    expect(await keyCount('expired-31d')).toBe(1)
    await runMaintenance(h.db, h.config)
    expect(await keyCount('expired-31d')).toBe(0)
  })
})

describe('protocol version header', () => {
  it('exports the header, the version and the versions the server speaks', () => {
    expect(PROTOCOL_HEADER).toBe('X-Vetted-Protocol')
    expect(PROTOCOL_VERSION).toBe(3)
    expect(SUPPORTED_PROTOCOLS).toContain(PROTOCOL_VERSION)
  })

  it('accepts a supported version and requests without the header', async () => {
    expect((await h.anon('get', '/api/vendors').set(PROTOCOL_HEADER, String(PROTOCOL_VERSION))).status).toBe(200)
    expect((await h.anon('get', '/api/vendors')).status).toBe(200)
    const created = await h.admin('post', '/api/vendors').set(PROTOCOL_HEADER, String(PROTOCOL_VERSION)).send(vendorBody({ name: 'Current Client Vendor' }))
    expect(created.status).toBe(201)
  })

  it('answers 426 to a version the server does not speak, before any change', async () => {
    // 2 is an app from before per-device mutation ids: it reloads, and its outbox is upgraded then.
    for (const version of ['1', '2', '4', '0', '999']) {
      const res = await h.anon('get', '/api/vendors').set(PROTOCOL_HEADER, version)
      expect(res.status, version).toBe(426)
      expect(res.body).toEqual({ message: OUT_OF_DATE })
    }
    const write = await h.admin('post', '/api/vendors').set(PROTOCOL_HEADER, '2').send(vendorBody({ name: 'Future Client Vendor' }))
    expect(write.status).toBe(426)
    expect(await h.db.value("SELECT COUNT(*) FROM vendors WHERE name = 'Future Client Vendor'")).toBe(0)
    expect((await h.anon('get', '/api/sync/changes?since=0').set(PROTOCOL_HEADER, '1')).status).toBe(426)
  })

  it('answers 400 to a malformed value', async () => {
    for (const value of ['abc', '1.5', '-1', '1,2', 'v1']) {
      const res = await h.anon('get', '/api/vendors').set(PROTOCOL_HEADER, value)
      expect(res.status, value).toBe(400)
      expect(res.body.message).toMatch(/X-Vetted-Protocol/)
    }
  })
})

describe('session cookie that is not valid percent-encoding', () => {
  it('is treated as no session: reads answer 200, user-only calls 401, never 500', async () => {
    for (const value of ['%', '%ZZ', '%E0%A4%A']) {
      const cookie = `vetted_session=${value}`
      const res = await h.call('get', '/api/vendors', cookie)
      expect(res.status, value).toBe(200)
      expect((await h.call('get', '/api/auth/me', cookie)).status, value).toBe(401)
      expect((await h.call('get', '/api/favorites', cookie)).status, value).toBe(401)
      expect((await h.call('post', '/api/auth/logout', cookie).send({})).status, value).toBeLessThan(500)
    }
  })
})
