// Product detail (/products/{slug}): placeholder, page title, vendor link, every tier with its pricing
// options, choosing a plan, quantities and user limits, Add to cart (header badge, "Updated cart", the
// signed-in buyer's cart on the server), a tier without options, Compare ("Added"), Save, hardware
// requirements, "Product Not Found", and axe. The stories run on the desktop (./viewport-policy.ts);
// tablets in both orientations check their layout: tiers, the plan panel and the specs, fitting the screen.
import { expect, readingTest, test, type APIRequestContext, type Page } from './base-test'
import {
  VIEWPORTS, apiClient, cartBadge, expectNoHorizontalScroll, holdCatalogue, registerBuyer, seriousViolations, type Cookie,
} from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

/** Seeded (api/db/seed/data/products-security.ts): three tiers; Advanced is the popular one. */
const EDR = { name: 'Sentinel EDR', slug: 'sentinel-edr', vendor: 'Northgate Sentinel', vendorSlug: 'northgate-sentinel' }
/** Seeded with one tier and no pricing options ("contact"). */
const MANAGED = { name: 'Sentinel Managed Response', slug: 'sentinel-managed-response' }
const NGFW = { name: 'Ironvale NGFW 400', slug: 'ironvale-ngfw-400' }

let buyer: APIRequestContext
let buyerCookies: Cookie[]

test.beforeAll(async ({ playwright }, testInfo) => {
  buyer = await apiClient(playwright, testInfo)
  buyerCookies = await registerBuyer(buyer, 'productpage')
})
test.afterAll(async () => {
  await buyer?.dispose()
})

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const plans = (page: Page) => page.getByRole('region', { name: 'Plans & Pricing' })
const plan = (page: Page, name: RegExp) => plans(page).getByRole('radio', { name })
const cartPanel = (page: Page) => page.getByRole('region', { name: 'Your plan' })
const quantity = (page: Page, label: 'Users' | 'Quantity') => cartPanel(page).getByRole('spinbutton', { name: label })
const addButton = (page: Page) => cartPanel(page).getByRole('button', { name: 'Add to cart' })

async function open(page: Page, slug: string, name: string) {
  await page.goto(`/products/${slug}`)
  await expect(h1(page, name)).toBeVisible({ timeout: 20_000 })
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(label, () => {
    test.use({ viewport })
    const isDesktop = label === 'desktop'
    const story = storyTest(isDesktop)
    const readingStory = storyTest(isDesktop, readingTest)
    const readingSmallScreen = smallScreenTest(isDesktop, readingTest)

    story('a placeholder while loading, then the product with its vendor, tiers and options', async ({ page }) => {
      const release = await holdCatalogue(page)
      await page.goto(`/products/${EDR.slug}`)
      await expect(page.getByRole('status', { name: 'Loading product' })).toBeVisible()
      release()
      await expect(h1(page, EDR.name)).toBeVisible({ timeout: 20_000 })
      await expect(page).toHaveTitle(`${EDR.name} | Vetted Marketplace`)
      await expect(page.getByRole('main').getByRole('link', { name: EDR.vendor }).first()).toHaveAttribute('href', `/vendors/${EDR.vendorSlug}`)
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Products/${EDR.vendor}/${EDR.name}`)
      await expect(page.getByTestId('product-starting-price').first()).toHaveText('Starting at $7/user/month, billed monthly')

      const tiers = plans(page).getByTestId('tier-card')
      await expect(tiers.getByRole('heading', { level: 3 })).toHaveText(['Essentials', 'Advanced', 'Complete'])
      await expect(tiers.filter({ hasText: 'Most popular' })).toHaveCount(1)
      await expect(tiers.filter({ hasText: 'Most popular' }).getByRole('heading')).toHaveText('Advanced')
      await expect(plans(page).getByRole('radio')).toHaveCount(6)
      // The popular tier's recommended option is offered first.
      await expect(plan(page, /^Advanced: \$122 per user \/ year/)).toBeChecked()
      const essentials = plan(page, /^Essentials: \$7 per user \/ month/)
      await expect(essentials).toHaveAccessibleName(/Recommended.*Billed monthly.*Flexible contract.*Priced per user.*No setup fee.*14-day free trial.*1-50 users/)
      await expect(plan(page, /^Complete: \$19 per user \/ month/)).toHaveAccessibleName(/Setup fee \$500.*25\+ users/)
      // Priced in another currency than the display currency (USD): listed after, marked, never converted.
      await expect(plan(page, /^Complete: €17\.48 per user \/ month/)).toHaveAccessibleName(/Priced in EUR.*Setup fee €500/)
      await expect(page.getByRole('region', { name: 'Features' }).getByRole('listitem').first()).toHaveText('Behavioural detection engine')
      await expect(page.getByRole('region', { name: 'Integrations' }).getByRole('listitem')).toHaveCount(4)
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])
    })

    story('choosing a plan and a quantity: the estimate, user limits and Add to cart with the header badge', async ({ page }) => {
      await open(page, EDR.slug, EDR.name)
      await expect(cartBadge(page)).toHaveCount(0)
      await plan(page, /^Essentials: \$7 per user \/ month/).check()
      await expect(cartPanel(page).getByText('Essentials plan')).toBeVisible()
      await quantity(page, 'Users').fill('60')
      await expect(cartPanel(page).getByText('This plan needs between 1 and 50 users')).toBeVisible()
      await expect(addButton(page)).toBeDisabled()
      await quantity(page, 'Users').fill('3')
      await expect(page.getByTestId('line-estimate')).toHaveText('$21 / month')
      await addButton(page).click()
      await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
      await expect(cartBadge(page).first()).toHaveText('3')
      await expect(page.getByTestId('in-cart')).toContainText('3 in your cart')
      await addButton(page).click()
      await expect(cartBadge(page).first()).toHaveText('6')
      await expect(page.getByTestId('in-cart')).toContainText('6 in your cart')
      await expect(page.getByText('Updated cart', { exact: true })).toBeVisible({ timeout: 10_000 }) // after the first notice closes

      await plan(page, /^Complete: \$19 per user \/ month/).check()
      await expect(quantity(page, 'Users')).toHaveValue('25') // the plan's minimum users
      await expect(page.getByTestId('line-estimate')).toHaveText('$475 / month') // 19 x 25
      await expect(page.getByTestId('line-first-billing')).toHaveText('Due at first billing: $975') // + the $500 setup fee once
      await expect(cartPanel(page).getByText('Includes a one-time setup fee of $500.')).toBeVisible()
      await quantity(page, 'Users').fill('5')
      await expect(cartPanel(page).getByText('This plan needs at least 25 users')).toBeVisible()
      await expect(addButton(page)).toBeDisabled()
      await page.reload()
      await expect(cartBadge(page).first()).toHaveText('6', { timeout: 20_000 }) // the visitor's cart is kept on the device
    })

    story("a signed-in buyer's cart line reaches the server", async ({ page, context }) => {
      expect((await buyer.delete('/api/cart')).status()).toBe(204)
      await context.addCookies(buyerCookies)
      await open(page, EDR.slug, EDR.name)
      await plan(page, /^Essentials: \$7 per user \/ month/).check()
      await quantity(page, 'Users').fill('2')
      await addButton(page).click()
      await expect(cartBadge(page).first()).toHaveText('2')
      const lines = async () => ((await (await buyer.get('/api/cart')).json()) as { quantity: number }[]).map((l) => l.quantity)
      await expect.poll(lines, { timeout: 15_000 }).toEqual([2])
    })

    story('a tier without pricing options can be added as "Contact for pricing"', async ({ page }) => {
      await open(page, MANAGED.slug, MANAGED.name)
      await expect(page.getByTestId('product-starting-price').first()).toHaveText('Contact for pricing')
      await expect(plan(page, /^Enterprise: Contact for pricing/)).toBeChecked()
      await expect(quantity(page, 'Quantity')).toHaveValue('1')
      await addButton(page).click()
      await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
      await expect(cartBadge(page).first()).toHaveText('1')
    })

    readingStory('hardware shows its system requirements and platforms, priced per unit', async ({ page }) => {
      await open(page, NGFW.slug, NGFW.name)
      await expect(page.getByRole('region', { name: 'System Requirements' })).toContainText('12 V external power supply')
      await expect(page.getByRole('region', { name: 'Supported Platforms' }).getByRole('listitem')).toHaveText(['Ironvale Cloud Console', 'Web UI'])
      await expect(plan(page, /^Pro: \$1,290 one-time/)).toBeChecked()
      await expect(plan(page, /^Pro: £1,020 one-time/)).toBeVisible()
      await expect(quantity(page, 'Quantity')).toHaveValue('1')
      await expect(page.getByTestId('line-estimate')).toHaveText('$1,290 one-time')
    })

    story('Compare toggles to "Added" with its notice', async ({ page }) => {
      await open(page, EDR.slug, EDR.name)
      await page.getByRole('button', { name: `Compare ${EDR.name}` }).click()
      await expect(page.getByText('Added to comparison')).toBeVisible()
      await expect(page.getByRole('button', { name: /^Added/ })).toBeVisible()
      await page.reload()
      await expect(page.getByRole('button', { name: /^Added/ })).toBeVisible({ timeout: 20_000 })
      await page.getByRole('button', { name: /^Added/ }).click()
      await expect(page.getByRole('button', { name: `Compare ${EDR.name}` })).toBeVisible()
    })

    story('Save: the "Login required" toast for visitors, a saved favourite for buyers', async ({ page, context }) => {
      await open(page, EDR.slug, EDR.name)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      const toasts = page.getByRole('region', { name: /Notifications/ })
      await expect(toasts.getByText('Login required', { exact: true })).toBeVisible()
      await expect(toasts.getByText('Please log in to save favorites.', { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible() // nothing saved

      const productId = ((await (await buyer.get(`/api/products/${EDR.slug}`)).json()) as { id: number }).id
      const saved = async () => ((await (await buyer.get('/api/favorites')).json()) as { itemType: string; itemId: number }[])
        .filter((f) => f.itemType === 'product' && f.itemId === productId).length
      await context.addCookies(buyerCookies)
      await open(page, EDR.slug, EDR.name)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText('Added to favorites')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
      await expect.poll(saved, { timeout: 15_000 }).toBe(1)
      await page.getByRole('button', { name: 'Saved', exact: true }).click()
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
      await expect.poll(saved, { timeout: 15_000 }).toBe(0) // the buyer is left as they were
    })

    readingStory('an unknown product shows "Product Not Found" with a way back', async ({ page }) => {
      await page.goto('/products/no-such-product-anywhere')
      await expect(h1(page, 'Product Not Found')).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText("We couldn't find the product you're looking for.", { exact: false })).toBeVisible()
      await expect(page).toHaveTitle('Product Not Found | Vetted Marketplace')
      await expect(page.getByRole('main').getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products')
    })

    // The desktop's first story makes these checks on its layout.
    readingSmallScreen('fits the screen: header, tiers, the plan panel and the specs, no sideways scrolling, axe', async ({ page }) => {
      await open(page, EDR.slug, EDR.name)
      await expect(page.getByTestId('product-starting-price').first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: `Compare ${EDR.name}` })).toBeVisible()
      const tiers = plans(page).getByTestId('tier-card')
      await expect(tiers).toHaveCount(3)
      for (const tier of await tiers.all()) await expect(tier).toBeVisible()
      await expect(plan(page, /^Advanced: \$122 per user \/ year/)).toBeChecked()
      await expect(quantity(page, 'Users')).toBeVisible()
      await expect(addButton(page)).toBeVisible()
      await expect(page.getByRole('region', { name: 'Integrations' }).getByRole('listitem')).toHaveCount(4)
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
