// The shared search box in the header, the home
// hero and the hub: the dropdown appears for more than 2 trimmed characters and closes otherwise; at
// most 4 vendors and 4 products, 6 in all; Enter or the Search button opens the hub with ?search=;
// the button is disabled for blank text and reads "Searching..." (disabled) while a search runs;
// outside clicks, Escape and choosing a result close it (choosing also clears the text); arrows move
// through the results (combobox + listbox); it works offline; failures are only logged. The stories run
// on the desktop (./viewport-policy.ts); the tablet checks that the open dropdowns fit its screen, with axe.
import { expect, readingTest, test, type Locator, type Page } from './base-test'
import { expectNoHorizontalScroll, seriousViolations } from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

const LABEL = 'Search vendors and products'
const heroBox = (page: Page) => page.getByRole('region', { name: 'Discover Vetted Technology' })
const listboxOf = (scope: Locator) => scope.getByRole('listbox', { name: 'Search suggestions' })

/** The element lies within the screen's width (a dropdown never reaches past an edge). */
async function expectWithinWidth(page: Page, element: Locator) {
  const box = (await element.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
}

async function openHome(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('list', { name: 'Featured vendors' }).getByRole('link').first()).toBeVisible({ timeout: 20_000 })
}

interface HeldSearches {
  releaseSearches: () => void
}

/**
 * Holds every search the page asks of its search worker (web/search/search-protocol.ts) until the spec
 * calls window.releaseSearches(): a local search can answer before the busy state is ever painted.
 */
async function holdSearches(page: Page) {
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage
    const held: (() => void)[] = []
    let holding = true
    Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: Transferable[] | StructuredSerializeOptions) {
      const send = () => post.call(this, message, options as StructuredSerializeOptions)
      if (holding && (message as { type?: string } | null)?.type === 'search') held.push(send)
      else send()
    }
    ;(window as unknown as HeldSearches).releaseSearches = () => {
      holding = false
      held.splice(0).forEach((send) => send())
    }
  })
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'tablet', viewport: { width: 820, height: 1180 } },
]

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`Search box on ${name}`, () => {
    test.use({ viewport })
    const isDesktop = name === 'desktop'
    const readingStory = storyTest(isDesktop, readingTest)
    const readingSmallScreen = smallScreenTest(isDesktop, readingTest)

    readingStory('the dropdown opens for more than 2 characters, holds at most 4 vendors and 4 products (6 in all), and closes for shorter text', async ({ page }) => {
      await openHome(page)
      const hero = heroBox(page)
      const input = hero.getByRole('combobox', { name: LABEL })
      const list = listboxOf(hero)
      await expect(input).toHaveAttribute('aria-expanded', 'false')

      await input.fill('cloud') // many vendors and products match
      await expect(list).toBeVisible({ timeout: 15_000 })
      await expect(input).toHaveAttribute('aria-expanded', 'true')
      const vendors = list.getByRole('group', { name: 'Vendors' }).getByRole('option')
      const products = list.getByRole('group', { name: 'Products' }).getByRole('option')
      await expect(list.getByRole('option')).toHaveCount(6)
      await expect(vendors).toHaveCount(4) // vendors first, up to 4, then products up to 6 in all
      await expect(products).toHaveCount(2)

      await input.fill(' cl ') // 2 characters once trimmed: results cleared, dropdown closed
      await expect(list).toBeHidden()
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await input.fill('northgate')
      await expect(list.getByRole('option', { name: 'Northgate Sentinel', exact: true })).toBeVisible({ timeout: 15_000 })
      await input.fill('')
      await expect(list).toBeHidden()
    })

    readingStory('Enter and the Search button open the hub with the text; blank text cannot be searched', async ({ page }) => {
      await openHome(page)
      const hero = heroBox(page)
      const input = hero.getByRole('combobox', { name: LABEL })
      const button = hero.getByRole('button', { name: 'Search', exact: true })
      await expect(button).toBeDisabled()
      await input.fill('   ')
      await expect(button).toBeDisabled()
      await input.press('Enter')
      await expect(page).toHaveURL('/')

      await input.fill('  cloud backup ')
      await input.press('Enter')
      await expect(page).toHaveURL('/marketplace?search=cloud%20backup')
      await expect(page.getByRole('heading', { level: 1, name: 'Technology Marketplace' })).toBeVisible()

      await page.goBack()
      await heroBox(page).getByRole('combobox', { name: LABEL }).fill('ok') // short text still searches on submit
      await heroBox(page).getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL('/marketplace?search=ok')
    })

    readingStory('the Search button reads "Searching..." and is disabled while a search runs', async ({ page }) => {
      await holdSearches(page)
      await openHome(page)
      const hero = heroBox(page)
      const button = hero.getByRole('button', { name: /^Search(ing\.\.\.)?$/ })
      await hero.getByRole('combobox', { name: LABEL }).fill('security')
      await expect(button).toHaveText('Searching...')
      await expect(button).toBeDisabled()
      await page.evaluate(() => (window as unknown as HeldSearches).releaseSearches())
      await expect(listboxOf(hero)).toBeVisible({ timeout: 15_000 })
      await expect(button).toHaveText('Search')
      await expect(button).toBeEnabled()
    })

    readingStory('choosing a result opens it and clears the text; outside clicks and Escape close the dropdown', async ({ page }) => {
      await openHome(page)
      const hero = heroBox(page)
      const input = hero.getByRole('combobox', { name: LABEL })
      const list = listboxOf(hero)
      await input.fill('northgate')
      await expect(list).toBeVisible({ timeout: 15_000 })
      await page.getByRole('heading', { level: 1 }).click() // outside
      await expect(list).toBeHidden()
      await expect(input).toHaveValue('northgate') // an outside click keeps the text

      await input.fill('northgate sentinel')
      await expect(list).toBeVisible({ timeout: 15_000 })
      await input.press('Escape')
      await expect(list).toBeHidden()
      await expect(input).toHaveValue('northgate sentinel')

      await input.fill('northgate')
      await list.getByRole('option', { name: 'Northgate Sentinel', exact: true }).click()
      await expect(page).toHaveURL('/vendors/northgate-sentinel')
      await expect(page.getByRole('heading', { level: 1, name: 'Northgate Sentinel' })).toBeVisible()
      // The header's box is the same component: choose a product from it.
      const header = page.getByRole('banner')
      const headerInput = header.getByRole('combobox', { name: LABEL })
      await headerInput.fill('phishward')
      const product = listboxOf(header).getByRole('group', { name: 'Products' }).getByRole('option').first()
      await expect(product).toBeVisible({ timeout: 15_000 })
      await expect(product).toContainText('by Phishward')
      await product.click()
      await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/)
      await expect(headerInput).toHaveValue('')
      await expect(listboxOf(header)).toBeHidden()
    })

    readingStory('the keyboard moves through the results, Enter opens the highlighted one, Escape closes', async ({ page }) => {
      await openHome(page)
      const hero = heroBox(page)
      const input = hero.getByRole('combobox', { name: LABEL })
      const list = listboxOf(hero)
      await input.fill('cloud')
      await expect(list.getByRole('option')).toHaveCount(6, { timeout: 15_000 })
      const options = list.getByRole('option')
      const activeId = () => input.getAttribute('aria-activedescendant')

      await input.press('ArrowDown')
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
      expect(await activeId()).toBe(await options.nth(0).getAttribute('id'))
      await input.press('ArrowDown')
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false')
      await input.press('ArrowUp')
      await input.press('ArrowUp') // wraps to the last result
      await expect(options.nth(5)).toHaveAttribute('aria-selected', 'true')
      await expect(input).toBeFocused() // focus stays in the box throughout

      await input.press('Escape')
      await expect(list).toBeHidden()
      await input.press('ArrowDown') // reopens with the first result highlighted
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
      const firstName = (await options.nth(0).locator('p').first().textContent())!
      await input.press('Enter')
      await expect(page).toHaveURL(/\/vendors\/[a-z0-9-]+$/)
      await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible()
    })

    readingStory('a search that fails is only logged: no message, and Enter still opens the hub', async ({ page }) => {
      // No workers at all: the index cannot start, so every search fails.
      await page.addInitScript(() => {
        Object.defineProperty(window, 'Worker', { value: class { constructor() { throw new Error('Workers are blocked') } } })
      })
      const errors: string[] = []
      page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()) })
      await openHome(page)
      const input = heroBox(page).getByRole('combobox', { name: LABEL })
      await input.fill('northgate')
      await expect.poll(() => errors.some((e) => e.startsWith('Search failed'))).toBe(true)
      await expect(listboxOf(heroBox(page))).toBeHidden()
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expect(heroBox(page).getByRole('button', { name: 'Search', exact: true })).toBeEnabled()
      await input.press('Enter')
      await expect(page).toHaveURL('/marketplace?search=northgate')
    })

    readingSmallScreen('fits the screen: the hero and header dropdowns with their results stay within it, axe', async ({ page }) => {
      await openHome(page)
      const hero = heroBox(page)
      const input = hero.getByRole('combobox', { name: LABEL })
      await input.fill('cloud')
      const list = listboxOf(hero)
      await expect(list.getByRole('option')).toHaveCount(6, { timeout: 15_000 })
      await expect(list.getByRole('group', { name: 'Products' }).getByRole('option').last()).toBeVisible()
      await expectWithinWidth(page, list)
      await expectNoHorizontalScroll(page)
      expect(await seriousViolations(page)).toEqual([])
      await input.press('Escape')

      const header = page.getByRole('banner')
      await header.getByRole('combobox', { name: LABEL }).fill('cloud')
      await expect(listboxOf(header).getByRole('option')).toHaveCount(6, { timeout: 15_000 })
      await expect(listboxOf(header).getByRole('option').last()).toBeInViewport()
      await expectWithinWidth(page, listboxOf(header))
      await expectNoHorizontalScroll(page)
    })
  })
}

test.describe('Search box offline', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 820, height: 1180 } })

  test('after the first visit, the header and hero boxes search the local copy with no network', async ({ page, context }) => {
    await openHome(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    await page.reload()
    const input = heroBox(page).getByRole('combobox', { name: LABEL })
    await input.fill('ironvale')
    const option = listboxOf(heroBox(page)).getByRole('option', { name: 'Ironvale Networks', exact: true })
    await expect(option).toBeVisible({ timeout: 15_000 })
    await option.click()
    await expect(page).toHaveURL('/vendors/ironvale-networks')
    await expect(page.getByRole('heading', { level: 1, name: 'Ironvale Networks' })).toBeVisible()

    const header = page.getByRole('banner').getByRole('combobox', { name: LABEL })
    await header.fill('keystrand')
    await expect(listboxOf(page.getByRole('banner')).getByRole('option').first()).toBeVisible({ timeout: 15_000 })
    await header.press('Enter')
    await expect(page).toHaveURL('/marketplace?search=keystrand')
    await expect(page.getByRole('region', { name: 'Results for “keystrand”' }).getByRole('link', { name: 'Keystrand Identity', exact: true })).toBeVisible({ timeout: 15_000 })
    await context.setOffline(false)
  })
})
