// A JSON body nested deeper than MAX_BODY_DEPTH answers 400 right after parsing, on every call and for
// everyone, before a handler runs or the Idempotency-Key hash (api/middleware/idempotency.ts) calls
// JSON.stringify, which overflows the stack on deep input (it answered 500). The check is iterative.
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_DEPTH, TOO_DEEP_MESSAGE, nestedDeeperThan } from '../../api/middleware/body'
import { makeHarness, type Harness } from '../api/harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const objects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1)
const storedKeys = async () => await h.db.value('SELECT COUNT(*) FROM idempotency_keys')

describe('request body nesting', () => {
  it('a body nested 10,000 deep (20 KB) with an Idempotency-Key answers 400 for admin, member and visitor', async () => {
    const before = await storedKeys()
    const calls = [
      h.admin('post', '/api/vendors'), h.admin('post', '/api/vendors/import'), h.admin('patch', '/api/blog/posts/1'),
      h.member('post', '/api/favorites'), h.member('delete', '/api/favorites'), h.anon('post', '/api/contact'),
      h.anon('post', '/api/auth/login'), h.anon('get', '/api/vendors'),
    ]
    for (const [i, call] of calls.entries()) {
      const res = await call.set('Idempotency-Key', `deep-${i}`).set('Content-Type', 'application/json').send(arrays(10_000))
      expect(res.status, String(i)).toBe(400)
      expect(res.body).toEqual({ message: TOO_DEEP_MESSAGE })
    }
    expect(await storedKeys()).toBe(before)
  })

  it(`allows ${MAX_BODY_DEPTH} levels and refuses ${MAX_BODY_DEPTH + 1}, in arrays and objects`, async () => {
    for (const shape of [arrays, objects]) {
      const deepest = await h.admin('post', '/api/vendors').set('Content-Type', 'application/json').send(shape(MAX_BODY_DEPTH))
      expect(deepest.status).toBe(400)
      expect(deepest.body.message).not.toBe(TOO_DEEP_MESSAGE) // reached the route's own validation
      const tooDeep = await h.admin('post', '/api/vendors').set('Content-Type', 'application/json').send(shape(MAX_BODY_DEPTH + 1))
      expect(tooDeep.status).toBe(400)
      expect(tooDeep.body).toEqual({ message: TOO_DEEP_MESSAGE })
    }
  })

  it('the check walks without recursion: a million levels answer, wide bodies pass', () => {
    let deep: unknown = []
    for (let i = 0; i < 1_000_000; i++) deep = [deep]
    expect(nestedDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true)
    const wide = { vendors: Array.from({ length: 10_000 }, (_, i) => ({ name: `v${i}`, pros: ['a', 'b'], extra: { x: [1] } })) }
    expect(nestedDeeperThan(wide, MAX_BODY_DEPTH)).toBe(false)
    expect(nestedDeeperThan(JSON.parse(arrays(MAX_BODY_DEPTH)), MAX_BODY_DEPTH)).toBe(false)
    expect(nestedDeeperThan(JSON.parse(arrays(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH)).toBe(true)
    expect(nestedDeeperThan('text', 0)).toBe(false)
  })
})
