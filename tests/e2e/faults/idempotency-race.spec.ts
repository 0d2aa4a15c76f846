// Scenario 3, at the API: a client that retries before its first attempt answered sends the same
// Idempotency-Key twice at once. The proxy holds both requests and lets them go together, so they reach
// the server side by side. One order is made, both answers carry it (the second replayed), and the key
// reused with another body is refused (422) without touching anything (api/middleware/idempotency.ts).
import { expect } from '@playwright/test'
import { newUser, registerUser } from '../account-helpers'
import { edrPlans } from '../buy-fixtures'
import { faultTest } from './fault-env'

const test = faultTest('idempotency')

test('the same Idempotency-Key twice at once: one order, identical answers; reused with another body: 422, nothing changed', async ({ request, faultProxy: proxy, server, baseURL }) => {
  const { id: userId } = await registerUser(request, baseURL!, newUser())
  const plans = await edrPlans(request)
  const option = plans.option('Essentials', 'USD')
  const body = { productId: plans.productId, tierId: option.productTierId, pricingOptionId: option.id, users: 5 }
  const headers = { Origin: baseURL!, 'Idempotency-Key': `race-${Date.now().toString(36)}` }

  proxy.hold(({ method, url }) => method === 'POST' && url === '/api/orders')
  const sent = [request.post('/api/orders', { headers, data: body }), request.post('/api/orders', { headers, data: body })]
  await proxy.waitForHeld(2)
  proxy.release()
  const answers = await Promise.all(sent)
  expect(answers.map((a) => a.status())).toEqual([201, 201])
  const [first, second] = await Promise.all(answers.map((a) => a.json()))
  expect(second).toEqual(first)
  expect(answers.map((a) => a.headers()['idempotent-replayed']).sort()).toEqual(['true', undefined])

  const other = await request.post('/api/orders', { headers, data: { ...body, users: 6 } })
  expect(other.status()).toBe(422)

  const orders = server.query<{ id: number; users: number }>('SELECT id, users FROM orders WHERE user_id = ?', userId)
  expect(orders).toEqual([{ id: first.id, users: 5 }])
  expect(server.query('SELECT status FROM idempotency_keys WHERE idem_key = ?', headers['Idempotency-Key'])).toEqual([{ status: 201 }])
  const listed = (await (await request.get('/api/orders')).json()) as { id: number; version: number }[]
  expect(listed.map((o) => [o.id, o.version])).toEqual([[first.id, first.version]])
})
