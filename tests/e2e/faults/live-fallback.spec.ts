// The live channel unavailable (docs/sync.md, "Live pokes"): a proxy that cuts every event stream
// (as a corporate proxy that does not pass them would), while everything else passes. The app gives
// the stream up for a while instead of retrying it every few seconds, and the change still arrives
// with the engine's minute timer, as it did before the channel existed.
import { expect } from '../base-test'
import { adminApi, type VendorRow } from '../admin-catalog-helpers'
import { faultTest } from './fault-env'

const test = faultTest('live-fallback')
const isEventStream = ({ url }: { url: string }) => url.startsWith('/api/sync/events')

test('event streams cut by a proxy: the app backs off, and the minute timer still brings the change', async ({ page, faultProxy: proxy, baseURL }) => {
  test.setTimeout(120_000)
  proxy.refuse(isEventStream)
  await page.clock.install()
  const api = await adminApi(baseURL!)
  const vendor = (await (await api.post('/api/vendors', { data: { name: 'Fallback vendor', description: 'Description before the cut' } })).json()) as VendorRow
  await page.goto(`/vendors/${vendor.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Description before the cut').first()).toBeVisible()

  // The browser's own reconnects fail three times in a row; then the channel backs off (30 s at first).
  const cut = () => proxy.log.filter((e) => isEventStream(e) && e.outcome === 'refused').length
  await expect.poll(cut, { timeout: 30_000 }).toBeGreaterThanOrEqual(3)
  expect((await api.patch(`/api/vendors/${vendor.id}`, { data: { description: 'Description after the cut' } })).status()).toBe(200)
  const attemptsBefore = cut()

  // The minute timer's round pulls the change (the page's timers run on the test's clock).
  await page.clock.fastForward(60_000)
  await expect(page.getByText('Description after the cut').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  // Backing off: at most one more round of attempts (the 30 s retry the jump went past), not one every few seconds.
  expect(cut() - attemptsBefore).toBeLessThanOrEqual(3)
  await api.dispose()
})
