// The fault proxy's own controls the scenario specs do not use yet (latency, throttle, restart, hold's
// bound), checked at the API level, so a later spec relying on them starts from a proxy known to work.
import { expect } from '../base-test'
import { faultTest } from './fault-env'

const test = faultTest('proxy-controls')

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = Date.now()
  const result = await work()
  return [result, Date.now() - start]
}

// Uncompressed, so the bytes the proxy throttles are the bytes of the body (the server compresses
// answers for clients that accept it: then the list crosses the wire in a fraction of its size).
const IDENTITY = { headers: { 'Accept-Encoding': 'identity' } }

test('latency, throttle, restart and a forgotten hold: answers stay whole, only slower', async ({ request, faultProxy: proxy }) => {
  const [plain] = await timed(async () => (await request.get('/api/vendors', IDENTITY)).body())
  expect(plain.length).toBeGreaterThan(10_000)

  proxy.latency(400)
  const [health, slow] = await timed(() => request.get('/api/health'))
  expect(health.status()).toBe(200)
  expect(slow).toBeGreaterThanOrEqual(400)
  proxy.latency(0)

  const bytesPerSecond = Math.ceil(plain.length / 2) // about two seconds for the list
  proxy.throttle(bytesPerSecond)
  const [throttled, took] = await timed(async () => (await request.get('/api/vendors', IDENTITY)).body())
  expect(throttled.equals(plain)).toBe(true)
  expect(took).toBeGreaterThanOrEqual(1_500)
  proxy.throttle(0)

  await proxy.restart() // same address; the client's kept-alive connections are gone
  expect((await request.get('/api/health')).status()).toBe(200)

  proxy.hold(({ url }) => url === '/api/health', 300) // never released: let through after 300 ms
  const [held, waited] = await timed(() => request.get('/api/health'))
  expect(held.status()).toBe(200)
  expect(waited).toBeGreaterThanOrEqual(300)
})
