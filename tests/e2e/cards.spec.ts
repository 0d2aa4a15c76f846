// Vendor card and product card: logos and their placeholders, category and
// Featured badges, star display (vendor card: half star from .5, N/A when missing), three-line
// description, price summary order ("Starting at $X/month" with the figure's basis beneath), View Details, and the Compare buttons with their notices. Vendors and
// products without logos, ratings or prices are created through the admin API. The stories run on the
// desktop (./viewport-policy.ts); the tablet checks that the cards fit its screen, with axe.
import { AxeBuilder } from '@axe-core/playwright'
import { expect, request as playwrightRequest, readingTest, test, type APIRequestContext, type Page } from './base-test'
import type { Product, Vendor } from '../../sync/schemas'
import { toastRoots } from './account-helpers'
import { expectNoHorizontalScroll, seriousViolations } from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

const VIEWPORTS = [['desktop', { width: 1280, height: 800 }], ['tablet', { width: 820, height: 1180 }]] as const
const TAG = 'Quillon' // every vendor and product this file creates carries it, so a search finds exactly them

let admin: APIRequestContext
const created: { vendors: Vendor[] } = { vendors: [] }

async function post<T>(path: string, data: object): Promise<T> {
  const res = await admin.post(path, { data })
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201)
  return (await res.json()) as T
}

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
  expect((await admin.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-admin-password' } })).ok()).toBe(true)
  // A retried worker runs this again: start from none of this file's rows.
  for (const v of (await (await admin.get('/api/vendors')).json()) as Vendor[]) if (v.name.startsWith(TAG)) await admin.delete(`/api/vendors/${v.id}`)
  const ratings = { valueRating: 4, supportRating: 4, easeOfUseRating: 4, featureRating: 4 }
  const unrated = await post<Vendor>('/api/vendors', { name: `${TAG} Unrated`, category: 'security', pricingModel: 'Freemium', description: 'Short.' })
  const fromText = await post<Vendor>('/api/vendors', {
    name: `${TAG} Textpriced`, category: 'finance', securityRating: 4.3, ...ratings,
    pricingDetails: 'Team $129/month, Starter $49/month',
    description: 'A deliberately long description. '.repeat(30),
  })
  const priced = await post<Vendor>('/api/vendors', { name: `${TAG} Priced`, category: 'hr', securityRating: 4.5, ...ratings })
  const contact = await post<Vendor>('/api/vendors', { name: `${TAG} Contact`, category: 'marketing', securityRating: 2 })
  created.vendors.push(unrated, fromText, priced, contact)
  const widget = await post<Product>('/api/products', { vendorId: priced.id, name: `${TAG} Widget`, type: 'software' })
  const tier = await post<{ id: number }>('/api/product-tiers', { productId: widget.id, name: 'Team' })
  await post('/api/pricing-options', { productTierId: tier.id, price: 12.5, paymentFrequency: 'monthly' })
  await post('/api/pricing-options', { productTierId: tier.id, price: 0, paymentFrequency: 'monthly' })
  await post<Product>('/api/products', { vendorId: priced.id, name: `${TAG} Box`, type: 'hardware', description: 'A rack-mounted box.' })
})

test.afterAll(async () => {
  for (const v of created.vendors) await admin.delete(`/api/vendors/${v.id}`)
  await admin.dispose()
})

const vendorCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
const productCard = vendorCard

async function openVendors(page: Page, path: string, expected?: number) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: expected === undefined ? /^All Vendors \(\d+\)$/ : `All Vendors (${expected})` })).toBeVisible({ timeout: 20_000 })
}
async function openProducts(page: Page, path: string, expected: number) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: `All Products (${expected})` })).toBeVisible({ timeout: 20_000 })
}

for (const [label, viewport] of VIEWPORTS) {
  const isDesktop = label === 'desktop'
  const story = storyTest(isDesktop)
  const readingStory = storyTest(isDesktop, readingTest)
  const readingSmallScreen = smallScreenTest(isDesktop, readingTest)

  test.describe(`vendor card, ${label}`, () => {
    test.use({ viewport })

    readingStory('logo or placeholder, name link, category and Featured badges, stars, description, price summary', async ({ page }) => {
      await openVendors(page, '/vendors?category=security')
      const northgate = vendorCard(page, 'Northgate Sentinel')
      await expect(northgate.getByTestId('catalog-logo')).toHaveAttribute('src', '/media/logos/northgate-sentinel.svg')
      await expect(northgate.getByRole('link', { name: 'Northgate Sentinel', exact: true })).toHaveAttribute('href', '/vendors/northgate-sentinel')
      await expect(northgate.getByText('Security', { exact: true }).first()).toBeVisible()
      await expect(northgate.getByText('Featured', { exact: true })).toBeVisible()
      // Security rating 4.8: four stars and a half (the card's threshold is .5), printed with one decimal.
      await expect(northgate.getByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveAttribute('data-stars', '4.5')
      // "Starting at $X/month", with what the figure is beneath it (sync/rules/price-figure).
      await expect(northgate.getByTestId('price-summary')).toHaveText('Starting at $7/month')
      await expect(northgate.getByTestId('price-basis')).toHaveText('per user, billed monthly')
      // The security stars say what they rate: "Security rating", not a bare "Security" that reads like the category.
      await expect(northgate.getByText('Security rating', { exact: true })).toBeVisible()

      await openVendors(page, `/vendors?search=${TAG}`, 4)
      const unrated = vendorCard(page, `${TAG} Unrated`)
      await expect(unrated.getByTestId('catalog-logo')).toHaveCount(0)
      await expect(unrated.getByTestId('logo-placeholder')).toHaveText('Q')
      await expect(unrated.getByRole('img', { name: 'Not rated' })).toHaveAttribute('data-stars', '0')
      await expect(unrated.getByText('N/A', { exact: true })).toBeVisible()
      await expect(unrated.getByText('Featured', { exact: true })).toHaveCount(0)
      await expect(unrated.getByTestId('price-summary')).toHaveText('Free plan available')
      await expect(unrated.getByTestId('price-basis')).toHaveCount(0)

      const textPriced = vendorCard(page, `${TAG} Textpriced`)
      // 4.3: the general rule would draw a half star (.25), the vendor card does not (.5).
      await expect(textPriced.getByRole('img', { name: 'Rated 4.3 out of 5' })).toHaveAttribute('data-stars', '4')
      await expect(textPriced.getByText('Finance', { exact: true })).toBeVisible()
      await expect(textPriced.getByTestId('price-summary')).toHaveText('Starting at $49/month')
      await expect(textPriced.getByTestId('price-basis')).toHaveText("from the vendor's pricing details")
      const description = textPriced.getByTestId('vendor-description')
      expect(await description.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('3')
      expect(await description.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)

      const priced = vendorCard(page, `${TAG} Priced`)
      await expect(priced.getByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveAttribute('data-stars', '4.5')
      // The lowest positive option price wins over the text and the free option: whole dollars or 2 decimals.
      await expect(priced.getByTestId('price-summary')).toHaveText('Starting at $12.50/month')
      await expect(priced.getByTestId('price-basis')).toHaveText('per user, billed monthly')
      await expect(vendorCard(page, `${TAG} Contact`).getByTestId('price-summary')).toHaveText('Contact for pricing')

      await priced.getByRole('link', { name: 'View Details' }).click()
      await expect(page).toHaveURL('/vendors/quillon-priced')
    })

    story('Compare adds the vendor to the Quick Compare Board once, with a notice linking to the Evaluation Center', async ({ page }) => {
      test.slow() // runs axe
      await openVendors(page, `/vendors?search=${TAG}`, 4)
      const card = vendorCard(page, `${TAG} Contact`)
      await card.getByRole('button', { name: 'Compare' }).click()
      const notice = page.getByText(`${TAG} Contact was added to the Quick Compare Board`)
      await expect(notice).toBeVisible()
      await notice.hover() // a hovered toast stays: on a busy machine axe can outlast its few seconds
      // Check once the notice has finished sliding in (contrast is measured with its opacity).
      await toastRoots(page).evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
      const { violations } = await new AxeBuilder({ page }).include('[data-scope="toast"]').analyze()
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id), 'the notice').toEqual([])
      // Hidden once the vendor is on the board, also after a reload (the board is stored locally).
      await expect(card.getByRole('button', { name: 'Compare' })).toHaveCount(0)
      await expect(vendorCard(page, `${TAG} Priced`).getByRole('button', { name: 'Compare' })).toBeVisible()
      await page.getByRole('link', { name: 'Open the Evaluation Center' }).click()
      await expect(page).toHaveURL('/evaluation-center')
      await openVendors(page, `/vendors?search=${TAG}`, 4)
      await expect(vendorCard(page, `${TAG} Contact`).getByRole('button', { name: 'Compare' })).toHaveCount(0)
      expect(await page.evaluate(() => new Promise((resolve) => {
        const open = indexedDB.open('vetted')
        open.onsuccess = () => {
          const all = open.result.transaction('vendorCompare').objectStore('vendorCompare').getAll()
          all.onsuccess = () => resolve(all.result.length)
        }
      }))).toBe(1)
    })

    readingSmallScreen('fits the screen: vendor cards with and without logo, rating and price, no sideways scrolling, axe', async ({ page }) => {
      await openVendors(page, `/vendors?search=${TAG}`, 4)
      for (const name of ['Unrated', 'Textpriced', 'Priced', 'Contact']) {
        const card = vendorCard(page, `${TAG} ${name}`)
        await expect(card.getByTestId('price-summary')).toBeVisible()
        await expect(card.getByRole('link', { name: 'View Details' })).toBeVisible()
        await expect(card.getByRole('button', { name: 'Compare' })).toBeVisible()
      }
      await expect(vendorCard(page, `${TAG} Textpriced`).getByTestId('vendor-description')).toBeVisible()
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])
    })
  })

  test.describe(`product card, ${label}`, () => {
    test.use({ viewport })

    readingStory('logo chain, "by {vendor}", description fallback, type tags, View Details, pricing line', async ({ page, request }) => {
      const products = (await (await request.get('/api/products')).json()) as Product[]
      const ownLogo = products.find((p) => p.name === 'Orderloop POS Terminal T2') as Product
      const vendorLogo = products.find((p) => p.name === 'Orderloop Handheld H1') as Product
      await openProducts(page, '/products?vendor=orderloop-commerce', products.filter((p) => p.vendorId === ownLogo.vendorId).length)
      await expect(productCard(page, ownLogo.name).getByTestId('catalog-logo')).toHaveAttribute('src', ownLogo.logoUrl as string)
      await expect(productCard(page, vendorLogo.name).getByTestId('catalog-logo')).toHaveAttribute('src', '/media/logos/orderloop-commerce.svg')
      await expect(productCard(page, ownLogo.name).getByText('Hardware', { exact: true })).toBeVisible()

      await openProducts(page, `/products?search=${TAG}`, 2)
      const widget = productCard(page, `${TAG} Widget`)
      await expect(widget.getByTestId('logo-placeholder')).toHaveText('Q')
      await expect(widget.getByRole('link', { name: 'Quillon Priced' })).toHaveAttribute('href', '/vendors/quillon-priced')
      await expect(widget.getByText('by Quillon Priced')).toBeVisible()
      await expect(widget.getByText('Professional software solution for modern businesses.')).toBeVisible()
      await expect(widget.getByText('Software', { exact: true })).toBeVisible()
      await expect(widget.getByText('Cloud-based', { exact: true })).toBeVisible()
      // The same card form as the vendor card's: one format for a starting price everywhere.
      await expect(widget.getByTestId('price-line')).toHaveText('Starting at $12.50/month')
      await expect(widget.getByTestId('price-basis')).toHaveText('per user, billed monthly')
      await expect(widget.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/products/quillon-widget')

      const box = productCard(page, `${TAG} Box`)
      await expect(box.getByText('A rack-mounted box.')).toBeVisible()
      await expect(box.getByText('Hardware', { exact: true })).toBeVisible()
      await expect(box.getByText('Cloud-based', { exact: true })).toHaveCount(0)
      await expect(box.getByTestId('price-line')).toHaveText('Contact for pricing')
    })

    story('Compare toggles to "Added" with "Added to comparison"; the list holds 4', async ({ page, request }) => {
      const total = ((await (await request.get('/api/products')).json()) as unknown[]).length
      await openProducts(page, '/products', total)
      const all = page.getByTestId('product-card')
      const first = all.nth(0)
      await first.getByRole('button', { name: 'Compare' }).click()
      await expect(first.getByRole('button', { name: 'Added' })).toBeVisible()
      await expect(page.getByText('Added to comparison')).toBeVisible()
      await first.getByRole('button', { name: 'Added' }).click()
      await expect(first.getByRole('button', { name: 'Compare' })).toBeVisible()

      for (let i = 0; i < 4; i++) {
        await all.nth(i).getByRole('button', { name: 'Compare' }).click()
        await expect(all.nth(i).getByRole('button', { name: 'Added' })).toBeVisible()
      }
      await all.nth(4).getByRole('button', { name: 'Compare' }).click()
      await expect(page.getByText('You can compare up to 4 products')).toBeVisible()
      await expect(all.nth(4).getByRole('button', { name: 'Compare' })).toBeVisible()
      await page.reload()
      await expect(all.nth(3).getByRole('button', { name: 'Added' })).toBeVisible({ timeout: 20_000 })
    })

    readingSmallScreen('fits the screen: product cards with and without logo and price, no sideways scrolling, axe', async ({ page }) => {
      await openProducts(page, `/products?search=${TAG}`, 2)
      for (const name of ['Widget', 'Box']) {
        const card = productCard(page, `${TAG} ${name}`)
        await expect(card.getByTestId('price-line')).toBeVisible()
        await expect(card.getByRole('link', { name: 'View Details' })).toBeVisible()
        await expect(card.getByRole('button', { name: 'Compare' })).toBeVisible()
      }
      await expect(productCard(page, `${TAG} Widget`).getByTestId('logo-placeholder')).toBeVisible()
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
