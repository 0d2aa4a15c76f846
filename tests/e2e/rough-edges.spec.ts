// A first-time buyer's rough edges: a search says how many vendors and products match and leads to all
// of them; category names (never codes) in the Marketplace menu and a board's add-vendor list; and axe on
// the screens that show prices (cards, vendor and product pages, cart, subscribe, boards with their chart,
// the header's status and compare count, the profile's preferences and orders, the admin's tabs and
// tables), at laptop and tablet sizes and in both colour modes, with the layout checks those screens need
// (chart labels apart, the admin's tabs and table columns on screen, the search box's room beside the
// offline status).
import { expect, test, type Page } from './base-test'
import { VENDOR_CATEGORIES } from '../../sync/schemas'
import { expectNoSeriousA11yIssues, newUser, registerUser, signInApi } from './account-helpers'

const LAPTOP = { width: 1366, height: 850 }
const TABLET = { width: 820, height: 1180 }
const CATEGORY_NAMES = VENDOR_CATEGORIES.map((c) => c.name)
/** A screen's first look may wait for the catalogue's first download on a loaded machine. */
const SLOW = { timeout: 20_000 }

test.describe('a buyer on a laptop', () => {
  test.use({ viewport: LAPTOP })

  test('a search says how many match and leads to every vendor and product it found', async ({ page }) => {
    await page.goto('/marketplace?search=security')
    const counts = page.getByTestId('search-counts')
    await expect(counts).toHaveText(/^\d+ vendors? and \d+ products? match\.$/, { timeout: 20_000 })
    const [vendors, products] = ((await counts.textContent()) ?? '').match(/\d+/g)!.map(Number)
    expect(vendors).toBeGreaterThan(3) // "security" finds more Security vendors than the 3 shown
    await page.getByRole('link', { name: `See all ${vendors} vendors` }).click()
    await expect(page).toHaveURL('/vendors?search=security')
    await expect(page.getByRole('heading', { name: `All Vendors (${vendors})` })).toBeVisible({ timeout: 20_000 })
    await page.goBack()
    if (products > 3) {
      await page.getByRole('link', { name: `See all ${products} products` }).click()
      await expect(page).toHaveURL('/products?search=security')
      await expect(page.getByRole('heading', { name: `All Products (${products})` })).toBeVisible({ timeout: 20_000 })
    }
  })

  test('category names, not codes, in the Marketplace menu and in a board\'s add-vendor list', async ({ page, baseURL }) => {
    await registerUser(page.request, baseURL!, newUser())
    await page.goto('/about')
    await page.getByRole('button', { name: 'Marketplace' }).hover()
    const menu = page.getByRole('region', { name: 'Marketplace' })
    // Browse Vendors: the first 4 featured vendors, each with its category under its name.
    const vendorLinks = menu.locator('a[href^="/vendors/"]')
    await expect(vendorLinks).toHaveCount(4, { timeout: 15_000 })
    const notes = await vendorLinks.locator('p:nth-child(2)').allInnerTexts()
    expect(notes).toHaveLength(4)
    for (const note of notes) expect(CATEGORY_NAMES, `"${note}" is a category's name`).toContain(note)

    await page.goto('/evaluation-center')
    await page.getByRole('button', { name: 'New board' }).click()
    const dialog = page.getByRole('dialog', { name: 'New board' })
    await dialog.getByLabel('Board name').fill('Names not codes')
    await dialog.getByRole('button', { name: 'Create board' }).click()
    await page.getByLabel('Add a vendor').fill('Bright')
    const match = page.getByRole('list', { name: 'Matching vendors' }).getByRole('listitem').filter({ hasText: 'Brightledger' })
    await expect(match).toContainText('Finance')
    await expect(match.getByText('finance', { exact: true })).toHaveCount(0)
  })
})

/** Signs in as the admin (a buyer too: cart, boards, profile) with something on each changed screen. */
async function adminWithThings(page: Page, baseURL: string) {
  await signInApi(page.request, baseURL, 'admin', 'e2e-admin-password')
  const api = page.request
  const flat = (await (await api.get('/api/products/brightledger-accounting')).json()) as { id: number }
  const options = (await (await api.get(`/api/products/${flat.id}/pricing`)).json()) as { id: number; productTierId: number; currency: string }[]
  await api.delete('/api/cart', { headers: { Origin: baseURL } })
  for (const o of options.filter((x) => x.currency !== 'USD').slice(0, 1).concat(options.slice(0, 1))) {
    await api.post('/api/cart/lines', { headers: { Origin: baseURL }, data: { productId: flat.id, tierId: o.productTierId, pricingOptionId: o.id, quantity: 2 } })
  }
  const vendors = (await (await api.get('/api/vendors?limit=3')).json()) as { id: number }[]
  const board = await api.post('/api/boards', { headers: { Origin: baseURL }, data: { name: 'Axe board', type: 'vendor', items: vendors.map((v) => ({ itemId: v.id })) } })
  return ((await board.json()) as { id: number }).id
}

/** The ratings chart's axis labels never run into each other, and are the page's size (14 px). */
async function expectChartLabelsApart(page: Page) {
  const labels = page.getByTestId('chart-axis-label')
  await expect(labels).toHaveCount(6)
  const boxes = await labels.evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect()
    return { left: r.left, right: r.right, size: getComputedStyle(el).fontSize }
  }))
  for (const box of boxes) expect(box.size).toBe('14px')
  for (let i = 1; i < boxes.length; i++) expect(boxes[i].left, 'labels apart').toBeGreaterThan(boxes[i - 1].right)
}

/** Every admin tab is on screen, and the table's Views, Date and Actions columns fit without scrolling sideways. */
async function expectAdminFits(page: Page) {
  const { width } = page.viewportSize()!
  for (const tab of await page.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!
    expect(box.x + box.width, `${await tab.textContent()} tab on screen`).toBeLessThanOrEqual(width)
  }
  const table = page.getByRole('table', { name: 'Blog posts' })
  for (const column of ['Views', 'Date', 'Actions']) {
    const box = (await table.getByRole('columnheader', { name: column }).boundingBox())!
    expect(box.x + box.width, `${column} column on screen`).toBeLessThanOrEqual(width)
  }
}

// Each screen is checked in both colour modes and at both sizes: the laptop in the light mode, the
// tablet in the dark one. Contrast follows the mode and layout the size, so the other two pairings
// would mostly repeat what these two check, at a minute of axe each.
const AXE_PASSES = [['laptop', LAPTOP, 'light'], ['tablet', TABLET, 'dark']] as const
for (const [size, viewport, colorScheme] of AXE_PASSES) {
  test.describe(`axe on the changed screens, ${size}, ${colorScheme}`, () => {
    test.use({ viewport, colorScheme })

    test('prices, cart, subscribe, board and chart, profile, hub search, admin tabs, header status', async ({ page, baseURL, context }) => {
      test.slow() // a dozen screens, each checked by axe
      const boardId = await adminWithThings(page, baseURL!)
      const flatId = ((await (await page.request.get('/api/products/brightledger-accounting')).json()) as { id: number }).id
      const screens: [string, string, (p: Page) => Promise<void>][] = [
        ['vendor page, Pricing tab', '/vendors/brightledger', async (p) => { await p.getByRole('tab', { name: 'Pricing' }).click(); await expect(p.getByTestId('pricing-facts')).toBeVisible(SLOW) }],
        ['product page', '/products/brightledger-accounting', (p) => expect(p.getByTestId('product-starting-price')).toBeVisible(SLOW)],
        ['vendor cards', '/vendors?search=Brightledger', (p) => expect(p.getByTestId('price-basis').first()).toBeVisible(SLOW)],
        ['cart', '/cart', (p) => expect(p.getByTestId('cart-per-month').first()).toBeVisible(SLOW)],
        ['subscribe', `/subscribe/${flatId}`, (p) => expect(p.getByRole('region', { name: 'Price breakdown' })).toBeVisible(SLOW)],
        ['board and chart', `/evaluation-center/${boardId}`, (p) => expect(p.getByRole('img', { name: /^Ratings chart/ })).toBeVisible(SLOW)],
        ['profile', '/profile?tab=orders', (p) => expect(p.getByRole('combobox', { name: 'Display currency' }).first()).toBeVisible(SLOW)],
        ['hub search', '/marketplace?search=security', (p) => expect(p.getByTestId('search-counts')).toBeVisible(SLOW)],
        ['admin vendors', '/admin/vendors', (p) => expect(p.getByTestId('public-price').first()).toBeVisible(SLOW)],
        ['admin blog', '/admin/blog', (p) => expect(p.getByRole('table', { name: 'Blog posts' })).toBeVisible(SLOW)],
      ]
      for (const [name, path, ready] of screens) {
        await page.goto(path)
        await ready(page)
        await expectNoSeriousA11yIssues(page, `${name}, ${size}, ${colorScheme}`)
        if (name === 'board and chart') await expectChartLabelsApart(page)
        if (name === 'admin blog') await expectAdminFits(page)
      }
      // The header's compact status control, offline.
      await page.goto('/vendors/brightledger')
      await expect(page.getByTestId('vendor-starting-at')).toBeVisible({ timeout: 20_000 })
      await context.setOffline(true)
      await expect(page.getByRole('banner').getByText('Offline')).toBeAttached()
      // One compact status control: the search box keeps its room.
      const search = await page.getByRole('banner').getByRole('combobox', { name: /Search vendors/ }).first().boundingBox()
      expect(search?.width ?? 0).toBeGreaterThan(200)
      await expectNoSeriousA11yIssues(page, `header offline, ${size}, ${colorScheme}`)
      await context.setOffline(false)
    })
  })
}
