// Prices a buyer can trust: one price rule (sync/rules/price-figure) gives the same figure for
// a vendor and its products on every screen that shows one (cards, the vendor page's header, Pricing and
// Products tabs, the product page, the compare board, the admin's vendor card); the display currency
// chosen in the header menu or the profile; and the cart, where a flat plan is not multiplied by its
// users, each line has its period, totals say what is due at first billing, per month and in the first
// year, and a line whose plan was requested says so. Stories run on the desktop (a 1366 x 850 laptop).
import { expect, test, type APIRequestContext, type Page } from './base-test'
import {
  figureSourceText, priceFigureCard, priceFigureText, productPriceFigure, vendorPriceFigure, type PriceFigure, type PricedPlan,
} from '../../sync/rules/price-figure'
import type { Product, Vendor } from '../../sync/schemas'
import { expectNoSeriousA11yIssues, expectToast, newUser, registerUser } from './account-helpers'
import { apiClient, registerBuyer, signInAdmin, type Cookie } from './detail-fixtures'

const LAPTOP = { width: 1366, height: 850 }
const VENDOR = 'Brightledger'
const FLAT = 'Brightledger Accounting' // flat plans: Growth $59 a month or $602 a year, Plus, Advanced; one in GBP
const PER_USER = 'Brightledger Close Manager'

type Option = PricedPlan & { id: number; productTierId: number; paymentFrequency: string; currency: string; tierName?: string }

async function catalogue(api: APIRequestContext) {
  const vendor = (await (await api.get(`/api/vendors/${VENDOR.toLowerCase()}`)).json()) as Vendor
  const vendorOptions = (await (await api.get(`/api/vendors/${vendor.id}/pricing`)).json()) as Option[]
  const products = (await (await api.get(`/api/vendors/${vendor.id}/products`)).json()) as Product[]
  const optionsOf = async (p: Product) => (await (await api.get(`/api/products/${p.id}/pricing`)).json()) as Option[]
  return { vendor, vendorOptions, products, optionsOf, product: (name: string) => products.find((p) => p.name === name)! }
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
async function expectCard(page: Page, name: string, figure: PriceFigure, testId: 'price-summary' | 'price-line') {
  const { headline, basis } = priceFigureCard(figure)
  await expect(card(page, name).getByTestId(testId)).toHaveText(headline, { timeout: 20_000 })
  if (basis) await expect(card(page, name).getByTestId('price-basis')).toHaveText(basis)
  else await expect(card(page, name).getByTestId('price-basis')).toHaveCount(0)
}

test.use({ viewport: LAPTOP })

test('one figure for a vendor and its products on every screen: cards, header, Pricing and Products tabs, product page, compare board, admin', async ({ page, request, playwright }, testInfo) => {
  test.slow() // many screens
  const { vendor, vendorOptions, products, optionsOf, product } = await catalogue(request)
  const vendorFigure = vendorPriceFigure(vendor, vendorOptions)
  // Brightledger starts at its Close Manager's $122 a year per user: the figure says per user and billed yearly.
  expect(priceFigureText(vendorFigure)).toBe('Starting at $10.17/user/month, billed yearly')
  const figures = new Map(await Promise.all(products.map(async (p) => [p.name, productPriceFigure(p, await optionsOf(p))] as const)))
  expect(priceFigureText(figures.get(FLAT)!)).toBe('Starting at $50.17/month, flat rate, billed yearly') // a flat plan, never "/user"

  await page.goto(`/vendors?search=${VENDOR}`)
  await expectCard(page, VENDOR, vendorFigure, 'price-summary')

  await page.goto(`/products?search=${VENDOR}`)
  for (const p of products) await expectCard(page, p.name, figures.get(p.name)!, 'price-line')

  await page.goto(`/vendors/${vendor.slug}`)
  await expect(page.getByTestId('vendor-starting-at')).toHaveText(priceFigureText(vendorFigure), { timeout: 20_000 })
  await page.getByRole('tab', { name: 'Pricing' }).click()
  const facts = page.getByTestId('pricing-facts')
  await expect(facts.getByRole('definition').nth(1)).toHaveText(priceFigureText(vendorFigure))
  await expect(facts.getByRole('definition').nth(2)).toHaveText('$10.17/user/month to $349/month') // from the plans, each end saying what it is
  await expect(page.getByTestId('product-price-row').filter({ hasText: FLAT })).toHaveText(`${FLAT}: ${priceFigureText(figures.get(FLAT)!)}`)
  await page.getByRole('tab', { name: 'Products' }).click()
  for (const p of products) await expect(card(page, p.name).getByTestId('product-starting-price')).toHaveText(priceFigureText(figures.get(p.name)!))

  await page.goto(`/products/${product(FLAT).slug}`)
  await expect(page.getByTestId('product-starting-price')).toHaveText(priceFigureText(figures.get(FLAT)!), { timeout: 20_000 })

  // The compare board's price row is the same figure; the header counts what is on the compare lists and leads there.
  await page.goto(`/vendors?search=${VENDOR}`)
  await card(page, VENDOR).getByRole('button', { name: `Compare ${VENDOR}` }).click()
  await expect(card(page, VENDOR).getByRole('button', { name: `Compare ${VENDOR}` })).toHaveCount(0)
  const compareLink = page.getByRole('banner').getByRole('link', { name: 'Compare lists, 1 item' })
  await expect(compareLink.getByTestId('compare-count')).toHaveText('1')
  await compareLink.click()
  await expect(page).toHaveURL('/evaluation-center?list=vendors')
  await expect(page.getByRole('tab', { name: /Quick Compare Board/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('board-price')).toHaveText(priceFigureText(vendorFigure), { timeout: 15_000 })

  // The admin sees what buyers see, and where it comes from.
  const admin = await apiClient(playwright, testInfo)
  await signInAdmin(admin)
  await page.context().addCookies((await admin.storageState()).cookies)
  await admin.dispose()
  await page.goto('/admin/vendors')
  await expect(page.getByTestId('pager-total')).toHaveText(/^\d+ vendors$/, { timeout: 20_000 }) // the list is read: a filter typed now applies
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(VENDOR)
  await expect(page.getByTestId('pager-total')).toHaveText('1 vendor', { timeout: 20_000 })
  const closeManager = (await optionsOf(product(PER_USER))).find((o) => o.id === (vendorFigure as { optionId: number }).optionId)!
  const tierName = ((await (await request.get(`/api/products/${product(PER_USER).id}/tiers`)).json()) as { id: number; name: string }[])
    .find((t) => t.id === closeManager.productTierId)!.name
  await expect(card(page, VENDOR).getByTestId('public-price')).toHaveText(
    `Buyers see: ${priceFigureText(vendorFigure)}From ${figureSourceText(vendorFigure, { productName: PER_USER, tierName })}.`,
  )
})

test('the display currency, chosen in the header menu or the profile, applies where a plan offers it; others keep their own', async ({ page, request, baseURL }) => {
  const { vendor, vendorOptions, product, optionsOf } = await catalogue(request)
  const user = newUser()
  await registerUser(page.request, baseURL!, user)
  await page.goto(`/vendors?search=${VENDOR}`)
  await expectCard(page, VENDOR, vendorPriceFigure(vendor, vendorOptions), 'price-summary')

  await page.getByRole('banner').getByRole('button', { name: `Account menu for ${user.username}` }).click()
  await expect(page.getByRole('menuitemradio', { name: 'US dollar ($)' })).toBeChecked()
  await expectNoSeriousA11yIssues(page, 'the user menu with the display currency')
  await page.getByRole('menuitemradio', { name: 'British pound (£)' }).click()
  const inPounds = vendorPriceFigure(vendor, vendorOptions, 'GBP')
  expect(priceFigureText(inPounds)).toBe('Starting at £111.67/month, flat rate, billed quarterly') // the £335 a quarter plan
  await expectCard(page, VENDOR, inPounds, 'price-summary')
  await page.keyboard.press('Escape')

  // A product with no plan in pounds keeps its own currency, marked by its symbol; the plans in pounds come first on a product page.
  const perUser = product(PER_USER)
  const perUserOptions = await optionsOf(perUser)
  expect(perUserOptions.some((o) => o.currency === 'GBP')).toBe(false)
  await page.goto(`/products/${perUser.slug}`)
  await expect(page.getByTestId('product-starting-price')).toHaveText(priceFigureText(productPriceFigure(perUser, perUserOptions, 'GBP')), { timeout: 20_000 })
  await page.goto(`/products/${product(FLAT).slug}`)
  const plus = page.getByRole('article', { name: 'Plus tier' }).getByRole('radio')
  await expect(plus.first()).toHaveAccessibleName(/^Plus: £335 \/ quarter/)
  await expect(plus.nth(1)).toHaveAccessibleName(/^Plus: \$[\d,]+ \/ (year|month).* Priced in USD · /)

  // The profile shows the same choice and changes it back; the device keeps it.
  await page.goto('/profile')
  const select = page.getByRole('combobox', { name: 'Display currency' }).first()
  await expect(select).toHaveValue('GBP')
  await select.selectOption('USD')
  await page.goto(`/vendors?search=${VENDOR}`)
  await expectCard(page, VENDOR, vendorPriceFigure(vendor, vendorOptions, 'USD'), 'price-summary')
})

test.describe('the cart', () => {
  let buyer: APIRequestContext
  let cookies: Cookie[]
  test.beforeAll(async ({ playwright }, testInfo) => {
    buyer = await apiClient(playwright, testInfo)
    cookies = await registerBuyer(buyer, 'pricebuyer')
  })
  test.afterAll(async () => {
    await buyer?.dispose()
  })

  test('a flat plan is not multiplied by its users; lines carry their period; totals per currency; a requested line says so and links to its request', async ({ page }) => {
    test.slow() // a request sent and synced
    const { product, optionsOf } = await catalogue(buyer)
    const flat = product(FLAT)
    const options = await optionsOf(flat)
    const tiers = (await (await buyer.get(`/api/products/${flat.id}/tiers`)).json()) as { id: number; name: string }[]
    const growth = tiers.find((t) => t.name === 'Growth')!.id
    const monthly = options.find((o) => o.productTierId === growth && o.paymentFrequency === 'monthly' && o.currency === 'USD')!
    const yearly = options.find((o) => o.productTierId === growth && o.paymentFrequency === 'annually' && o.currency === 'USD')!
    for (const [option, quantity] of [[monthly, 5], [yearly, 1]] as const) {
      const res = await buyer.post('/api/cart/lines', { data: { productId: flat.id, tierId: growth, pricingOptionId: option.id, quantity } })
      expect(res.status(), await res.text()).toBe(201)
    }
    await page.context().addCookies(cookies)
    await page.goto('/cart')
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2, { timeout: 20_000 })
    const monthlyLine = lines.filter({ hasText: '/ month' })
    await expect(monthlyLine.getByTestId('cart-line-total')).toHaveText('$59 / month') // not $295: one flat price for 5 users
    await expect(monthlyLine.getByText('Flat price, the same for 5 users')).toBeVisible()
    await expect(lines.filter({ hasText: '/ year' }).getByTestId('cart-line-total')).toHaveText('$602 / year')
    await expect(page.getByTestId('cart-total')).toHaveText('Due at first billing (USD)$661')
    await expect(page.getByTestId('cart-per-month')).toHaveText('Per month$109.17') // 59 + 602 / 12
    await expect(page.getByTestId('cart-first-year')).toHaveText('First year$1,310') // 12 × 59 + 602

    // Subscribing keeps the 5 users (a flat plan's users are not reset to 1) and prices them the same way.
    await monthlyLine.getByRole('link', { name: 'Subscribe' }).click()
    await expect(page.getByRole('spinbutton', { name: 'Number of users' })).toHaveValue('5', { timeout: 20_000 })
    await expect(page.getByRole('region', { name: 'Price breakdown' }).getByTestId('breakdown-row').first()).toHaveText('Per month$59')
    await page.getByRole('button', { name: 'Send subscription request' }).click()
    await expectToast(page, 'Subscription request sent', `${FLAT} (Growth), 5 users (flat price)`)
    const orders = async () => (await (await buyer.get('/api/orders')).json()) as { id: number; reference: string; total: number }[]
    await expect.poll(async () => (await orders()).map((o) => o.total), { timeout: 20_000 }).toEqual([59])
    const [order] = await orders()

    await page.goto('/cart')
    const requested = page.getByTestId('cart-line').filter({ hasText: '/ month' }).getByTestId('cart-line-requested')
    await expect(requested).toHaveText(new RegExp(`^Requested on [A-Z][a-z]{2} \\d{1,2}, \\d{4} · ${order.reference} · Requested · View request$`), { timeout: 20_000 })
    await expect(page.getByTestId('cart-line').filter({ hasText: '/ month' }).getByRole('link', { name: 'Subscribe' })).toHaveCount(0)
    await requested.getByRole('link', { name: 'View request' }).click()
    await expect(page).toHaveURL(`/profile?tab=orders&order=${order.id}`)
    const row = page.locator('[data-testid="order-row"][aria-current="true"]')
    await expect(row.getByTestId('order-reference')).toHaveText(`Reference ${order.reference}`)
    await expect(row).toContainText('Growth plan · 5 users (flat price) · first payment $59')
  })
})
