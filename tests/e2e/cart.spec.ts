// The cart (/cart): the empty state; every cart message ("Added to cart", "Updated cart", "Removed from
// cart", "Cart cleared"); quantity 0 removes a line; lines by tier and option with their prices, the
// setup fee once per line and totals per currency; Subscribe links; a signed-in buyer's cart on a second
// browser context (another device); axe. The stories run on the desktop (./viewport-policy.ts); a portrait
// tablet checks that the empty and the filled cart fit its screen, with axe.
import { expect, test, type APIRequestContext, type Page } from './base-test'
import { expectToast } from './account-helpers'
import { EDR, addCartLine, edrPlans, type EdrPlans } from './buy-fixtures'
import { VIEWPORTS, apiClient, cartBadge, expectNoHorizontalScroll, registerBuyer, seriousViolations, type Cookie } from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const lines = (page: Page) => page.getByTestId('cart-line')
const line = (page: Page, name: string | RegExp) => page.getByRole('listitem', { name })
const totals = (page: Page) => page.getByTestId('cart-total')

async function openCart(page: Page) {
  await page.goto('/cart')
  await expect(h1(page, 'Your Cart')).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveTitle('Your Cart | Vetted Marketplace')
}

async function addFromProductPage(page: Page, plan: RegExp, users: string) {
  await page.goto(`/products/${EDR.slug}`)
  await expect(h1(page, EDR.name)).toBeVisible({ timeout: 20_000 })
  await page.getByRole('region', { name: 'Plans & Pricing' }).getByRole('radio', { name: plan }).check()
  const panel = page.getByRole('region', { name: 'Your plan' })
  await panel.getByRole('spinbutton', { name: 'Users' }).fill(users)
  await panel.getByRole('button', { name: 'Add to cart' }).click()
}

test.describe('a visitor', () => {
  test('empty state, then every cart message: added, updated, 0 removes, removed, cleared', async ({ page }) => {
    test.slow() // notices queue one at a time for 5 s each
    await openCart(page)
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products')
    await expect(page.getByRole('button', { name: 'Clear cart' })).toHaveCount(0)

    await addFromProductPage(page, /^Essentials: \$7 per user \/ month/, '3')
    await expectToast(page, 'Added to cart')
    await addFromProductPage(page, /^Advanced: \$122 per user \/ year/, '2')
    await expect(cartBadge(page).first()).toHaveText('5')

    await page.getByRole('banner').getByRole('link', { name: /^Cart, 5 items$/ }).click()
    await expect(h1(page, 'Your Cart')).toBeVisible()
    await expect(lines(page)).toHaveCount(2)
    const essentials = line(page, `${EDR.name} (Essentials)`)
    await expect(essentials.getByTestId('cart-line-plan')).toHaveText('Essentials plan · $7 per user / month')
    // Each line with its period; what is due at each line's first billing, per month and in the first year.
    await expect(essentials.getByTestId('cart-line-total')).toHaveText('$21 / month')
    await expect(line(page, `${EDR.name} (Advanced)`).getByTestId('cart-line-total')).toHaveText('$244 / year')
    await expect(totals(page)).toHaveText(['Due at first billing (USD)$265']) // 3 × 7 + 2 × 122
    await expect(page.getByTestId('cart-per-month')).toHaveText('Per month$41.33') // 21 + 244 / 12
    await expect(page.getByTestId('cart-first-year')).toHaveText('First year$496') // 12 × 21 + 244

    await essentials.getByRole('button', { name: `Increase quantity of ${EDR.name} (Essentials)` }).click()
    await expectToast(page, 'Updated cart', `${EDR.name} (Essentials)`)
    await expect(essentials.getByTestId('cart-line-total')).toHaveText('$28 / month')
    await expect(totals(page)).toHaveText(['Due at first billing (USD)$272'])
    await expect(cartBadge(page).first()).toHaveText('6')

    // Typing 0 removes the line.
    const quantity = essentials.getByRole('spinbutton', { name: `Quantity for ${EDR.name} (Essentials)` })
    await quantity.fill('0')
    await quantity.press('Enter')
    await expectToast(page, 'Removed from cart')
    await expect(lines(page)).toHaveCount(1)
    await expect(totals(page)).toHaveText(['Due at first billing (USD)$244'])

    await page.getByRole('button', { name: 'Clear cart' }).click()
    await expectToast(page, 'Cart cleared')
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await expect(cartBadge(page)).toHaveCount(0)
  })

  test('Remove takes one line away with "Removed from cart"', async ({ page }) => {
    await addFromProductPage(page, /^Essentials: \$7 per user \/ month/, '2')
    await expectToast(page, 'Added to cart')
    await openCart(page)
    await line(page, `${EDR.name} (Essentials)`).getByRole('button', { name: 'Remove' }).click()
    await expectToast(page, 'Removed from cart', `${EDR.name} (Essentials)`)
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  })
})

let buyer: APIRequestContext
let buyerCookies: Cookie[]
let plans: EdrPlans
test.beforeAll(async ({ playwright }, testInfo) => {
  buyer = await apiClient(playwright, testInfo)
  buyerCookies = await registerBuyer(buyer, 'cartbuyer')
  plans = await edrPlans(buyer)
})
test.afterAll(async () => {
  await buyer?.dispose()
})

for (const [label, viewport] of Object.entries({ desktop: VIEWPORTS.desktop, 'tablet portrait': VIEWPORTS['tablet portrait'] })) {
  test.describe(`a signed-in buyer (${label})`, () => {
    test.use({ viewport })
    const isDesktop = label === 'desktop'
    const story = storyTest(isDesktop)
    const smallScreen = smallScreenTest(isDesktop)

    story('lines by tier and option, setup fee once per line, totals per currency, Subscribe links, and the same cart on another device', async ({ page, browser }) => {
      test.slow() // two browser contexts and axe on a loaded machine
      expect((await buyer.delete('/api/cart')).status()).toBe(204)
      const essentials = plans.option('Essentials', 'USD')
      const completeUsd = plans.option('Complete', 'USD')
      const completeEur = plans.option('Complete', 'EUR')
      await addCartLine(buyer, plans.productId, essentials, 3)
      await addCartLine(buyer, plans.productId, completeUsd, 25)
      await addCartLine(buyer, plans.productId, completeEur, 25)

      await page.context().addCookies(buyerCookies)
      await openCart(page)
      await expect(lines(page)).toHaveCount(3, { timeout: 15_000 })
      const complete = lines(page).filter({ hasText: '€' })
      await expect(complete.getByTestId('cart-line-plan')).toHaveText(`Complete plan · €${completeEur.price} per user / month`)
      await expect(complete.getByText('One-time setup fee €500 (once per line)')).toBeVisible()
      const euros = (n: number) => `€${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`
      const eurMonth = Math.round(25 * completeEur.price * 100) / 100
      const eurText = euros(Math.round((eurMonth + 500) * 100) / 100)
      await expect(complete.getByTestId('cart-line-total')).toHaveText(`${euros(eurMonth)} / month`)
      await expect(complete.getByTestId('cart-line-first-billing')).toHaveText(`Due at first billing: ${eurText}`)
      // USD: 3 × 7 + (25 × 19 + 500 once) = 21 + 975 = 996 at first billing, 496 a month; EUR on its own.
      await expect(totals(page)).toHaveText(['Due at first billing (EUR)' + eurText, 'Due at first billing (USD)$996'])
      await expect(page.getByRole('definition').filter({ hasText: '$6,452' })).toBeVisible() // 12 × 496 + 500 in the first year
      const subscribe = line(page, `${EDR.name} (Essentials)`).getByRole('link', { name: 'Subscribe' })
      await expect(subscribe).toHaveAttribute('href', `/subscribe/${plans.productId}?tier=${essentials.productTierId}&option=${essentials.id}&users=3`)
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])
      if (process.env.SHOT) await page.screenshot({ path: `/tmp/cart-${label}.png`, fullPage: true })

      // A change on this device reaches the other device (a second browser context, same account).
      await line(page, `${EDR.name} (Essentials)`).getByRole('button', { name: /^Increase quantity/ }).click()
      await expectToast(page, 'Updated cart')
      await expect.poll(async () => ((await (await buyer.get('/api/cart')).json()) as { quantity: number }[]).map((l) => l.quantity).sort(), { timeout: 15_000 }).toEqual([25, 25, 4])
      const other = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL })
      await other.addCookies(buyerCookies)
      const device = await other.newPage()
      await openCart(device)
      await expect(lines(device)).toHaveCount(3, { timeout: 15_000 })
      await expect(line(device, `${EDR.name} (Essentials)`).getByTestId('cart-line-total')).toHaveText('$28 / month')
      await expect(totals(device)).toHaveText(['Due at first billing (EUR)' + eurText, 'Due at first billing (USD)$1,003'])
      await other.close()
    })

    // The desktop's story runs these checks on its layout.
    smallScreen('fits the screen: lines in two currencies with their totals and Subscribe links, no sideways scrolling, axe', async ({ page }) => {
      expect((await buyer.delete('/api/cart')).status()).toBe(204)
      await addCartLine(buyer, plans.productId, plans.option('Essentials', 'USD'), 3)
      await addCartLine(buyer, plans.productId, plans.option('Complete', 'USD'), 25)
      await addCartLine(buyer, plans.productId, plans.option('Complete', 'EUR'), 25)
      await page.context().addCookies(buyerCookies)
      await openCart(page)
      await expect(lines(page)).toHaveCount(3, { timeout: 15_000 })
      for (const cartLine of await lines(page).all()) {
        await expect(cartLine.getByTestId('cart-line-total')).toBeVisible()
        await expect(cartLine.getByRole('link', { name: 'Subscribe' })).toBeVisible()
      }
      await expect(totals(page)).toHaveCount(2)
      await expect(page.getByRole('button', { name: 'Clear cart' })).toBeVisible()
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}

test('the empty cart passes axe on a tablet', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS['tablet portrait'])
  await openCart(page)
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
