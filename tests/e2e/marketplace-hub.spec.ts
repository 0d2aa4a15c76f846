// The Technology Marketplace hub (/marketplace with ?search= and ?category=): the
// spinner until the catalogue has loaded, the fixed "35+" badge, Featured Vendors (6) and Featured
// Products (6) with their links, Browse by Category to /vendors?category=, search results (3 vendors +
// 3 products) from the box or the URL, a category's vendors, and accessibility. The stories run on the
// desktop (./viewport-policy.ts); desktop and tablet both run the layout test (search results, featured
// vendors, nothing scrolling sideways, axe).
import { expect, readingTest, test, type APIRequestContext, type Page } from './base-test'
import { categoryMatches } from '../../sync/rules/category-match'
import { expectNoSeriousA11yIssues } from './account-helpers'
import { storyTest } from './viewport-policy'
import { compareByListName } from '../../sync/rules/list-order'

type VendorRow = { id: number; name: string; slug: string; category: string | null; featured: boolean }
type ProductRow = { id: number; name: string; slug: string; featured: boolean }
type CategoryRow = { id: number; name: string; slug: string; sortOrder: number }


async function serverCatalogue(request: APIRequestContext) {
  const vendors = (await (await request.get('/api/vendors')).json()) as VendorRow[]
  const products = (await (await request.get('/api/products')).json()) as ProductRow[]
  const categories = ((await (await request.get('/api/categories')).json()) as CategoryRow[])
    .sort((a, b) => a.sortOrder - b.sortOrder || compareByListName(a, b))
  return {
    vendors,
    categories,
    featuredVendors: vendors.filter((v) => v.featured).sort(compareByListName),
    featuredProducts: products.filter((p) => p.featured).sort(compareByListName),
  }
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1, name: 'Technology Marketplace', exact: true })
const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name, exact: typeof name === 'string' })
const mainSearch = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Search vendors and products' })

async function openHub(page: Page, query = '') {
  await page.goto(`/marketplace${query}`)
  await expect(h1(page)).toBeVisible()
  await expect(section(page, 'Featured Vendors').getByTestId('vendor-card').first()).toBeVisible({ timeout: 20_000 })
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'tablet', viewport: { width: 820, height: 1180 } },
]

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`Marketplace hub on ${name}`, () => {
    test.use({ viewport })
    const story = storyTest(name === 'desktop')
    const readingStory = storyTest(name === 'desktop', readingTest)

    story('a spinner shows until the catalogue has loaded, then the badge, featured vendors and products', async ({ page, request }) => {
      const { featuredVendors, featuredProducts } = await serverCatalogue(request)
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/api\/sync\//, async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/marketplace')
      await expect(h1(page)).toBeVisible()
      const spinner = page.getByRole('status', { name: 'Loading the marketplace' })
      await expect(spinner).toBeVisible()
      await expect(section(page, 'Featured Vendors')).toHaveCount(0)
      release()
      await expect(spinner).toBeHidden({ timeout: 20_000 })

      await expect(page.getByTestId('hub-verified-badge')).toHaveText('35+ Verified Vendors') // a fixed claim
      const vendors = section(page, 'Featured Vendors')
      await expect(vendors.getByTestId('vendor-card')).toHaveCount(6)
      for (const [index, vendor] of featuredVendors.slice(0, 6).entries()) {
        await expect(vendors.getByTestId('vendor-card').nth(index).getByRole('heading', { name: vendor.name })).toBeVisible()
      }
      const products = section(page, 'Featured Products')
      await expect(products.getByTestId('product-card')).toHaveCount(6)
      for (const [index, product] of featuredProducts.slice(0, 6).entries()) {
        await expect(products.getByTestId('product-card').nth(index).getByRole('heading', { name: product.name })).toBeVisible()
      }

      await vendors.getByRole('link', { name: 'View all vendors' }).click()
      await expect(page).toHaveURL('/vendors')
      await page.goBack()
      await section(page, 'Featured Products').getByRole('link', { name: 'View all products' }).click()
      await expect(page).toHaveURL('/products')
    })

    readingStory('Browse by Category lists every category with its count and leads to the Vendor Marketplace', async ({ page, request }) => {
      const { vendors, categories } = await serverCatalogue(request)
      await openHub(page)
      const tiles = section(page, 'Browse by Category').getByRole('link')
      await expect(tiles).toHaveCount(categories.length)
      for (const [index, category] of categories.entries()) {
        const count = vendors.filter((v) => categoryMatches(v.category, category.slug)).length
        await expect(tiles.nth(index)).toContainText(category.name)
        await expect(tiles.nth(index)).toContainText(`${count} ${count === 1 ? 'vendor' : 'vendors'}`)
        await expect(tiles.nth(index)).toHaveAttribute('href', `/vendors?category=${category.slug}`)
      }
      await tiles.nth(1).click()
      await expect(page).toHaveURL(`/vendors?category=${categories[1].slug}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Vendor Marketplace' })).toBeVisible()
    })

    readingStory('?search= shows the first 3 vendors and the first 3 products, each leading to its page', async ({ page }) => {
      await openHub(page, '?search=cloud')
      await expect(mainSearch(page)).toHaveValue('cloud') // the box shows the current search
      const results = section(page, 'Results for “cloud”')
      const links = results.getByRole('listitem').getByRole('link') // the tiles; "See all" links follow them
      await expect(links).toHaveCount(6, { timeout: 15_000 })
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
      expect(hrefs.slice(0, 3).every((h) => h.startsWith('/vendors/'))).toBe(true)
      expect(hrefs.slice(3).every((h) => h.startsWith('/products/'))).toBe(true)
      const firstName = (await links.first().textContent())!
      await links.first().click()
      await expect(page).toHaveURL(hrefs[0])
      await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible()
    })

    readingStory('searching from the hub with Enter or the Search button shows the new results', async ({ page }) => {
      await openHub(page)
      await mainSearch(page).fill('northgate')
      await mainSearch(page).press('Enter')
      await expect(page).toHaveURL('/marketplace?search=northgate')
      const results = section(page, 'Results for “northgate”')
      await expect(results.getByRole('link', { name: 'Northgate Sentinel', exact: true })).toBeVisible({ timeout: 15_000 })

      await mainSearch(page).fill('zzqqxv')
      await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL('/marketplace?search=zzqqxv')
      await expect(section(page, 'Results for “zzqqxv”')).toContainText('No vendors or products match “zzqqxv”.')
      await expect(section(page, 'Results for “zzqqxv”').getByRole('link')).toHaveCount(0)
    })

    readingStory('?category= shows that category’s vendors, with a way to the filtered Vendor Marketplace', async ({ page, request }) => {
      const { vendors, categories } = await serverCatalogue(request)
      const category = categories.find((c) => c.slug === 'security')!
      const expected = vendors.filter((v) => categoryMatches(v.category, category.slug))
      await openHub(page, `?category=${category.slug}`)
      const list = section(page, `${category.name} Vendors`)
      await expect(list.getByTestId('vendor-card')).toHaveCount(expected.length)
      await expect(list).toContainText(`${expected.length} vendors`)
      for (const vendor of expected) await expect(list.getByRole('heading', { name: vendor.name, exact: true })).toBeVisible()
      await list.getByRole('link', { name: 'Filter and sort in the Vendor Marketplace' }).click()
      await expect(page).toHaveURL(`/vendors?category=${category.slug}`)
    })

    readingTest('the hub fits the screen and has no serious or critical accessibility violations', async ({ page }) => {
      test.slow() // axe over a long page of cards
      await openHub(page, '?search=cloud')
      await expect(section(page, 'Results for “cloud”').getByRole('listitem').getByRole('link')).toHaveCount(6, { timeout: 15_000 })
      await expectNoSeriousA11yIssues(page, 'the hub with results')
      const [scrollWidth, viewportWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
      expect(scrollWidth).toBeLessThanOrEqual(viewportWidth)
    })
  })
}
