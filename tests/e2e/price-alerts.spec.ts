// Price-change alerts: a buyer favourites a product and its vendor; the admin lowers a price through the
// API; after sync the profile's Favorites tab shows a badge and "Prices changed since your last visit"
// with the old and new price; Dismiss and "Mark as seen" clear them for good; axe. The price is put back
// afterwards so the other specs see the seeded catalogue. The story runs on the desktop
// (./viewport-policy.ts); a portrait tablet checks that the alerts fit its screen, with axe.
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from './base-test'
import { VIEWPORTS, apiClient, expectNoHorizontalScroll, registerBuyer, seriousViolations, signInAdmin } from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

/** Seeded (api/db/seed/data/products-security.ts): Keystrand Identity sells Keystrand Access Reviews ($4 and $7 per user). */
const PRODUCT = { name: 'Keystrand Access Reviews', slug: 'keystrand-access-reviews' }
const VENDOR = { name: 'Keystrand Identity', slug: 'keystrand-identity' }

let admin: APIRequestContext
let option: { id: number; price: number }
let ids: { product: number; vendor: number }
test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await apiClient(playwright, testInfo)
  await signInAdmin(admin)
  const product = (await (await admin.get(`/api/products/${PRODUCT.slug}`)).json()) as { id: number; vendorId: number }
  const options = (await (await admin.get(`/api/products/${product.id}/pricing`)).json()) as { id: number; price: number; currency: string; paymentFrequency: string }[]
  const monthly = options.find((o) => o.currency === 'USD' && o.paymentFrequency === 'monthly')!
  option = { id: monthly.id, price: Number(monthly.price) }
  ids = { product: product.id, vendor: product.vendorId }
})
test.afterAll(async () => {
  await admin?.dispose()
})

const setPrice = async (price: number) => expect((await admin.patch(`/api/pricing-options/${option.id}`, { data: { price } })).status()).toBe(200)
const alerts = (page: Page) => page.getByRole('region', { name: 'Prices changed since your last visit' })
const favoritesTab = (page: Page) => page.getByRole('tab', { name: /^Favorites/ })

/** The prices this device last showed for the buyer's favourites (the meta row in IndexedDB). */
const seenCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('vetted')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const all = open.result.transaction('meta').objectStore('meta').getAll()
          all.onsuccess = () => {
            const row = (all.result as { key: string; value: Record<string, unknown> }[]).find((m) => m.key.startsWith('priceAlerts.seen.'))
            resolve(row ? Object.keys(row.value).length : 0)
          }
        }
      }),
  )

/** A new buyer with the product and its vendor as favourites, on the profile once this device has recorded today's prices. */
async function favouritingBuyer(page: Page, playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const buyer = await apiClient(playwright, test.info())
  const cookies = await registerBuyer(buyer, 'pricewatch')
  for (const [itemType, itemId] of [['product', ids.product], ['vendor', ids.vendor]] as const) {
    expect((await buyer.post('/api/favorites', { data: { itemType, itemId } })).status()).toBeLessThan(300)
  }
  await page.context().addCookies(cookies)
  await page.goto('/profile')
  await expect(page.getByRole('region', { name: 'Favorite Products' }).getByRole('link', { name: PRODUCT.name })).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => seenCount(page), { timeout: 15_000 }).toBe(2) // today's prices recorded
  return buyer
}

for (const [label, viewport] of Object.entries({ desktop: VIEWPORTS.desktop, 'tablet portrait': VIEWPORTS['tablet portrait'] })) {
  test.describe(label, () => {
    test.use({ viewport })
    const isDesktop = label === 'desktop'
    const story = storyTest(isDesktop)
    const smallScreen = smallScreenTest(isDesktop)

    story('a price lowered by the admin shows as an alert after sync, until marked as seen', async ({ page, playwright }) => {
      test.slow()
      const buyer = await favouritingBuyer(page, playwright)
      await expect(alerts(page)).toHaveCount(0)
      await expect(page.getByTestId('price-alert-badge')).toHaveCount(0)

      try {
        await setPrice(1)
        await page.reload() // a sync round runs at start
        await expect(alerts(page)).toBeVisible({ timeout: 20_000 })
        await expect(favoritesTab(page)).toHaveAccessibleName('Favorites 2 prices changed')
        const items = alerts(page).getByTestId('price-alert')
        await expect(items).toHaveCount(2)
        const product = items.filter({ hasText: PRODUCT.name })
        await expect(product.getByRole('link', { name: PRODUCT.name })).toHaveAttribute('href', `/products/${PRODUCT.slug}`)
        await expect(product.getByTestId('price-alert-change')).toHaveText(/^Starting at \$[\d.]+\/user\/month, billed \w+ → now Starting at \$1\/user\/month, billed monthly$/)
        await expect(product.getByText('Price down')).toBeVisible()
        await expect(items.filter({ hasText: VENDOR.name }).getByTestId('price-alert-change')).toHaveText(/→ now Starting at \$1\/user\/month, billed monthly$/)
        expect(await seriousViolations(page)).toEqual([])

        await product.getByRole('button', { name: `Mark ${PRODUCT.name} as seen` }).click()
        await expect(items).toHaveCount(1)
        await expect(favoritesTab(page)).toHaveAccessibleName('Favorites 1 price changed')
        await alerts(page).getByRole('button', { name: 'Mark as seen', exact: true }).click()
        await expect(alerts(page)).toHaveCount(0)
        await expect(page.getByTestId('price-alert-badge')).toHaveCount(0)
        await page.reload()
        await expect(page.getByRole('region', { name: 'Favorite Products' }).getByRole('link', { name: PRODUCT.name })).toBeVisible({ timeout: 20_000 })
        await expect(alerts(page)).toHaveCount(0)
      } finally {
        await setPrice(option.price)
        await buyer.dispose()
      }
    })

    // The desktop's story runs axe on the alerts.
    smallScreen('fits the screen: the Favorites tab with its price alerts, no sideways scrolling, axe', async ({ page, playwright }) => {
      test.slow()
      const buyer = await favouritingBuyer(page, playwright)
      try {
        await setPrice(1)
        await page.reload() // a sync round runs at start
        await expect(alerts(page)).toBeVisible({ timeout: 20_000 })
        await expect(page.getByTestId('price-alert-badge').first()).toBeVisible()
        const items = alerts(page).getByTestId('price-alert')
        await expect(items).toHaveCount(2)
        await expect(items.filter({ hasText: PRODUCT.name }).getByTestId('price-alert-change')).toBeVisible()
        await expect(alerts(page).getByRole('button', { name: 'Mark as seen', exact: true })).toBeVisible()
        await expectNoHorizontalScroll(page)
        expect(await seriousViolations(page)).toEqual([])
      } finally {
        await setPrice(option.price)
        await buyer.dispose()
      }
    })
  })
}
