// Scenario 11, a captive portal (or a server that cannot be reached) while the browser still reports
// navigator.onLine = true: context.setOffline cannot show this, the proxy can, by cutting every request.
// The user should be told (the header's "Offline" badge) as soon as a sync attempt fails, a change made
// meanwhile must stay queued, and it must reach the server exactly once when traffic passes again.
import { expect } from '../base-test'
import { deviceState } from './device-copy'
import { buyerOnVendorPage, serverFavorites } from './buyer-page'
import { faultTest } from './fault-env'
import { PUSH_PATH } from '../../../sync/protocol/push'

const test = faultTest('captive-portal')

test('every request cut while navigator.onLine stays true: the header says Offline within one sync attempt', async ({ page, faultProxy: proxy, baseURL, server }) => {
  await buyerOnVendorPage(page, baseURL!, server)
  proxy.refuse(true)
  const from = proxy.log.length
  await page.getByRole('button', { name: 'Save', exact: true }).click() // queuing a change starts a sync round at once
  await expect.poll(() => proxy.log.slice(from).filter((e) => e.outcome === 'refused').length).toBeGreaterThan(0)
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  // The badge follows what the app can reach (web/sync/base/connectivity.ts), not navigator.onLine.
  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible({ timeout: 5_000 })
})

test('a favourite saved behind the portal stays queued, then reaches the server exactly once when traffic passes', async ({ page, faultProxy: proxy, baseURL, server }) => {
  test.setTimeout(120_000)
  const { userId, vendor } = await buyerOnVendorPage(page, baseURL!, server)
  proxy.refuse(true)
  const from = proxy.log.length
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible()
  const cutWrites = () => proxy.log.slice(from).filter((e) => e.method === 'POST' && e.url === PUSH_PATH && e.outcome === 'refused').length
  await expect.poll(cutWrites).toBeGreaterThan(0)
  // Read from IndexedDB, not the header's "1 change waiting to sync": that button's code loads on
  // demand (web/app/layout/sync-status.tsx), and with the service worker blocked here the portal cuts
  // that chunk too (in production the worker's precache serves it).
  expect(await deviceState(page)).toMatchObject({ outbox: 1, rejections: 0 })
  expect(serverFavorites(server, userId)).toEqual([])

  proxy.refuse(false)
  // Failed rounds retry with backoff (2 s doubling to 30 s, web/sync/engine.ts): give it two of the longest.
  await expect.poll(() => serverFavorites(server, userId), { timeout: 65_000 }).toEqual([{ itemType: 'vendor', itemId: vendor.id }])
  await expect.poll(() => deviceState(page)).toEqual({ outbox: 0, rejections: 0, negativeIds: {} })
  await expect(page.getByRole('banner').getByText('Offline')).toBeHidden()
  // Exactly once also in the proxy's eyes: one change reached the server (any more were replays of its number).
  const delivered = proxy.log.slice(from).filter((e) => e.method === 'POST' && e.url === PUSH_PATH && e.outcome === 'answered')
  expect(new Set(delivered.map((e) => e.mutation)).size).toBe(1)
})
