// Vendor detail (/vendors/{slug}): placeholder, header, page title and its
// restoration, the five tabs (mouse, keyboard and address), every empty message, the Products tab's
// filters and sorts, Save for visitors and buyers, Add to Compare, Similar Vendors, "Vendor Not Found",
// no sideways scrolling, and axe. The stories run on the desktop (./viewport-policy.ts); tablets in both
// orientations check their layout: header, Overview, Ratings and Products tabs and Similar Vendors.
import { expect, readingTest, test, type APIRequestContext, type Page } from './base-test'
import { planRange, planRangeText, priceFigureText, vendorPriceFigure, type PricedPlan } from '../../sync/rules/price-figure'
import type { Vendor } from '../../sync/schemas'
import {
  VIEWPORTS, apiClient, expectNoHorizontalScroll, holdCatalogue, registerBuyer, seriousViolations, signInAdmin, type Cookie,
} from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

const DEFAULT_TITLE = 'Vetted — Technology Marketplace'
/** A seeded vendor with hardware and software products (api/db/seed/data/*-security.ts). */
const IRONVALE = { name: 'Ironvale Networks', slug: 'ironvale-networks' }
/** A seeded vendor the private-note story writes on (its own, so no other story sees the note). */
const BARE_NOTE = { name: 'Levybridge', slug: 'levybridge' }
/** Created below: no products, integrations, detailed ratings, pricing model or links; five screenshots. */
const BARE = { name: `Quietfield Labs ${Date.now().toString(36)}` }

let buyerCookies: Cookie[]
let bareSlug: string
let admin: APIRequestContext

test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await apiClient(playwright, testInfo)
  await signInAdmin(admin)
  const shots = ['dashboard', 'analytics', 'alerts', 'kanban', 'calendar'].map((s) => `/media/screenshots/${s}.svg`)
  const created = await admin.post('/api/vendors', { data: { name: BARE.name, category: 'security', description: 'A vendor with little to show yet.', screenshots: shots } })
  expect(created.status()).toBe(201)
  bareSlug = ((await created.json()) as { slug: string }).slug
  buyerCookies = await registerBuyer(await apiClient(playwright, testInfo), 'vendorpage')
})

test.afterAll(async () => {
  await admin?.dispose()
})

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const panel = (page: Page) => page.getByRole('tabpanel')
const productCards = (page: Page) => page.getByTestId('vendor-product-card')
const productNames = (page: Page) => productCards(page).getByRole('heading', { level: 3 }).allInnerTexts()

async function open(page: Page, slug: string, name: string, query = '') {
  await page.goto(`/vendors/${slug}${query}`)
  await expect(h1(page, name)).toBeVisible({ timeout: 20_000 })
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(label, () => {
    test.use({ viewport })
    const isDesktop = label === 'desktop'
    const story = storyTest(isDesktop)
    const readingStory = storyTest(isDesktop, readingTest)
    const smallScreen = smallScreenTest(isDesktop, readingTest)

    story('a placeholder while loading, then the header, with the vendor name as page title until leaving', async ({ page }) => {
      const release = await holdCatalogue(page)
      await page.goto(`/vendors/${IRONVALE.slug}`)
      await expect(page.getByRole('status', { name: 'Loading vendor' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Vendor Not Found' })).toBeHidden()
      release()
      await expect(h1(page, IRONVALE.name)).toBeVisible({ timeout: 20_000 })
      await expect(page).toHaveTitle(`${IRONVALE.name} | Vetted Marketplace`)
      const header = page.getByRole('region', { name: IRONVALE.name, exact: true })
      await expect(header.getByText('Security', { exact: true })).toBeVisible()
      await expect(header.getByText(/next-generation firewalls and SD-WAN appliances/)).toBeVisible()
      await expect(header.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeVisible() // (4.7+3.9+4.1+3.8+4.6)/5
      await expect(header.getByText('(1,165 reviews)')).toBeVisible()
      // One line from the price rule: the figure, per user or flat, and its billing.
      await expect(page.getByTestId('vendor-starting-at')).toHaveText(/^Starting at \$[\d.,]+(\/user)?(\/month)?, (billed (monthly|quarterly|yearly)|flat rate, billed \w+|one-time price per unit)$/)
      await expectNoHorizontalScroll(page)

      await page.getByRole('banner').getByRole('link', { name: 'Vetted home' }).click()
      await expect(page).toHaveTitle(DEFAULT_TITLE)
    })

    readingStory('Overview: about text, screenshots, quick stats, View Demo and View Pricing', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name)
      await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true')
      await expect(panel(page).getByRole('heading', { name: `About ${IRONVALE.name}` })).toBeVisible()
      await expect(panel(page).getByRole('img', { name: /^Ironvale Networks screenshot \d$/ })).toHaveCount(3)
      const stats = panel(page).getByRole('region', { name: 'Quick Stats' })
      await expect(stats.getByText('Hardware plus annual subscription')).toBeVisible()
      await expect(stats.getByRole('definition').filter({ hasText: /^Security$/ })).toBeVisible()
      await expect(stats.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeVisible()
      await expect(page.getByRole('link', { name: /^View Demo/ })).toHaveAttribute('href', 'https://www.ironvalenetworks.example/demo')
      await expect(page.getByRole('link', { name: /^View Pricing/ })).toHaveAttribute('href', 'https://www.ironvalenetworks.example/pricing')
      await expect(page.getByRole('link', { name: /^View Demo/ })).toHaveAttribute('target', '_blank')
      expect(await seriousViolations(page)).toEqual([])
    })

    readingStory('a sparse vendor: 4 of 5 screenshots, "Contact for pricing", no links, no integrations, no products', async ({ page }) => {
      await open(page, bareSlug, BARE.name)
      await expect(panel(page).getByRole('img', { name: /screenshot \d$/ })).toHaveCount(4)
      await expect(panel(page).getByRole('definition').filter({ hasText: /^Contact for pricing$/ })).toBeVisible()
      await expect(page.getByRole('link', { name: /^View Demo/ })).toHaveCount(0)
      await expect(page.getByRole('link', { name: /^View Pricing/ })).toHaveCount(0)
      await expect(page.getByTestId('vendor-starting-at')).toHaveText('Contact for pricing')

      await tab(page, 'Ratings & Reviews').click()
      await expect(panel(page).getByTestId('overall-score')).toHaveText('4.5') // spec 9: default overall rating 4.5
      await expect(panel(page).getByText("No detailed ratings yet: this is the vendor's listed overall rating.")).toBeVisible()
      await expect(panel(page).getByText('No pros listed.')).toBeVisible()
      await expect(panel(page).getByText('No cons listed.')).toBeVisible()
      await tab(page, 'Pricing').click()
      await expect(panel(page).getByText('Contact the vendor for detailed pricing.')).toBeVisible()
      await tab(page, 'Products').click()
      await expect(panel(page).getByRole('heading', { name: 'Products (0)' })).toBeVisible()
      await expect(panel(page).getByRole('heading', { name: 'No Products Found' })).toBeVisible()
      await expect(panel(page).getByText("This vendor doesn't have any products listed yet.")).toBeVisible()
      await expect(panel(page).getByLabel('Type')).toHaveCount(0)
      await tab(page, 'Features').click()
      await expect(panel(page).getByText('No integrations listed.')).toBeVisible()
    })

    readingStory('Ratings & Reviews: five detailed ratings with how the score is computed, pros and cons', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name, '?tab=ratings')
      await expect(tab(page, 'Ratings & Reviews')).toHaveAttribute('aria-selected', 'true')
      const ratings = panel(page).getByRole('list', { name: 'Detailed ratings' }).getByRole('listitem')
      await expect(ratings).toHaveText([
        /^Security4\.7 \/ 5$/, /^Value for Money3\.9 \/ 5$/, /^Customer Support4\.1 \/ 5$/, /^Ease of Use3\.8 \/ 5$/, /^Features4\.6 \/ 5$/,
      ])
      await expect(panel(page).getByTestId('overall-score')).toHaveText('4.2')
      await expect(panel(page).getByText('Based on 1,165 reviews')).toBeVisible()
      await expect(panel(page).getByText('The overall score is the average of all five detailed ratings below.')).toBeVisible()
      await expect(panel(page).getByRole('region', { name: 'Pros' }).getByRole('listitem')).toContainText(['Zero-touch provisioning for branch offices'])
      await expect(panel(page).getByRole('region', { name: 'Cons' }).getByRole('listitem')).toHaveCount(3)
      expect(await seriousViolations(page)).toEqual([])
    })

    readingStory('Pricing: model, where the plans start and how far they go (the price rule), View Detailed Pricing', async ({ page, request }) => {
      await open(page, IRONVALE.slug, IRONVALE.name)
      await tab(page, 'Pricing').click()
      await expect(page).toHaveURL(/\?tab=pricing$/)
      const facts = panel(page).getByRole('definition')
      await expect(facts.filter({ hasText: /^Hardware plus annual subscription$/ })).toBeVisible()
      // From the vendor's plans by the one price rule, as the header says (sync/rules/price-figure).
      const vendor = (await (await request.get(`/api/vendors/${IRONVALE.slug}`)).json()) as Vendor
      const plans = (await (await request.get(`/api/vendors/${vendor.id}/pricing`)).json()) as PricedPlan[]
      await expect(facts.filter({ hasText: priceFigureText(vendorPriceFigure(vendor, plans)) })).toBeVisible()
      await expect(facts.filter({ hasText: planRangeText(planRange(plans)!) })).toBeVisible()
      await expect(panel(page).getByRole('link', { name: /^View Detailed Pricing/ })).toHaveAttribute('href', 'https://www.ironvalenetworks.example/pricing')
    })

    readingStory('Features: integrations as badges, key features and deployment', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name, '?tab=features')
      const integrations = panel(page).getByRole('list', { name: 'Integrations' }).getByRole('listitem')
      await expect(integrations).toHaveText(['Microsoft Entra ID', 'Okta', 'Splunk', 'ServiceNow', 'AWS', 'Azure'])
      await expect(panel(page).getByText('Deep packet inspection')).toBeVisible()
      await expect(panel(page).getByText('On-premise, Hybrid')).toBeVisible()
    })

    readingStory('the tabs work from the keyboard and the open tab survives a reload', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name)
      await tab(page, 'Overview').focus()
      await page.keyboard.press('ArrowRight')
      await expect(tab(page, 'Ratings & Reviews')).toBeFocused()
      await expect(tab(page, 'Ratings & Reviews')).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('End')
      await expect(tab(page, 'Trust')).toHaveAttribute('aria-selected', 'true')
      await expect(panel(page).getByRole('heading', { name: 'Trust & compliance' })).toBeVisible()
      await page.reload()
      await expect(tab(page, 'Trust')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 })
      await tab(page, 'Trust').focus()
      await page.keyboard.press('Home')
      await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true')
      await expect(page).not.toHaveURL(/tab=/)
    })

    readingStory('Products: count, cards, type and category filters, sorts and the filtered-out message', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name, '?tab=products')
      await expect(panel(page).getByRole('heading', { name: 'Products (4)' })).toBeVisible()
      // Name order compares numbers as numbers: NGFW 400 before NGFW 1200.
      expect(await productNames(page)).toEqual(['Ironvale Cloud Console', 'Ironvale NGFW 400', 'Ironvale NGFW 1200', 'Ironvale SD-WAN Edge E50'])

      const ngfw = productCards(page).filter({ has: page.getByRole('heading', { name: 'Ironvale NGFW 400' }) })
      await expect(ngfw.getByText('Hardware', { exact: true })).toBeVisible()
      await expect(ngfw.getByText('Firewall', { exact: true })).toBeVisible()
      await expect(ngfw.getByRole('listitem')).toHaveCount(3) // 5 features: 3 shown
      await expect(ngfw.getByText('+2 more')).toBeVisible()
      await expect(ngfw.getByTestId('product-starting-price')).toHaveText('Starting at $895, one-time price per unit')
      await expect(ngfw.getByRole('link', { name: /^Product site/ })).toHaveAttribute('href', 'https://www.ironvalenetworks.example/products/ironvale-ngfw-400')
      await expect(ngfw.getByRole('link', { name: 'View Details: Ironvale NGFW 400' })).toHaveAttribute('href', '/products/ironvale-ngfw-400')

      await panel(page).getByLabel('Type').selectOption({ label: 'Software' })
      expect(await productNames(page)).toEqual(['Ironvale Cloud Console'])
      await expect(panel(page).getByText('Showing 1 of 4 products')).toBeVisible()
      await panel(page).getByLabel('Type').selectOption({ label: 'Hardware' })
      await expect(productCards(page)).toHaveCount(3)
      await panel(page).getByLabel('Category').selectOption('Firewall')
      expect(await productNames(page)).toEqual(['Ironvale NGFW 400', 'Ironvale NGFW 1200'])
      await panel(page).getByLabel('Type').selectOption({ label: 'Software' })
      await expect(panel(page).getByRole('heading', { name: 'No Products Found' })).toBeVisible()
      await expect(panel(page).getByText('Try adjusting your filters to see more products.')).toBeVisible()
      await panel(page).getByRole('button', { name: 'Clear filters' }).click()
      await expect(productCards(page)).toHaveCount(4)

      await panel(page).getByLabel('Sort by').selectOption({ label: 'Price' })
      expect(await productNames(page)).toEqual(['Ironvale Cloud Console', 'Ironvale SD-WAN Edge E50', 'Ironvale NGFW 400', 'Ironvale NGFW 1200'])
      await panel(page).getByLabel('Sort by').selectOption({ label: 'Category' })
      expect(await productNames(page)).toEqual(['Ironvale NGFW 400', 'Ironvale NGFW 1200', 'Ironvale Cloud Console', 'Ironvale SD-WAN Edge E50'])
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])

      await ngfw.getByRole('link', { name: 'View Details: Ironvale NGFW 400' }).click()
      await expect(h1(page, 'Ironvale NGFW 400')).toBeVisible()
    })

    readingStory('Save asks a visitor to sign in for 3 seconds', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText('Sign in to save favorites')).toBeVisible()
      await expect(page.getByText('Sign in to save favorites')).toBeHidden({ timeout: 5_000 })
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
    })

    story('Save toggles a signed-in buyer\'s favourite, with its notices, and the server keeps it', async ({ page, context }) => {
      await context.addCookies(buyerCookies)
      await open(page, IRONVALE.slug, IRONVALE.name)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText('Added to favorites')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
      const vendorId = ((await (await page.request.get(`/api/vendors/${IRONVALE.slug}`)).json()) as { id: number }).id
      const favourites = async () => ((await (await page.request.get('/api/favorites')).json()) as { itemType: string; itemId: number }[])
        .filter((f) => f.itemType === 'vendor' && f.itemId === vendorId).length
      await expect.poll(favourites, { timeout: 15_000 }).toBe(1)

      await page.getByRole('button', { name: 'Saved', exact: true }).click()
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
      await expect(page.getByText('Removed from favorites')).toBeVisible({ timeout: 10_000 }) // after the first notice closes
      // The removal reaches the server with the next sync round (a loaded CI box once needed over 15 s).
      await expect.poll(favourites, { timeout: 45_000 }).toBe(0)
    })

    story('a signed-in buyer keeps a private note on the vendor: written offline, it reaches the server once and is there after a reload', async ({ page, context }) => {
      await context.addCookies(buyerCookies)
      await open(page, BARE_NOTE.slug, BARE_NOTE.name)
      const notes = page.getByRole('region', { name: 'Your private note' })
      await expect(notes.getByText('Only you can see this note.', { exact: false })).toBeVisible()
      await context.setOffline(true)
      await notes.getByRole('textbox').fill('Quoted $9 a seat on the demo call')
      await notes.getByRole('button', { name: 'Save note' }).click()
      await expect(notes.getByText('Saved on this device; it syncs when you are back online.')).toBeVisible()
      await context.setOffline(false)
      const onServer = async () => ((await (await page.request.get('/api/vendor-notes')).json()) as { text: string }[]).map((n) => n.text)
      await expect.poll(onServer, { timeout: 30_000 }).toEqual(['Quoted $9 a seat on the demo call'])
      await expect(notes.getByText('Only you can see this note.', { exact: false })).toBeVisible()
      await page.reload()
      await expect(notes.getByRole('textbox')).toHaveValue('Quoted $9 a seat on the demo call', { timeout: 20_000 })
    })

    readingStory('a visitor is offered to sign in to keep a note', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name)
      await page.getByRole('region', { name: 'Your private note' }).getByRole('button', { name: 'Sign in to keep notes' }).click()
      await expect(page.getByRole('dialog', { name: /sign in/i })).toBeVisible()
    })

    story('Add to Compare puts the vendor on the board once, announces it, and hides the button', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name)
      await page.getByRole('button', { name: 'Add to Compare' }).click()
      await expect(page.getByText(`${IRONVALE.name} was added to the Quick Compare Board`)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Add to Compare' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'On your compare board' })).toBeFocused()
      await page.reload()
      await expect(h1(page, IRONVALE.name)).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('link', { name: 'On your compare board' })).toHaveAttribute('href', '/evaluation-center')
      await expect(page.getByRole('button', { name: 'Add to Compare' })).toHaveCount(0)
    })

    readingStory('Similar Vendors: up to 3 other vendors of the same category, each opening its own page', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name)
      const similar = page.getByRole('region', { name: 'Similar Vendors' }).getByTestId('vendor-card')
      await expect(similar).toHaveCount(3)
      const names = await similar.getByRole('heading', { level: 3 }).allInnerTexts()
      expect(names).not.toContain(IRONVALE.name)
      for (const card of await similar.all()) await expect(card.getByText('Security', { exact: true }).first()).toBeVisible()
      await similar.first().getByRole('link', { name: `View Details: ${names[0]}` }).click()
      await expect(h1(page, names[0])).toBeVisible()
      await expect(page).toHaveTitle(`${names[0]} | Vetted Marketplace`)
    })

    readingStory('an unknown vendor shows "Vendor Not Found" with a way back to the marketplace', async ({ page }) => {
      await page.goto('/vendors/no-such-vendor-anywhere')
      await expect(h1(page, 'Vendor Not Found')).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText("We couldn't find the vendor you're looking for. It may have been removed or you might have followed an incorrect link.")).toBeVisible()
      await expect(page).toHaveTitle('Vendor Not Found | Vetted Marketplace')
      await page.getByRole('main').getByRole('link', { name: 'Browse the marketplace' }).click()
      await expect(page).toHaveURL('/marketplace')
      await expect(page).not.toHaveTitle(/Vendor Not Found/)
    })

    // The desktop's stories make these checks on its layout (Overview, Ratings and Products run axe there).
    smallScreen('fits the screen: header, Overview, Ratings and Products tabs and Similar Vendors, no sideways scrolling, axe', async ({ page }) => {
      await open(page, IRONVALE.slug, IRONVALE.name)
      const header = page.getByRole('region', { name: IRONVALE.name, exact: true })
      await expect(header.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Add to Compare' })).toBeVisible()
      await expect(panel(page).getByRole('region', { name: 'Quick Stats' })).toBeVisible()
      await expect(panel(page).getByRole('img', { name: /^Ironvale Networks screenshot \d$/ })).toHaveCount(3)
      await expect(page.getByRole('region', { name: 'Similar Vendors' }).getByTestId('vendor-card')).toHaveCount(3)
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])

      await tab(page, 'Ratings & Reviews').click()
      await expect(panel(page).getByRole('list', { name: 'Detailed ratings' }).getByRole('listitem')).toHaveCount(5)
      await expect(panel(page).getByRole('region', { name: 'Pros' })).toBeVisible()
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])

      await tab(page, 'Products').click()
      await expect(productCards(page)).toHaveCount(4)
      await expect(panel(page).getByLabel('Sort by')).toBeVisible()
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
