// The local-first core as a user meets it: the first visit downloads the catalogue into IndexedDB;
// afterwards the vendor list and a vendor page never opened before load offline; a favourite saved
// offline waits in the outbox and reaches the server exactly once after reconnecting.
import { expect, test, type Page } from '@playwright/test'

test.use({ serviceWorkers: 'allow' })

const localVendorCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('vetted')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('vendors').objectStore('vendors').count()
          count.onsuccess = () => resolve(count.result)
        }
      }),
  )

async function firstVisit(page: Page) {
  await page.goto('/vendors')
  await expect(page.getByRole('heading', { name: /^All Vendors \(\d+\)$/ })).toBeVisible({ timeout: 20_000 })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('the first visit copies the catalogue into the browser', async ({ page, request }) => {
  await firstVisit(page)
  const serverVendors = (await (await request.get('/api/vendors')).json()) as unknown[]
  await expect(page.getByRole('heading', { name: `All Vendors (${serverVendors.length})` })).toBeVisible()
  expect(await localVendorCount(page)).toBe(serverVendors.length)
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
  expect(registered.status()).toBe(201)
  await firstVisit(page)
  const vendor = ((await (await page.request.get('/api/vendors')).json()) as { id: number; name: string; slug: string }[])[2]
  await page.goto(`/vendors/${vendor.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Save' }).click()
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
