// Product Marketplace (/products, with real filters) on a desktop and on tablets:
// count badge and "All Products (N)", paging, type/category/vendor/price filters in the address, sort,
// empty state, the left drawer on small screens, and axe.
import { expect, readingTest, test, type APIRequestContext, type Page } from './base-test'
import { productCategories, sortProducts } from '../../sync/rules/product-filters'
import type { Product } from '../../sync/schemas'
import { seriousViolations } from './detail-fixtures'

const DESKTOP = { width: 1280, height: 800 }
const TABLET_PORTRAIT = { width: 820, height: 1180 }
const TABLET_LANDSCAPE = { width: 1024, height: 768 }

const countHeading = (page: Page, n?: number) =>
  page.getByRole('heading', { level: 2, name: n === undefined ? /^All Products \(\d+\)$/ : `All Products (${n})` })
const cards = (page: Page) => page.getByTestId('product-card')
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts()
const filters = (page: Page) => page.getByTestId('product-filters').first()

async function apiProducts(request: APIRequestContext): Promise<Product[]> {
  return (await (await request.get('/api/products')).json()) as Product[]
}

async function open(page: Page, path = '/products', expected?: number) {
  await page.goto(path)
  await expect(countHeading(page, expected)).toBeVisible({ timeout: 20_000 })
}

/** The dollar amounts of the cards' "Starting at $X/month" (or "Starting at $X", one-time) headlines shown, in order. */
async function shownPrices(page: Page): Promise<number[]> {
  const lines = await cards(page).getByTestId('price-line').allInnerTexts()
  return lines.flatMap((line) => {
    const match = /^Starting at \$([\d.,]+)(?:\/month)?$/.exec(line)
    expect(match || line === 'Contact for pricing' || line === 'Free plan available', line).toBeTruthy()
    return match ? [Number(match[1].replace(/,/g, ''))] : []
  })
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP })

  readingTest('header badge and "All Products (N)", 24 cards at a time, sorted by name', async ({ page, request }) => {
    const products = await apiProducts(request)
    await open(page, '/products', products.length)
    await expect(page.getByRole('heading', { level: 1, name: 'Product Marketplace' })).toBeVisible()
    await expect(page.getByTestId('product-count-badge')).toHaveText(`${products.length} products`)
    await expect(page).toHaveTitle(/^Product Marketplace/)
    await expect(page.getByText('Filters coming soon...')).toHaveCount(0)
    await expect(cards(page)).toHaveCount(24)
    expect(await cardNames(page)).toEqual(sortProducts(products, 'name').slice(0, 24).map((p) => p.name))
    await page.getByRole('button', { name: 'Show more products' }).click()
    await expect(cards(page)).toHaveCount(Math.min(48, products.length))
    await expect(page.getByText(`Showing 48 of ${products.length}`)).toBeVisible()
  })

  readingTest('type, category and vendor filters narrow the list and live in the address', async ({ page, request }) => {
    const products = await apiProducts(request)
    await open(page, '/products', products.length)
    const panel = filters(page)
    const hardware = products.filter((p) => p.type === 'hardware')
    await panel.getByRole('group', { name: 'Type' }).getByRole('checkbox', { name: 'Hardware' }).check()
    await expect(countHeading(page, hardware.length)).toBeVisible()
    await expect(page).toHaveURL(/type=hardware/)
    await expect(cards(page).getByText('Software', { exact: true })).toHaveCount(0)
    await panel.getByRole('button', { name: 'Clear All' }).click()
    await expect(countHeading(page, products.length)).toBeVisible()

    const categories = productCategories(products)
    const group = panel.getByRole('group', { name: 'Category' })
    await expect(group.getByRole('checkbox')).toHaveCount(6)
    await group.getByRole('button', { name: 'Show more' }).click()
    await expect(group.getByRole('checkbox')).toHaveCount(categories.length)
    const category = categories[categories.length - 1]
    await group.getByRole('checkbox', { name: category, exact: true }).check()
    const inCategory = products.filter((p) => p.category?.trim().toLowerCase() === category.toLowerCase())
    await expect(countHeading(page, inCategory.length)).toBeVisible()
    expect((await cardNames(page)).sort()).toEqual(inCategory.map((p) => p.name).sort())
    await group.getByRole('button', { name: 'Show less' }).click()
    await panel.getByRole('button', { name: 'Clear All' }).click()

    const orderloop = products.filter((p) => p.vendor?.slug === 'orderloop-commerce')
    await panel.getByLabel('Vendor').selectOption({ label: 'Orderloop Commerce' })
    await expect(countHeading(page, orderloop.length)).toBeVisible()
    await expect(page).toHaveURL(/vendor=orderloop-commerce/)
    await expect(cards(page).getByText('by Orderloop Commerce')).toHaveCount(orderloop.length)
    // The address restores the filters.
    await page.reload()
    await expect(countHeading(page, orderloop.length)).toBeVisible({ timeout: 20_000 })
    await expect(panel.getByLabel('Vendor')).toHaveValue('orderloop-commerce')
  })

  readingTest('price range and price sort agree with the pricing lines', async ({ page, request }) => {
    const products = await apiProducts(request)
    await open(page, '/products?sort=price', products.length)
    const prices = await shownPrices(page)
    expect(prices.length).toBeGreaterThan(0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    await filters(page).getByRole('group', { name: 'Price Range' }).getByRole('checkbox', { name: '$1 - $99' }).check()
    await expect(page).toHaveURL(/price=1-99/)
    // The list shown just after the click may still be the one before it, until the prices the filter
    // needs are read: wait for the filtered list rather than read the one before.
    await expect
      .poll(async () => {
        if (!(await countHeading(page).isVisible())) return ['(no list shown)']
        const shown = await shownPrices(page)
        return shown.length === 0 ? ['(no priced card)'] : shown.filter((price) => price >= 100)
      }, { message: '$1 - $99: cards outside the range' })
      .toEqual([])
    await page.getByLabel('Sort by').selectOption('category')
    await expect(page).toHaveURL(/sort=category/)
  })

  readingTest('nothing found shows the empty state', async ({ page }) => {
    test.slow() // axe over a page of cards takes a while on a busy machine
    await open(page, '/products?search=qqqzzzxxy', 0)
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Clear filters and search' }).click()
    await expect(countHeading(page)).not.toHaveText('All Products (0)')
  })

  readingTest('no serious or critical accessibility violations', async ({ page }) => {
    test.slow() // axe over a page of cards takes a while on a busy machine
    await open(page)
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('tablet portrait', () => {
  test.use({ viewport: TABLET_PORTRAIT })

  readingTest('filters open in a left drawer; no horizontal scroll; no serious violations', async ({ page, request }) => {
    test.slow() // axe over a page of cards takes a while on a busy machine
    const products = await apiProducts(request)
    await open(page, '/products', products.length)
    await expect(page.getByRole('complementary', { name: 'Product filters' })).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET_PORTRAIT.width)
    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect(drawer).toBeVisible()
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    const software = products.filter((p) => p.type === 'software')
    await drawer.getByRole('checkbox', { name: 'Software' }).check()
    await drawer.getByRole('button', { name: `Show ${software.length} results` }).click()
    await expect(drawer).toBeHidden()
    await expect(countHeading(page, software.length)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible()
  })
})

test.describe('tablet landscape', () => {
  test.use({ viewport: TABLET_LANDSCAPE })

  readingTest('the side panel shows, filters work, no horizontal scroll, no serious violations', async ({ page, request }) => {
    test.slow() // axe over a page of cards takes a while on a busy machine
    const products = await apiProducts(request)
    await open(page, '/products', products.length)
    await expect(page.getByRole('complementary', { name: 'Product filters' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET_LANDSCAPE.width)
    await filters(page).getByRole('checkbox', { name: 'Hardware' }).check()
    await expect(countHeading(page, products.filter((p) => p.type === 'hardware').length)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
