// The frame around screens loads some pieces in their own chunks (side menu, Marketplace menu columns,
// sync status, toasts). Offline on a first visit (no service worker yet), such a chunk cannot load: the
// page must stay up, and the piece must appear once the connection returns.
import { expect, test } from '@playwright/test'

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the side menu opened offline before its code loaded keeps the page up, and opens when back online', async ({ page, context }) => {
    await page.goto('/about')
    const heading = page.getByRole('heading', { level: 1, name: 'About Us' })
    await expect(heading).toBeVisible()
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.waitForTimeout(1000)
    await expect(heading).toBeVisible() // no crash, no error screen
    await context.setOffline(false)
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})

test('the Marketplace menu opened offline before its columns loaded keeps the page up, and fills when back online', async ({ page, context }) => {
  await page.goto('/about')
  const heading = page.getByRole('heading', { level: 1, name: 'About Us' })
  await expect(heading).toBeVisible()
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Marketplace' }).hover()
  const panel = page.getByRole('region', { name: 'Marketplace' })
  await expect(panel).toBeVisible()
  await page.waitForTimeout(1000)
  await expect(heading).toBeVisible()
  await context.setOffline(false)
  await expect(panel.getByRole('heading', { name: 'Browse Vendors' })).toBeVisible()
})
