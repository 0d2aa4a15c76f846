// Subscribe (/subscribe/{productId}): plan and users with the price breakdown and trial; users outside
// the plan's limits refused with a message; a signed-out visitor asked to sign in keeps their choices; a
// request sent online shows in the profile's Orders tab with its status; a request made OFFLINE reaches
// the server exactly once after reconnecting; the admin sees every request in "All subscription requests"
// and changes its status, which the buyer then sees; axe. The visitor's story runs on the desktop
// (./viewport-policy.ts); a portrait tablet checks that the form, its breakdown and the sign-in dialog fit.
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from './base-test'
import { ADMIN, expectToast } from './account-helpers'
import { EDR, edrPlans, type EdrPlans } from './buy-fixtures'
import { VIEWPORTS, apiClient, expectNoHorizontalScroll, seriousViolations, signInAdmin } from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

const h1 = (page: Page) => page.getByRole('heading', { level: 1, name: 'Subscribe', exact: true })
const users = (page: Page) => page.getByRole('spinbutton', { name: 'Number of users' })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send subscription request' })
const breakdown = (page: Page) => page.getByRole('region', { name: 'Price breakdown' }).getByTestId('breakdown-row')
interface ServerOrder { id: number; reference: string; users: number; total: number; status: string; pricingOptionId: number; username?: string }

let plans: EdrPlans
let admin: APIRequestContext
test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await apiClient(playwright, testInfo)
  await signInAdmin(admin)
  plans = await edrPlans(admin)
})
test.afterAll(async () => {
  await admin?.dispose()
})

/** A new buyer signed in through its own API client (returned, with its username and password). */
async function newBuyer(playwright: PlaywrightWorkerArgs['playwright'], prefix: string) {
  const api = await apiClient(playwright, test.info())
  const username = `${prefix}${Date.now().toString(36)}`
  const res = await api.post('/api/auth/register', { data: { username, email: `${username}@example.com`, password: 'buyer-password' } })
  expect(res.status()).toBe(202) // no session yet: the app signs in next, and so does this
  expect((await api.post('/api/auth/login', { data: { username, password: 'buyer-password' } })).status()).toBe(200)
  return { api, username, password: 'buyer-password', cookies: (await api.storageState()).cookies }
}
const ordersOf = async (api: APIRequestContext) => (await (await api.get('/api/orders')).json()) as ServerOrder[]

async function open(page: Page, query = '') {
  await page.goto(`/subscribe/${plans.productId}${query}`)
  await expect(h1(page)).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveTitle('Subscribe | Vetted Marketplace')
  await expect(page.getByRole('main').getByRole('link', { name: EDR.name })).toBeVisible({ timeout: 20_000 })
}

for (const [label, viewport] of Object.entries({ desktop: VIEWPORTS.desktop, 'tablet portrait': VIEWPORTS['tablet portrait'] })) {
  test.describe(label, () => {
    test.use({ viewport })
    const isDesktop = label === 'desktop'
    const story = storyTest(isDesktop)
    const smallScreen = smallScreenTest(isDesktop)

    story('a visitor: breakdown and trial, users outside the limits refused, asked to sign in with choices kept, then the request in Orders', async ({ page, playwright }) => {
      test.slow()
      const buyer = await newBuyer(playwright, 'subscriber')
      const essentials = plans.option('Essentials', 'USD')
      await open(page, `?option=${essentials.id}`)
      await expect(page.getByRole('radio', { name: 'Essentials: $7 per user / month' })).toBeChecked()
      await expect(users(page)).toHaveValue('1')

      await users(page).fill('60')
      await expect(page.getByText('This plan needs between 1 and 50 users')).toBeVisible()
      await expect(sendButton(page)).toBeDisabled()
      await expect(page.getByText('Enter a number of users that fits the plan to see the price.')).toBeVisible()

      await users(page).fill('10')
      await expect(breakdown(page)).toHaveText(['Per month10 × $7 = $70', 'Setup fee (once)$0', 'First payment$70', 'Yearly cost$840', 'Due today$0'])
      await expect(page.getByTestId('trial-note')).toHaveText('Starts with a 14-day free trial: nothing is due today, and your first payment of $70 falls due when the trial ends.')
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])

      // Signed out: asked to sign in; the plan and users survive the sign-in.
      await sendButton(page).click()
      await expect(page.getByText('Sign in to send your subscription request')).toBeVisible()
      const login = page.getByRole('dialog')
      await expect(login.getByLabel('Username')).toBeVisible()
      await login.getByLabel('Username').fill(buyer.username)
      await login.getByLabel('Password', { exact: true }).fill(buyer.password)
      await login.getByRole('button', { name: 'Sign In', exact: true }).click()
      await expect(login).toBeHidden({ timeout: 15_000 })
      await expect(users(page)).toHaveValue('10')
      await expect(page.getByRole('radio', { name: 'Essentials: $7 per user / month' })).toBeChecked()

      await page.getByLabel('Company (optional)').fill('Northwind')
      await sendButton(page).click()
      await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible()
      await expectToast(page, 'Subscription request sent', `${EDR.name} (Essentials), 10 users`)
      await expect.poll(async () => (await ordersOf(buyer.api)).map((o) => [o.users, o.total, o.status]), { timeout: 15_000 }).toEqual([[10, 70, 'requested']])

      await page.getByRole('link', { name: 'View your orders' }).click()
      await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
      const row = page.getByTestId('order-row')
      await expect(row).toHaveCount(1)
      await expect(row).toContainText('Essentials plan · 10 users · first payment $70 after a 14-day trial')
      await expect(row.getByTestId('order-status')).toHaveText('Status: Requested')
      await expect(page.getByText('No orders yet')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: /All subscription requests/ })).toHaveCount(0) // admins only
      await buyer.api.dispose()
    })

    // The desktop's story runs these checks on its layout.
    smallScreen('fits the screen: plans, users, the breakdown and trial, and the sign-in dialog; axe', async ({ page }) => {
      await open(page, `?option=${plans.option('Essentials', 'USD').id}`)
      await expect(page.getByRole('radio', { name: 'Essentials: $7 per user / month' })).toBeChecked()
      await users(page).fill('10')
      await expect(breakdown(page)).toHaveCount(5)
      await expect(breakdown(page).filter({ hasText: 'First payment' })).toBeVisible()
      await expect(page.getByTestId('trial-note')).toBeVisible()
      await expect(sendButton(page)).toBeEnabled()
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])

      await sendButton(page).click()
      const login = page.getByRole('dialog')
      await expect(login.getByLabel('Username')).toBeInViewport()
      await expect(login.getByRole('button', { name: 'Sign In', exact: true })).toBeInViewport()
      const box = (await login.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    })
  })
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a request made offline reaches the server exactly once after reconnecting; the admin sees it and approves it', async ({ page, context, browser, playwright }) => {
    test.slow()
    const buyer = await newBuyer(playwright, 'offlinebuyer')
    await context.addCookies(buyer.cookies)
    const complete = plans.option('Complete', 'USD')
    await open(page, `?option=${complete.id}`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
    await expect(users(page)).toHaveValue('25')
    await users(page).fill('24')
    await expect(page.getByText('This plan needs at least 25 users')).toBeVisible()

    await context.setOffline(true)
    await users(page).fill('30')
    // 30 × 19 + 500 setup once = 1,070
    await expect(breakdown(page).filter({ hasText: 'First payment' })).toHaveText('First payment$1,070')
    await sendButton(page).click()
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible()
    await expect(page.getByText("You're offline: the request is saved on this device")).toBeVisible()
    await expect(page.getByRole('button', { name: '1 change waiting to sync' })).toBeVisible()
    expect(await ordersOf(buyer.api)).toEqual([])

    await context.setOffline(false)
    // The online event starts a round that skips the backoff; on a loaded machine it can take a while.
    await expect(page.getByRole('button', { name: '1 change waiting to sync' })).toBeHidden({ timeout: 30_000 })
    const sent = await ordersOf(buyer.api)
    expect(sent.map((o) => [o.users, o.total, o.pricingOptionId])).toEqual([[30, 1070, complete.id]])

    // The admin sees it among every request and approves it.
    const adminContext = await browser.newContext({ viewport: VIEWPORTS['tablet portrait'], baseURL: test.info().project.use.baseURL })
    const adminPage = await adminContext.newPage()
    const login = await adminPage.request.post('/api/auth/login', { headers: { Origin: test.info().project.use.baseURL! }, data: ADMIN })
    expect(login.status()).toBe(200)
    await adminPage.goto('/profile?tab=orders')
    const all = adminPage.getByRole('region', { name: /All subscription requests/ })
    const adminRow = all.getByTestId('admin-order-row').filter({ hasText: buyer.username })
    await expect(adminRow).toHaveCount(1, { timeout: 20_000 })
    // Each request has a readable reference, the one the buyer is mailed and sees.
    await expect(adminRow).toContainText(`${sent[0].reference}${buyer.username}${EDR.name}30$1,070`)
    expect(await seriousViolations(adminPage)).toEqual([])
    await adminRow.getByRole('combobox').selectOption('approved')
    await expectToast(adminPage, 'Status updated', `${sent[0].reference} (${EDR.name} for ${buyer.username}): Approved`)
    expect((await ordersOf(buyer.api))[0].status).toBe('approved')
    await adminContext.close()

    // The buyer's Orders tab follows through sync.
    await page.goto('/profile?tab=orders')
    await expect(page.getByTestId('order-status')).toHaveText('Status: Approved', { timeout: 20_000 })
    await buyer.api.dispose()
  })
})

test('an unknown product says so under the Subscribe heading', async ({ page }) => {
  await page.goto('/subscribe/99999999')
  await expect(h1(page)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products')
})
