// Shared by the vendor and product detail e2e tests: the viewports they run on, API sessions made once
// per file (sign-in and registration are rate-limited per address), and the page-wide checks.
import { axeWhenSettled } from './axe-settled'
import { CATALOGUE_REQUESTS } from './first-download'
import { expect, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test'

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  'tablet portrait': { width: 820, height: 1180 },
  'tablet landscape': { width: 1180, height: 820 },
} as const

export type Cookie = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'][number]

/** An API client with the same-origin header state-changing calls need. */
export async function apiClient(playwright: PlaywrightWorkerArgs['playwright'], testInfo: TestInfo): Promise<APIRequestContext> {
  const baseURL = testInfo.project.use.baseURL!
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
}

/** Registers a buyer with this client (which stays signed in as them); returns the session cookies for a browser context. */
export async function registerBuyer(api: APIRequestContext, prefix: string): Promise<Cookie[]> {
  const username = `${prefix}${Date.now().toString(36)}`
  const res = await api.post('/api/auth/register', { data: { username, email: `${username}@example.com`, password: 'buyer-password' } })
  expect(res.status()).toBe(202) // no session yet: the app signs in next, and so does this
  expect((await api.post('/api/auth/login', { data: { username, password: 'buyer-password' } })).status()).toBe(200)
  return (await api.storageState()).cookies
}

export async function signInAdmin(api: APIRequestContext): Promise<void> {
  const res = await api.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-admin-password' } })
  expect(res.status()).toBe(200)
}

/** axe findings of serious or critical impact, as readable lines (empty when there are none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeWhenSettled(page)
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
}

/** The header's cart badge (hidden while the cart is empty). */
export const cartBadge = (page: Page) => page.getByRole('banner').getByTestId('cart-count')

/** Holds the first catalogue download until the returned function is called (to see loading states). */
export async function holdCatalogue(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(CATALOGUE_REQUESTS, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** The dialog lies wholly inside the viewport (its body scrolls inside), so its title and footer buttons stay on screen. */
export async function expectDialogFits(page: Page, dialog: Locator): Promise<void> {
  const { width, height } = page.viewportSize()!
  await expect.poll(async () => {
    const box = await dialog.boundingBox()
    return box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height
  }, { message: `the dialog fits the ${width}x${height} screen` }).toBe(true)
}
