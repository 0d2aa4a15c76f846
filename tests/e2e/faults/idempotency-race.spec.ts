// Scenario 3, at the API: a client that retries before its first attempt answered sends the same
// Idempotency-Key twice at once. The proxy holds both requests and lets them go together, so they reach
// the server side by side; 20 keys, because which of the server's two replay paths answers the second
// (api/middleware/idempotency.ts before the write, api/http/send-write.ts inside its transaction)
// depends on timing. One order per key, identical answers, the second marked replayed; the key reused
// with another body is refused (422) and changes nothing.
import { expect, type APIRequestContext, type APIResponse } from '../base-test'
import { newUser, registerUser } from '../account-helpers'
import { edrPlans } from '../buy-fixtures'
import { faultTest } from './fault-env'
import type { FaultProxy } from './fault-proxy'

const test = faultTest('idempotency')
const KEYS = 20

interface Race { key: string; answers: APIResponse[]; bodies: { id: number }[] }

/** Signs a new buyer in on `request` and sends each of KEYS order requests twice at once. */
async function race(request: APIRequestContext, proxy: FaultProxy, baseURL: string) {
  const { id: userId } = await registerUser(request, baseURL, newUser())
  const plans = await edrPlans(request)
  const option = plans.option('Essentials', 'USD')
  const body = { productId: plans.productId, tierId: option.productTierId, pricingOptionId: option.id, users: 5 }
  const races: Race[] = []
  for (let i = 0; i < KEYS; i++) {
    const key = `race-${i}-${Date.now().toString(36)}`
    const headers = { Origin: baseURL, 'Idempotency-Key': key }
    proxy.hold(({ method, url }) => method === 'POST' && url === '/api/orders')
    const sent = [request.post('/api/orders', { headers, data: body }), request.post('/api/orders', { headers, data: body })]
    await proxy.waitForHeld(2)
    proxy.release()
    const answers = await Promise.all(sent)
    races.push({ key, answers, bodies: await Promise.all(answers.map((a) => a.json())) })
  }
  return { userId, body, races }
}

test('the same Idempotency-Key twice at once: one order and identical answers; reused with another body: 422, nothing changed', async ({ request, faultProxy: proxy, server, baseURL }) => {
  const { userId, body, races } = await race(request, proxy, baseURL!)
  for (const { key, answers, bodies } of races) {
    expect(answers.map((a) => a.status()), key).toEqual([201, 201])
    expect(bodies[1], key).toEqual(bodies[0])
  }
  const orders = () => server.query<{ id: number; users: number; version: number }>('SELECT id, users, version FROM orders WHERE user_id = ? ORDER BY id', userId)
  const before = orders()
  expect(before.map((o) => [o.id, o.users])).toEqual(races.map((r) => [r.bodies[0].id, 5]))

  const { key } = races[0]
  const stored = () => server.query('SELECT status, response FROM idempotency_keys WHERE idem_key = ?', key)
  const storedBefore = stored()
  const other = await request.post('/api/orders', { headers: { Origin: baseURL!, 'Idempotency-Key': key }, data: { ...body, users: 6 } })
  expect(other.status()).toBe(422)
  expect(orders()).toEqual(before)
  expect(stored()).toEqual(storedBefore)
  expect(storedBefore).toHaveLength(1)
})

test('the second of two at once is marked Idempotent-Replayed: true', async ({ request, faultProxy: proxy, baseURL }) => {
  const { races } = await race(request, proxy, baseURL!)
  const marks = races.map(({ answers }) => answers.map((a) => a.headers()['idempotent-replayed'] ?? 'none').sort().join('/'))
  // About half the pairs pass the middleware's look before the first commits: api/http/send-write.ts
  // then finds the stored answer inside the write's transaction, and must mark it too.
  expect(marks).toEqual(races.map(() => 'none/true'))
})
