// Toasts: one notice visible at a time, later ones wait their turn, and each closes
// after 5 seconds by default. Two notices are raised back to back on a product page by a visitor:
// Save ("Login required") then Compare ("Added to comparison"). Every notice can also be closed at once.
import { expect, test, type Page } from './base-test'

/** Raises the two notices on the first product's page; the second is queued behind the first. */
async function raiseTwoNotices(page: Page) {
  await page.goto('/products')
  await page.getByRole('link', { name: 'View Details' }).first().click()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 20_000 })

  const toasts = page.getByRole('region', { name: /Notifications/ })
  const loginRequired = toasts.getByText('Login required', { exact: true })
  const added = toasts.getByText('Added to comparison', { exact: true })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(loginRequired).toBeVisible()
  await page.getByRole('button', { name: /^Compare/ }).first().click()
  return { toasts, loginRequired, added }
}

test('notices show one at a time; the next appears when the first closes about 5 s later', async ({ page }) => {
  test.slow()
  const { loginRequired, added } = await raiseTwoNotices(page)

  // The second waits while the first is shown: still one notice after 3 s (timers never fire early).
  await page.waitForTimeout(3000)
  await expect(loginRequired).toBeVisible()
  await expect(added).toBeHidden()

  // Then the first closes on its own and the second takes its place.
  await expect(loginRequired).toBeHidden({ timeout: 15_000 })
  await expect(added).toBeVisible({ timeout: 15_000 })
})

test('a notice closes at once with its close button, and the next one shows', async ({ page }) => {
  const { toasts, loginRequired, added } = await raiseTwoNotices(page)
  await expect(added).toBeHidden() // queued behind the first

  // Well before its 5 s are up: the first goes as soon as it is closed, and the second takes its place.
  await toasts.getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(loginRequired).toBeHidden({ timeout: 2_000 })
  await expect(added).toBeVisible({ timeout: 2_000 })
})
