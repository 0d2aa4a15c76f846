// The local-first core as a user meets it: the first visit downloads the catalogue into IndexedDB;
// afterwards the vendor list and a vendor page never opened before load offline; a favourite saved
// offline waits in the outbox and reaches the server exactly once after reconnecting; a first download
// cut off by the network keeps what arrived and finishes later.
import { expect, test, type Page } from './base-test'
import { localRowCount } from './account-helpers'
import { firstDownloadFromFeed } from './first-download'

test.use({ serviceWorkers: 'allow' })

async function firstVisit(page: Page) {
  await page.goto('/vendors')
  await expect(page.getByRole('heading', { name: /^All Vendors \(\d+\)$/ })).toBeVisible({ timeout: 20_000 })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('the first visit copies the catalogue into the browser', async ({ page, request }) => {
  await firstVisit(page)
  const serverVendors = (await (await request.get('/api/vendors')).json()) as unknown[]
  await expect(page.getByRole('heading', { name: `All Vendors (${serverVendors.length})` })).toBeVisible()
  expect(await localRowCount(page, 'vendors')).toBe(serverVendors.length)
})

test('offline: /vendors reloads and a vendor page never opened before opens', async ({ page, context, request }) => {
  await firstVisit(page)
  const vendors = (await (await request.get('/api/vendors')).json()) as { name: string; slug: string }[]
  const neverOpened = vendors[vendors.length - 1]
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: `All Vendors (${vendors.length})` })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible()
  await page.goto(`/vendors/${neverOpened.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: neverOpened.name })).toBeVisible()
  await context.setOffline(false)
})

test('a favourite saved offline reaches the server exactly once after reconnecting', async ({ page, context, baseURL }) => {
  const username = `buyer${Date.now()}`
  const registered = await page.request.post('/api/auth/register', {
    headers: { Origin: baseURL! },
    data: { username, email: `${username}@example.com`, password: 'buyer-password' },
  })
  expect(registered.status()).toBe(202) // no session yet: the app signs in next, and so does this
  const signedIn = await page.request.post('/api/auth/login', { headers: { Origin: baseURL! }, data: { username, password: 'buyer-password' } })
  expect(signedIn.status()).toBe(200)
  await firstVisit(page)
  const vendor = ((await (await page.request.get('/api/vendors')).json()) as { id: number; name: string; slug: string }[])[2]
  await page.goto(`/vendors/${vendor.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible()
  await expect(page.getByRole('button', { name: '1 change waiting to sync' })).toBeVisible()
  await page.reload() // queued work survives a reload
  await expect(page.getByRole('button', { name: '1 change waiting to sync' })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByRole('button', { name: '1 change waiting to sync' })).toBeHidden({ timeout: 15_000 })
  const favorites = (await (await page.request.get('/api/favorites')).json()) as { itemType: string; itemId: number }[]
  expect(favorites.filter((f) => f.itemType === 'vendor' && f.itemId === vendor.id)).toHaveLength(1)
  expect(favorites).toHaveLength(1)
})

test('search answers offline from the local index, with prefixes and typos', async ({ page, context }) => {
  await firstVisit(page)
  await context.setOffline(true)
  await page.reload()
  const search = page.getByRole('banner').getByRole('combobox').first()
  await search.fill('northgat')
  await search.press('Enter')
  await expect(page).toHaveURL('/marketplace?search=northgat')
  // The hub also shows featured vendors: look in its search results.
  const results = page.getByRole('region', { name: /^Results for/ })
  await expect(results.getByRole('link', { name: 'Northgate Sentinel', exact: true })).toBeVisible({ timeout: 15_000 })
  await page.goto('/marketplace?search=nortgate%20sentinel') // a typo
  await expect(results.getByRole('link', { name: 'Northgate Sentinel', exact: true })).toBeVisible({ timeout: 15_000 })
  await context.setOffline(false)
})

test('a first download cut off part way keeps what arrived, and finishes once the network is back', async ({ page, context, request }) => {
  const products = ((await (await request.get('/api/products')).json()) as unknown[]).length
  // First-download requests (5,000 changes each) are cut to 100 changes, so the demo catalogue takes
  // several answers: the second is held to see the progress line, the third fails with the network.
  await firstDownloadFromFeed(page)
  let firstLoadRequests = 0
  let releaseSecond!: () => void
  const second = new Promise<void>((resolve) => (releaseSecond = resolve))
  await page.route('**/api/sync/changes?*', async (route) => {
    const url = new URL(route.request().url())
    if (url.searchParams.get('limit') !== '5000') return route.continue()
    url.searchParams.set('limit', '100')
    const n = ++firstLoadRequests
    if (n === 2) await second
    if (n === 3) {
      await context.setOffline(true)
      return route.abort('internetdisconnected')
    }
    return route.continue({ url: url.toString() })
  })
  await page.goto('/vendors')
  await expect(page.getByRole('status').filter({ hasText: 'Downloading the catalogue for offline use… 100 items' })).toBeVisible()
  releaseSecond()
  // What arrived (every vendor, some products) is in the tables although the rest never came.
  await expect(page.getByRole('heading', { name: 'All Vendors (42)' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /catalogue/ })).toBeHidden()
  const partial = await localRowCount(page, 'products')
  expect(partial).toBeGreaterThan(0)
  expect(partial).toBeLessThan(products)

  await context.setOffline(false)
  await expect.poll(() => localRowCount(page, 'products'), { timeout: 20_000 }).toBe(products)
  await page.goto('/products')
  await expect(page.getByRole('heading', { name: `All Products (${products})` })).toBeVisible()
  expect(firstLoadRequests).toBe(3) // the rest came as ordinary pages, not a new first download
})
