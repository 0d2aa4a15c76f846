// Scenario 6: the device's clock jumps a year ahead while a queued write waits out its retry delay, and
// is then set right. The retry was scheduled against the wrong clock (notBefore a year ahead); the queue
// must not stall for a year, the entry goes out within a minute (sync/protocol/outbox.ts waitBeforeSending).
// Only the page's wall clock moves (page.clock.setSystemTime); its timers keep real time, as on a device.
import { expect } from '../base-test'
import { buyerOnVendorPage, serverFavorites } from './buyer-page'
import { deviceState } from './device-copy'
import { faultTest } from './fault-env'
import { isWrite } from './fault-proxy'
import { PUSH_PATH } from '../../../sync/protocol/push'

const test = faultTest('clock-jump')
const YEAR_MS = 365 * 24 * 60 * 60 * 1000

test('clock set a year ahead during a retry delay, then back: the queued favourite is sent within a minute', async ({ page, faultProxy: proxy, baseURL, server }) => {
  test.setTimeout(120_000)
  await page.clock.install()
  const { userId, vendor } = await buyerOnVendorPage(page, baseURL!, server)

  // Writes fail (reads pass, so no failed round retries at once, ignoring the backoff): the favourite
  // is held for a retry computed on the clock a year ahead.
  proxy.refuse(isWrite)
  await page.clock.setSystemTime(Date.now() + YEAR_MS)
  const from = proxy.log.length
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => proxy.log.slice(from).filter((e) => e.url === PUSH_PATH && e.outcome === 'refused').length).toBeGreaterThan(0)
  expect(await deviceState(page)).toMatchObject({ outbox: 1 })

  await page.clock.setSystemTime(Date.now())
  proxy.refuse(false)
  const back = Date.now()
  await expect.poll(() => serverFavorites(server, userId), { timeout: 60_000 }).toEqual([{ itemType: 'vendor', itemId: vendor.id }])
  expect(Date.now() - back).toBeLessThan(60_000)
  await expect.poll(() => deviceState(page)).toEqual({ outbox: 0, rejections: 0, negativeIds: {} })
})
