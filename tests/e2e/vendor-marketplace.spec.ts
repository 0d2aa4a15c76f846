// Vendor Marketplace (/vendors) on a desktop and on tablets in both orientations:
// count, category radio with Show more/less and the URL category, price range, rating, deployment, sort,
// search, empty state, spinner, filter drawer on small screens, paging, and axe.
import { expect, readingTest, test, type APIRequestContext, type Page } from './base-test'
import { categoryMatches } from '../../sync/rules/category-match'
import { listingAverage } from '../../sync/rules/ratings'
import { deploymentMatches, sortVendors } from '../../sync/rules/vendor-filters'
import type { Category, Vendor } from '../../sync/schemas'
import { ADMIN, signInApi } from './account-helpers'
import { seriousViolations } from './detail-fixtures'
import { CATALOGUE_REQUESTS } from './first-download'

const DESKTOP = { width: 1280, height: 800 }
const TABLET_PORTRAIT = { width: 820, height: 1180 }
const TABLET_LANDSCAPE = { width: 1024, height: 768 }

const countHeading = (page: Page, n?: number) =>
  page.getByRole('heading', { level: 2, name: n === undefined ? /^All Vendors \(\d+\)$/ : `All Vendors (${n})` })
const cards = (page: Page) => page.getByTestId('vendor-card')
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts()
const filters = (page: Page) => page.getByTestId('vendor-filters').first()

async function apiVendors(request: APIRequestContext): Promise<Vendor[]> {
  return (await (await request.get('/api/vendors')).json()) as Vendor[]
}

/** Opens the page and waits for the local copy to hold every vendor the server has. */
async function open(page: Page, path = '/vendors', expected?: number) {
  await page.goto(path)
  await expect(countHeading(page, expected)).toBeVisible({ timeout: 20_000 })
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP })

  test('shows a spinner until the vendors are read, then "All Vendors (N)" with vendor names as links', async ({ page, request }) => {
    const vendors = await apiVendors(request)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(CATALOGUE_REQUESTS, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/vendors')
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor Marketplace' })).toBeVisible()
    await expect(page.getByLabel('Loading vendors')).toBeVisible()
    release()
    await expect(countHeading(page, vendors.length)).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveTitle(/^Vendor Marketplace/)
    await expect(page.getByRole('link', { name: 'Northgate Sentinel', exact: true })).toHaveAttribute('href', '/vendors/northgate-sentinel')
    // The filter panel sits at the left; no Filters button on a large screen.
    await expect(page.getByRole('complementary', { name: 'Vendor filters' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
  })

  readingTest('featured vendors come first by default; "rating-high-low" orders by listing average', async ({ page, request }) => {
    const vendors = await apiVendors(request)
    await open(page, '/vendors', vendors.length)
    const firstPage = await cardNames(page)
    const featuredCount = vendors.filter((v) => v.featured).length
    expect(firstPage.slice(0, featuredCount)).toEqual(sortVendors(vendors, 'featured').slice(0, featuredCount).map((v) => v.name))
    await expect(page.getByLabel('Sort by')).toHaveValue('featured')

    await page.getByLabel('Sort by').selectOption('rating-high-low')
    await expect(page).toHaveURL(/sort=rating-high-low/)
    await expect.poll(() => cardNames(page)).toEqual(sortVendors(vendors, 'rating-high-low').slice(0, 24).map((v) => v.name))
    await page.getByLabel('Sort by').selectOption('popular')
    await expect.poll(() => cardNames(page)).toEqual(firstPage)
  })

  readingTest('category: single choice, 6 shown until Show more, "All Categories" and Clear All empty it', async ({ page, request }) => {
    const [vendors, categories] = await Promise.all([apiVendors(request), (await request.get('/api/categories')).json() as Promise<Category[]>])
    expect(categories.length).toBeGreaterThan(6)
    await open(page, '/vendors', vendors.length)
    const panel = filters(page)
    const group = panel.getByRole('group', { name: 'Category' })
    await expect(group.getByRole('radio')).toHaveCount(1 + 6)
    await expect(group.getByRole('radio', { name: 'All Categories' })).toBeChecked()
    const last = categories[categories.length - 1]
    await expect(group.getByRole('radio', { name: new RegExp(`^${last.name} \\(`) })).toBeHidden()
    await group.getByRole('button', { name: 'Show more' }).click()
    await expect(group.getByRole('radio')).toHaveCount(1 + categories.length)
    await group.getByRole('button', { name: 'Show less' }).click()
    await expect(group.getByRole('radio')).toHaveCount(1 + 6)

    const security = vendors.filter((v) => categoryMatches(v.category, 'security'))
    await group.getByRole('radio', { name: /^Security \(/ }).check()
    await expect(countHeading(page, security.length)).toBeVisible()
    await expect(page).toHaveURL(/[?&]category=security\b/)
    expect((await cardNames(page)).sort()).toEqual(security.map((v) => v.name).sort())
    // Single select: picking HR replaces Security.
    await group.getByRole('radio', { name: /^HR \(/ }).check()
    await expect(group.getByRole('radio', { name: /^Security \(/ })).not.toBeChecked()
    await expect(countHeading(page, vendors.filter((v) => categoryMatches(v.category, 'hr')).length)).toBeVisible()
    await group.getByRole('radio', { name: 'All Categories' }).check()
    await expect(countHeading(page, vendors.length)).toBeVisible()
    await expect(page).not.toHaveURL(/category=/)

    await group.getByRole('radio', { name: /^Finance \(/ }).check()
    await expect(countHeading(page, vendors.filter((v) => categoryMatches(v.category, 'finance')).length)).toBeVisible()
    await panel.getByRole('button', { name: 'Clear All' }).click()
    await expect(countHeading(page, vendors.length)).toBeVisible()
    await expect(group.getByRole('radio', { name: 'All Categories' })).toBeChecked()
  })

  readingTest('a category in the URL sets the filter on load', async ({ page, request }) => {
    const vendors = await apiVendors(request)
    const hr = vendors.filter((v) => categoryMatches(v.category, 'hr'))
    await open(page, '/vendors?category=hr', hr.length)
    await expect(filters(page).getByRole('radio', { name: /^HR \(/ })).toBeChecked()
    expect((await cardNames(page)).sort()).toEqual(hr.map((v) => v.name).sort())
  })

  readingTest('rating is one choice: 4.0+ or 3.0+ (never both), keeping vendors whose listing average reaches it', async ({ page, request }) => {
    const vendors = await apiVendors(request)
    await open(page, '/vendors', vendors.length)
    const group = filters(page).getByRole('group', { name: 'Rating' })
    await expect(group.getByRole('checkbox')).toHaveCount(0)
    await expect(group.getByRole('radio', { name: 'Any rating' })).toBeChecked()
    await group.getByRole('radio', { name: '4.0+ stars' }).check()
    const atLeast4 = vendors.filter((v) => listingAverage(v) >= 4)
    expect(atLeast4.length).toBeLessThan(vendors.length)
    await expect(countHeading(page, atLeast4.length)).toBeVisible()
    await expect(page).toHaveURL(/rating=4\b/)
    // Choosing 3.0+ replaces 4.0+: it widens the list.
    await group.getByRole('radio', { name: '3.0+ stars' }).check()
    await expect(group.getByRole('radio', { name: '4.0+ stars' })).not.toBeChecked()
    await expect(countHeading(page, vendors.filter((v) => listingAverage(v) >= 3).length)).toBeVisible()
    await expect(page).toHaveURL(/rating=3(&|$)/)
  })

  readingTest('deployment: Cloud (Cloud/SaaS), On-premise, Hybrid', async ({ page, request }) => {
    const vendors = await apiVendors(request)
    await open(page, '/vendors', vendors.length)
    const group = filters(page).getByRole('group', { name: 'Deployment' })
    for (const [label, value] of [['Cloud/SaaS', 'Cloud'], ['On-premise', 'On-premise'], ['Hybrid', 'Hybrid']] as const) {
      await group.getByRole('checkbox', { name: label }).check()
      const expected = vendors.filter((v) => deploymentMatches(v.deploymentOptions, [value]))
      await expect(countHeading(page, expected.length)).toBeVisible()
      await group.getByRole('checkbox', { name: label }).uncheck()
    }
  })

  readingTest('price range: every vendor shown has a starting price in the chosen range', async ({ page, request }) => {
    const vendors = await apiVendors(request)
    await open(page, '/vendors', vendors.length)
    const group = filters(page).getByRole('group', { name: 'Price Range' })
    const ranges: [string, (n: number) => boolean][] = [
      ['Free', (n) => n === 0], ['$1 - $99', (n) => n > 0 && n < 100], ['$100 - $499', (n) => n >= 100 && n < 500], ['$500+', (n) => n >= 500],
    ]
    // The card's headline (sync/rules/price-figure): "Starting at $X/month", or "Starting at $X" for a one-time price.
    const amount = (summary: string) =>
      summary === 'Free plan available' ? 0 : Number(/^Starting at \$([\d.,]+)(?:\/month)?$/.exec(summary)?.[1].replace(/,/g, '') ?? NaN)
    let seen = 0
    for (const [label, inRange] of ranges) {
      await group.getByRole('checkbox', { name: label }).check()
      // The list shown just after the click may still be the one before it, until the prices the filter
      // needs are read: wait for the filtered list rather than read the one before.
      let summaries: string[] = []
      await expect
        .poll(async () => {
          if (!(await countHeading(page).isVisible())) return ['(no list shown)']
          summaries = await cards(page).getByTestId('price-summary').allInnerTexts()
          return summaries.filter((summary) => !inRange(amount(summary)))
        }, { message: `${label}: cards outside the range` })
        .toEqual([])
      seen += summaries.length
      await group.getByRole('checkbox', { name: label }).uncheck()
    }
    expect(seen).toBeGreaterThan(0)
    await expect(page).not.toHaveURL(/price=/)
  })

  readingTest('search filters by the local index; nothing found shows the empty state', async ({ page, request }) => {
    const vendors = await apiVendors(request)
    await open(page, '/vendors', vendors.length)
    await open(page, '/vendors?search=endpoint')
    await expect(page.getByRole('link', { name: 'Northgate Sentinel', exact: true })).toBeVisible()
    expect((await cardNames(page)).length).toBeLessThan(vendors.length)
    await expect(page.getByText('Results for “endpoint”')).toBeVisible()
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(countHeading(page, vendors.length)).toBeVisible()

    await open(page, '/vendors?search=qqqzzzxxy', 0)
    await expect(page.getByRole('heading', { name: 'No vendors found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters and search' }).click()
    await expect(countHeading(page, vendors.length)).toBeVisible()
  })

  readingTest('a long list shows 24 cards at a time', async ({ page, request }) => {
    const vendors = await apiVendors(request)
    expect(vendors.length).toBeGreaterThan(24)
    await open(page, '/vendors', vendors.length)
    await expect(cards(page)).toHaveCount(24)
    await page.getByRole('button', { name: 'Show more vendors' }).click()
    await expect(cards(page)).toHaveCount(Math.min(48, vendors.length))
  })

  readingTest('no serious or critical accessibility violations', async ({ page }) => {
    test.slow() // axe over a page of cards takes a while on a busy machine
    await open(page)
    expect(await seriousViolations(page)).toEqual([])
    await open(page, '/vendors?search=qqqzzzxxy', 0)
    expect(await seriousViolations(page)).toEqual([])
  })
})

for (const [name, viewport] of [['tablet portrait', TABLET_PORTRAIT], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(name, () => {
    test.use({ viewport })

    readingTest('filters open in a left drawer from the Filters button; no horizontal scroll', async ({ page, request }) => {
      test.slow() // axe over a page of cards takes a while on a busy machine
      const vendors = await apiVendors(request)
      await open(page, '/vendors', vendors.length)
      await expect(page.getByRole('complementary', { name: 'Vendor filters' })).toBeHidden()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await page.getByRole('button', { name: 'Filters' }).click()
      const drawer = page.getByRole('dialog', { name: 'Filters' })
      await expect(drawer).toBeVisible()
      // It slides in from the left edge.
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0)
      expect(await seriousViolations(page)).toEqual([])

      const security = vendors.filter((v) => categoryMatches(v.category, 'security'))
      await drawer.getByRole('radio', { name: /^Security \(/ }).check()
      await drawer.getByRole('button', { name: `Show ${security.length} results` }).click()
      await expect(drawer).toBeHidden()
      await expect(countHeading(page, security.length)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible()
      await expect(page).toHaveURL(/category=security/)
    })
  })
}

test.describe('tablet landscape', () => {
  test.use({ viewport: TABLET_LANDSCAPE })

  readingTest('the side panel shows (no drawer), filters work, no horizontal scroll, no serious violations', async ({ page, request }) => {
    test.slow() // axe over a page of cards takes a while on a busy machine
    const vendors = await apiVendors(request)
    await open(page, '/vendors', vendors.length)
    await expect(page.getByRole('complementary', { name: 'Vendor filters' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET_LANDSCAPE.width)
    await filters(page).getByRole('checkbox', { name: 'Hybrid' }).check()
    await expect(countHeading(page, vendors.filter((v) => deploymentMatches(v.deploymentOptions, ['Hybrid'])).length)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

// Last in the file: it adds a vendor, which the counts above do not expect.
test('a vendor that sync brings while a search is shown joins the results without a new search', async ({ page, request, baseURL }) => {
  const token = `Latecomer${Date.now().toString(36)}`
  await open(page, `/vendors?search=${token}`, 0)
  await expect(page.getByRole('heading', { name: 'No vendors found' })).toBeVisible()

  // Created elsewhere (the admin, through the API); this tab hears of it at its next sync round,
  // started here by the browser's "online" event instead of waiting for the minute timer.
  await signInApi(request, baseURL!, ADMIN.username, ADMIN.password)
  const created = await request.post('/api/vendors', { headers: { Origin: baseURL! }, data: { name: `${token} Analytics` } })
  expect(created.status()).toBe(201)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))

  await expect(countHeading(page, 1)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('link', { name: `${token} Analytics`, exact: true })).toBeVisible()
  await expect(page.getByText(`Results for “${token}”`)).toBeVisible()
})
