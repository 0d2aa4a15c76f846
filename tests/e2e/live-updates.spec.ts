// The live channel (docs/sync.md, "Live pokes"): a change made elsewhere reaches an open page within
// the usual wait, with no reload. Without the channel these fail: the next pull would come from the
// engine's one-minute timer. Run with the real service worker, which must leave the stream alone.
import { expect, test, type BrowserContext, type Page, type Request } from './base-test'
import { newUser, registerUser, signInApi } from './account-helpers'
import { adminApi, SLOW, uniqueName, type VendorRow } from './admin-catalog-helpers'

test.use({ serviceWorkers: 'allow' })

async function newVendor(baseURL: string, name: string) {
  const api = await adminApi(baseURL)
  const res = await api.post('/api/vendors', { data: { name, description: 'First description' } })
  expect(res.status()).toBe(201)
  return { api, vendor: (await res.json()) as VendorRow }
}

/** The vendor's page, once its row is in this device's copy (the page reads only the copy). */
async function openVendorPage(page: Page, vendor: VendorRow) {
  await page.goto(`/vendors/${vendor.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible(SLOW)
  await expect(page.getByText('First description').first()).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, SLOW)
}

/** The event streams this context holds open, each with the tab that opened it. */
function watchStreams(context: BrowserContext) {
  const open = new Map<Request, Page>()
  context.on('response', (response) => {
    const request = response.request()
    if (request.url().includes('/api/sync/events') && response.status() === 200) open.set(request, request.frame().page())
  })
  const gone = (request: Request) => open.delete(request)
  context.on('requestfinished', gone)
  context.on('requestfailed', gone)
  return () => [...open.values()].filter((page) => !page.isClosed())
}

test("an admin's edit reaches a visitor's open vendor page in a moment, with no reload; offline the stream closes, and reopens", async ({ page, context, baseURL }) => {
  const streams = watchStreams(context)
  const { api, vendor } = await newVendor(baseURL!, uniqueName('Live vendor'))
  await openVendorPage(page, vendor)

  const patched = await api.patch(`/api/vendors/${vendor.id}`, { data: { description: 'Edited a moment ago' } })
  expect(patched.status()).toBe(200)
  await expect(page.getByText('Edited a moment ago').first()).toBeVisible()

  await context.setOffline(true)
  await expect.poll(() => streams().length).toBe(0)
  await context.setOffline(false)
  await expect.poll(() => streams().length, SLOW).toBe(1)
  expect((await api.patch(`/api/vendors/${vendor.id}`, { data: { description: 'Edited after the outage' } })).status()).toBe(200)
  await expect(page.getByText('Edited after the outage').first()).toBeVisible()
  await api.dispose()
})

test('one stream per device: the tab holding it passes the pokes on, and hands the stream over when it closes', async ({ context, baseURL }) => {
  test.setTimeout(90_000)
  const streams = watchStreams(context)
  const { api, vendor } = await newVendor(baseURL!, uniqueName('Two tabs vendor'))
  const first = await context.newPage()
  await openVendorPage(first, vendor)
  const second = await context.newPage()
  await openVendorPage(second, vendor)
  await expect.poll(() => streams().length, SLOW).toBe(1)
  const [leader] = streams()
  const follower = leader === first ? second : first

  expect((await api.patch(`/api/vendors/${vendor.id}`, { data: { description: 'Seen in both tabs' } })).status()).toBe(200)
  for (const tab of [first, second]) await expect(tab.getByText('Seen in both tabs').first()).toBeVisible()
  expect(streams()).toHaveLength(1)

  await leader.close()
  await expect.poll(() => streams(), SLOW).toEqual([follower])
  expect((await api.patch(`/api/vendors/${vendor.id}`, { data: { description: 'After the handover' } })).status()).toBe(200)
  await expect(follower.getByText('After the handover').first()).toBeVisible()
  await api.dispose()
})

test("a favourite saved on the laptop shows on the buyer's tablet in a moment", async ({ browser, page, baseURL }) => {
  const user = newUser()
  await registerUser(page.request, baseURL!, user) // `page` is the tablet, signed in as the buyer
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Favorite Vendors (0)' })).toBeVisible(SLOW)

  const laptop = await browser.newContext({ baseURL })
  await signInApi(laptop.request, baseURL!, user.username, user.password)
  const [vendor] = (await (await laptop.request.get('/api/vendors')).json()) as VendorRow[]
  const saved = await laptop.request.post('/api/favorites', { headers: { Origin: baseURL! }, data: { itemType: 'vendor', itemId: vendor.id } })
  expect(saved.status()).toBe(201)
  await expect(page.getByRole('heading', { name: 'Favorite Vendors (1)' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Favorite Vendors' }).getByRole('link', { name: vendor.name })).toBeVisible()
  await laptop.close()
})

test('a visitor who signs in hears of their own rows at once: a favourite saved on another device shows with no reload', async ({ page, request, baseURL }) => {
  const user = newUser()
  await registerUser(request, baseURL!, user) // `request` is the other device, signed in as the buyer; the page stays a visitor
  await page.goto('/profile')
  await expect(page.getByText('Sign in required')).toBeVisible(SLOW)

  const accountDownload = page.waitForResponse((r) => r.url().includes('scope=account') && r.ok(), SLOW)
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click()
  const login = page.getByRole('dialog', { name: 'Sign in to Vetted' })
  await login.getByLabel('Username').fill(user.username)
  await login.getByLabel('Password', { exact: true }).fill(user.password)
  await login.getByRole('button', { name: 'Sign In', exact: true }).click()
  await accountDownload
  await expect(page.getByRole('heading', { name: 'Favorite Vendors (0)' })).toBeVisible(SLOW)

  // Saved after the account's rows were downloaded: only a poke to the buyer's own stream brings it before the minute timer.
  const [vendor] = (await (await request.get('/api/vendors?limit=1')).json()) as VendorRow[]
  const saved = await request.post('/api/favorites', { headers: { Origin: baseURL! }, data: { itemType: 'vendor', itemId: vendor.id } })
  expect(saved.status()).toBe(201)
  await expect(page.getByRole('heading', { name: 'Favorite Vendors (1)' })).toBeVisible()
})

test('a tab hidden past the grace period gives the stream up, and takes it again when shown', async ({ page, context, baseURL }) => {
  const streams = watchStreams(context)
  await page.clock.install()
  const { api, vendor } = await newVendor(baseURL!, uniqueName('Hidden tab vendor'))
  await openVendorPage(page, vendor)
  await expect.poll(() => streams().length, SLOW).toBe(1)
  // Headless pages are always visible: the tab tells the app it was hidden, as a browser would.
  const show = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { value: s, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)

  await show('hidden')
  await page.clock.fastForward(10_000)
  expect(streams()).toHaveLength(1) // within the grace period: switching tabs and back costs nothing
  await page.clock.fastForward(25_000)
  await expect.poll(() => streams().length).toBe(0)
  expect((await api.patch(`/api/vendors/${vendor.id}`, { data: { description: 'Changed while hidden' } })).status()).toBe(200)
  await show('visible')
  await expect.poll(() => streams().length, SLOW).toBe(1)
  await expect(page.getByText('Changed while hidden').first()).toBeVisible()
  await api.dispose()
})
