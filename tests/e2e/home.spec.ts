// Home: the hero with its headline, search box, three ways in and the
// verified-vendor badge; floating cards of the first 8 featured vendors; Browse by Category (first 6,
// counts computed locally, placeholders while loading); Why Choose; Featured Software Vendors; How It
// Works with "Create an Evaluation Board"; the start-page setting; offline use; accessibility. The
// stories run on the desktop (./viewport-policy.ts); the tablet runs the layout test (the page filled,
// nothing scrolling sideways, axe in light and dark mode). Expected values come from the server's own answers.
import { expect, readingTest, test, type APIRequestContext, type Page } from './base-test'
import { categoryMatches } from '../../sync/rules/category-match'
import { verifiedVendorBadge } from '../../sync/rules/verified-badge'
import { expectNoSeriousA11yIssues } from './account-helpers'
import { storyTest } from './viewport-policy'
import { compareByListName } from '../../sync/rules/list-order'

type VendorRow = { id: number; name: string; slug: string; category: string | null; featured: boolean }
type CategoryRow = { id: number; name: string; slug: string; sortOrder: number }


async function serverCatalogue(request: APIRequestContext) {
  const vendors = (await (await request.get('/api/vendors')).json()) as VendorRow[]
  const categories = ((await (await request.get('/api/categories')).json()) as CategoryRow[])
    .sort((a, b) => a.sortOrder - b.sortOrder || compareByListName(a, b))
  return { vendors, categories, featured: vendors.filter((v) => v.featured).sort(compareByListName) }
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1, name: 'Discover Vetted Technology', exact: true })
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Opens Home and waits until the local copy has filled it (the floating cards are featured vendors). */
async function openHome(page: Page) {
  await page.goto('/')
  await expect(h1(page)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Featured vendors' }).getByRole('link').first()).toBeVisible({ timeout: 20_000 })
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'tablet', viewport: { width: 820, height: 1180 } },
]

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`Home on ${name}`, () => {
    test.use({ viewport })
    const story = storyTest(name === 'desktop')
    const readingStory = storyTest(name === 'desktop', readingTest)

    readingStory('the hero: headline, the verified-vendor badge by its rule, the search box and three ways in', async ({ page, request }) => {
      const { vendors } = await serverCatalogue(request)
      await openHome(page)
      const hero = section(page, 'Discover Vetted Technology')
      // 42 seeded vendors read "40+": the largest multiple of 5 below the count.
      await expect(hero.getByTestId('verified-vendor-badge')).toHaveText(`${verifiedVendorBadge(vendors.length)} Verified Vendors`)
      await expect(hero.getByRole('combobox', { name: 'Search vendors and products' })).toBeVisible()
      await expect(hero.getByRole('button', { name: 'Search' })).toBeDisabled() // blank text
      for (const [label, path, heading] of [
        ['Explore the Marketplace', '/marketplace', 'Technology Marketplace'],
        ['Browse Vendors', '/vendors', 'Vendor Marketplace'],
        ['Browse Products', '/products', 'Product Marketplace'],
      ]) {
        await hero.getByRole('link', { name: label, exact: true }).click()
        await expect(page).toHaveURL(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await page.goBack()
        await expect(h1(page)).toBeVisible()
      }
      await expectNoHorizontalScroll(page)
    })

    readingStory('floating cards show the first 8 featured vendors, each leading to its page', async ({ page, request }) => {
      const { featured } = await serverCatalogue(request)
      await openHome(page)
      const cards = page.getByRole('list', { name: 'Featured vendors' }).getByRole('link')
      const expected = featured.slice(0, 8)
      await expect(cards).toHaveCount(expected.length)
      for (const [index, vendor] of expected.entries()) {
        await expect(cards.nth(index)).toContainText(vendor.name)
        await expect(cards.nth(index)).toHaveAttribute('href', `/vendors/${vendor.slug}`)
      }
      await cards.first().click()
      await expect(page).toHaveURL(`/vendors/${expected[0].slug}`)
      await expect(page.getByRole('heading', { level: 1, name: expected[0].name })).toBeVisible()
    })

    story('Browse by Category: placeholders while the catalogue downloads, then the first 6 with local counts', async ({ page, request }) => {
      const { vendors, categories } = await serverCatalogue(request)
      // Hold the first download back until the placeholders have been seen.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/api\/sync\//, async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/')
      const grid = section(page, 'Browse by Category')
      await expect(grid.getByTestId('category-placeholder')).toHaveCount(6)
      await expect(grid.getByRole('link')).toHaveCount(0)
      release()

      const tiles = grid.getByRole('link')
      await expect(tiles).toHaveCount(6, { timeout: 20_000 })
      await expect(grid.getByTestId('count-placeholder')).toHaveCount(0, { timeout: 20_000 })
      for (const [index, category] of categories.slice(0, 6).entries()) {
        // The count matches vendor category to category slug (spec 2 and 5), not the vendors' other categories.
        const count = vendors.filter((v) => categoryMatches(v.category, category.slug)).length
        await expect(tiles.nth(index)).toContainText(category.name)
        await expect(tiles.nth(index)).toContainText(`${count} ${count === 1 ? 'vendor' : 'vendors'}`)
        await expect(tiles.nth(index)).toHaveAttribute('href', `/marketplace?category=${category.slug}`)
      }
      await tiles.first().click()
      await expect(page).toHaveURL(`/marketplace?category=${categories[0].slug}`)
      await expect(page.getByRole('heading', { level: 2, name: `${categories[0].name} Vendors` })).toBeVisible()
    })

    readingStory('Why Choose, Featured Software Vendors, How It Works and the evaluation board button', async ({ page, request }) => {
      const { featured } = await serverCatalogue(request)
      await openHome(page)
      const why = section(page, 'Why Choose Vetted')
      await expect(why.getByRole('heading', { level: 3 })).toHaveText(['Vendor Transparency', 'Expert Evaluations', 'Simplified Purchasing', 'Time Savings'])

      const featuredSection = section(page, 'Featured Software Vendors')
      const cards = featuredSection.getByTestId('vendor-card')
      await expect(cards).toHaveCount(3)
      for (const [index, vendor] of featured.slice(0, 3).entries()) {
        await expect(cards.nth(index).getByRole('heading', { name: vendor.name })).toBeVisible()
      }
      await expect(featuredSection.getByRole('link', { name: 'Explore the Marketplace' })).toHaveAttribute('href', '/marketplace')

      const how = section(page, 'How It Works')
      await expect(how.getByRole('heading', { level: 3 })).toHaveText(['Browse and Compare', 'Evaluate and Select', 'Purchase and Implement'])
      await how.getByRole('link', { name: 'Create an Evaluation Board', exact: true }).click()
      await expect(page).toHaveURL('/evaluation-center')
      await expect(page.getByRole('heading', { level: 1, name: 'Evaluation Center' })).toBeVisible()
    })

    story('the start page opens the app on the chosen page, but Home still opens from a link', async ({ page }) => {
      test.slow() // six app starts in one story
      await openHome(page)
      const setting = section(page, 'Start page')
      const openOn = setting.getByLabel('Open Vetted on')
      await expect(openOn).toHaveValue('home')

      await openOn.selectOption({ label: 'Technology Marketplace' })
      await expect(setting.getByRole('status')).toHaveText('Vetted opens on the Technology Marketplace.')
      await expect(h1(page)).toBeVisible() // choosing does not leave Home
      await page.goto('/') // the app starts again
      await expect(page).toHaveURL('/marketplace')
      await expect(page.getByRole('heading', { level: 1, name: 'Technology Marketplace' })).toBeVisible()
      await page.getByRole('link', { name: 'Vetted home' }).click() // Home through a link stays Home
      await expect(page).toHaveURL('/')
      await expect(h1(page)).toBeVisible()

      await section(page, 'Start page').getByLabel('Open Vetted on').selectOption({ label: 'Evaluation Center' })
      await page.reload()
      await expect(page).toHaveURL('/evaluation-center')
      await page.goto('/about') // the app starts on another page: Home through a link is Home
      await page.getByRole('link', { name: 'Vetted home' }).click()
      await expect(page).toHaveURL('/')
      await expect(h1(page)).toBeVisible()

      await page.getByRole('link', { name: 'Vetted home' }).click()
      const again = section(page, 'Start page')
      await again.getByLabel('Open Vetted on').selectOption({ label: 'A vendor page' })
      await expect(again.getByRole('status')).toHaveText('Choose a vendor to open Vetted on their page.')
      await again.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Northgate Sentinel' })
      await expect(again.getByRole('status')).toHaveText('Vetted opens on Northgate Sentinel.')
      await page.goto('/')
      await expect(page).toHaveURL('/vendors/northgate-sentinel')
      await expect(page.getByRole('heading', { level: 1, name: 'Northgate Sentinel' })).toBeVisible({ timeout: 15_000 })

      await page.getByRole('link', { name: 'Vetted home' }).click()
      await section(page, 'Start page').getByLabel('Open Vetted on').selectOption({ label: 'Home' })
      await page.goto('/')
      await expect(page).toHaveURL('/')
      await expect(h1(page)).toBeVisible()
    })

    readingTest('Home fits the screen and has no serious or critical accessibility violations, in light and dark mode', async ({ page }) => {
      test.slow() // two axe runs over a long page
      await page.emulateMedia({ colorScheme: 'light' })
      await openHome(page)
      await expect(section(page, 'Discover Vetted Technology').getByRole('combobox', { name: 'Search vendors and products' })).toBeVisible()
      await expect(section(page, 'Browse by Category').getByRole('link')).toHaveCount(6)
      await expect(section(page, 'Featured Software Vendors').getByTestId('vendor-card')).toHaveCount(3)
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, `light, ${name}`)
      await page.emulateMedia({ colorScheme: 'dark' }) // no saved choice: the page follows the system
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      await expectNoSeriousA11yIssues(page, `dark, ${name}`)
    })
  })
}

test.describe('Home offline', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 820, height: 1180 } })

  test('after the first visit, Home opens offline with its vendors, categories and badge', async ({ page, context, request }) => {
    const { vendors, featured } = await serverCatalogue(request)
    await openHome(page)
    await expect(section(page, 'Browse by Category').getByTestId('count-placeholder')).toHaveCount(0, { timeout: 20_000 })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    await page.reload()
    await expect(h1(page)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Featured vendors' }).getByRole('link').first()).toContainText(featured[0].name)
    await expect(page.getByTestId('verified-vendor-badge')).toHaveText(`${verifiedVendorBadge(vendors.length)} Verified Vendors`)
    await expect(section(page, 'Browse by Category').getByRole('link')).toHaveCount(6)
    await context.setOffline(false)
  })
})

async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, viewportWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(scrollWidth).toBeLessThanOrEqual(viewportWidth)
}
