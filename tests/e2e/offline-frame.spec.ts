// The frame around screens loads some pieces in their own chunks (side menu, Marketplace menu columns,
// sync status, toasts). Offline on a first visit (no service worker yet), such a chunk cannot load: the
// page must stay up, and the piece must appear once the connection returns.
//
// The piece's own chunk is what fails here (aborted as a dropped connection would), not the whole
// network: Chromium 150 keeps every failed module fetch in its module map, so after a full outage the
// piece's shared dependency chunks could never load again without a reload, whatever the app does
// (web/components/retryable-import.ts works around it for the piece's own chunk).
import { expect, test, type Page } from './base-test'

/** Fails the chunk whose file name starts with `name` until the returned function lets it through. */
async function dropChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/assets/${name}-[\\w-]{8}\\.js`)
  await page.route(pattern, (route) => route.abort('internetdisconnected'))
  return async () => {
    await page.unroute(pattern)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
  }
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the side menu opened offline before its code loaded keeps the page up, and opens when back online', async ({ page }) => {
    await page.goto('/about')
    const heading = page.getByRole('heading', { level: 1, name: 'About Us' })
    await expect(heading).toBeVisible()
    const reconnect = await dropChunk(page, 'mobile-nav-drawer')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.waitForTimeout(1000)
    await expect(heading).toBeVisible() // no crash, no error screen
    await reconnect()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})

test('the Marketplace menu opened offline before its columns loaded keeps the page up, and fills when back online', async ({ page }) => {
  await page.goto('/about')
  const heading = page.getByRole('heading', { level: 1, name: 'About Us' })
  await expect(heading).toBeVisible()
  const reconnect = await dropChunk(page, 'marketplace-menu-columns')
  await page.getByRole('button', { name: 'Marketplace' }).hover()
  const panel = page.getByRole('region', { name: 'Marketplace' })
  await expect(panel).toBeVisible()
  await page.waitForTimeout(1000)
  await expect(heading).toBeVisible()
  await reconnect()
  await expect(panel.getByRole('heading', { name: 'Browse Vendors' })).toBeVisible()
})
