// The web app shell: every route, case-insensitive matching, the 404 page, header and footer navigation,
// the Marketplace hover menu (mouse and keyboard), header search, the mobile side menu, responsive
// layouts without horizontal scroll, colour modes, and accessibility (axe) of the shell.
import { AxeBuilder } from '@axe-core/playwright'
import { axeWhenSettled } from './axe-settled'
import { expect, readingTest, test, type Page } from './base-test'

/** Every visitors' route plus /admin, with the heading its screen shows. */
const ROUTES: [path: string, heading: string][] = [
  ['/', 'Discover Vetted Technology'],
  ['/marketplace', 'Technology Marketplace'],
  ['/vendors', 'Vendor Marketplace'],
  ['/vendors/acme-cloud', 'Vendor Not Found'],
  ['/products', 'Product Marketplace'],
  ['/products/acme-crm', 'Product Not Found'],
  ['/subscribe/12', 'Subscribe'],
  ['/evaluation-center', 'Evaluation Center'],
  ['/evaluation-center/7', 'Board Not Found'], // a board that does not exist (or is private)
  ['/blog', 'Blog'],
  ['/blog/choosing-a-crm', 'Article Not Found'],
  ['/resources', 'Resources'],
  ['/resources/security-checklist', 'Resource Not Found'],
  ['/cart', 'Your Cart'],
  ['/profile', 'Profile'],
  ['/admin', 'Access Denied'], // anonymous visitors (the admin sees the dashboard: tests/e2e/admin-*.spec.ts)
  ['/ai-receptionist', 'AI Receptionist'],
  ['/reset-password', 'Reset Password'],
  ['/about', 'About Us'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact Us'],
  ['/partners', 'Partners'],
  ['/support', 'Support'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
]

const HEADINGS = new Map(ROUTES)
const DEFAULT_TITLE = 'Vetted — Technology Marketplace'

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })

/** Client-side navigation, as a link click would do it (React Router listens to popstate). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

readingTest('every route shows its screen inside the header and footer, with its page title', async ({ page }) => {
  await page.goto('/')
  await expect(h1(page, 'Discover Vetted Technology')).toBeVisible()
  for (const [path, heading] of ROUTES) {
    await navigateInApp(page, path)
    await expect(h1(page, heading), path).toBeVisible()
    await expect(page).toHaveTitle(path === '/' ? DEFAULT_TITLE : `${heading} | Vetted Marketplace`)
  }
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

readingTest('deep links load directly from the server', async ({ page }) => {
  for (const [path, heading] of ROUTES.filter(([path]) => /^\/(vendors|evaluation-center|admin|subscribe)\b/.test(path))) {
    await page.goto(path)
    await expect(h1(page, heading), path).toBeVisible()
  }
})

readingTest('routes match case-insensitively and keep named parameters', async ({ page }) => {
  await page.goto('/VENDORS')
  await expect(h1(page, 'Vendor Marketplace')).toBeVisible()
  // The slug parameter is matched against the local copy without regard to case.
  await page.goto('/Vendors/Northgate-Sentinel')
  await expect(h1(page, 'Northgate Sentinel')).toBeVisible({ timeout: 15_000 })
})

readingTest('an unknown path shows the 404 page with a link home', async ({ page }) => {
  for (const path of ['/no-such-page', '/vendors/acme/extra']) {
    await page.goto(path)
    await expect(h1(page, '404 Page Not Found')).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  }
  await page.getByRole('link', { name: 'Back to the homepage' }).click()
  await expect(page).toHaveURL('/')
  await expect(h1(page, 'Discover Vetted Technology')).toBeVisible()
})

readingTest('header links navigate, and leaving a page restores the default title', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [label, path] of [['Evaluation Center', '/evaluation-center'], ['Blog', '/blog'], ['Resources', '/resources']]) {
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(h1(page, HEADINGS.get(path)!)).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0) // admins only
  await page.getByRole('link', { name: /^Cart, 0 items$/ }).click()
  await expect(h1(page, 'Your Cart')).toBeVisible()
  await expect(page).toHaveTitle('Your Cart | Vetted Marketplace')
  await page.getByRole('link', { name: 'Vetted home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page).toHaveTitle(DEFAULT_TITLE)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible()
})

readingTest('every footer link navigates to its page', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Vetted`)
  await expect(footer).toContainText('simplifies technology evaluation and procurement with transparent information')
  const footerLinks = [
    ['Technology Marketplace', '/marketplace'], ['Vendors', '/vendors'], ['Products', '/products'],
    ['Evaluation Center', '/evaluation-center'], ['Blog', '/blog'], ['Resource Library', '/resources'],
    ['AI Receptionist', '/ai-receptionist'], ['About Us', '/about'], ['Careers', '/careers'], ['Contact', '/contact'],
    ['Partners', '/partners'], ['Support', '/support'], ['Privacy Policy', '/privacy'], ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookies'],
  ]
  for (const [label, path] of footerLinks) {
    await footer.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(h1(page, HEADINGS.get(path)!)).toBeVisible()
  }
})

readingTest('the Marketplace menu opens on hover, closes after the pointer leaves, and works from the keyboard', async ({ page }) => {
  await page.goto('/about')
  const trigger = page.getByRole('button', { name: 'Marketplace' })
  const panel = page.getByRole('region', { name: 'Marketplace' })
  await expect(panel).toBeHidden()

  await trigger.hover()
  await expect(panel).toBeVisible()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.getByRole('heading', { name: 'Browse Vendors' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Browse Products' })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Explore 35+ Verified Vendors' })).toBeVisible()
  // The catalogue is here (a featured vendor heads the panel) before the keyboard part below: while it
  // is still downloading, the first link is "View Marketplace" and the vendors arrive above it.
  await expect(panel.getByRole('link').first()).toHaveAttribute('href', /^\/vendors\/.+/, { timeout: 20_000 })
  const width = await panel.evaluate((el) => el.parentElement!.getBoundingClientRect().width)
  expect(width).toBe(800)

  await page.mouse.move(640, 600) // away from the trigger and the panel
  await expect(panel).toBeHidden()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')

  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  // Focus moves to the panel's first link: the first featured vendor once the catalogue is here.
  await expect(panel.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.keyboard.press('ArrowDown')
  await expect(panel.getByRole('link').first()).toBeFocused()
  await panel.getByRole('link', { name: 'View Marketplace' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/vendors')
  await expect(panel).toBeHidden()
})

readingTest('the header search goes to the marketplace with the text, and ignores blank text', async ({ page }) => {
  await page.goto('/blog')
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search vendors and products' })
  await search.fill('   ')
  await search.press('Enter')
  await expect(page).toHaveURL('/blog')
  await search.fill('  cloud backup ')
  await search.press('Enter')
  await expect(page).toHaveURL('/marketplace?search=cloud%20backup')
  await expect(h1(page, 'Technology Marketplace')).toBeVisible()
})

readingTest('a skip link leads keyboard users past the header', async ({ page }) => {
  await page.goto('/blog')
  await expect(h1(page, 'Blog')).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

/**
 * Nothing wider than the window. Retried: right after a resize the page may still show the layout of
 * the previous size for a frame or two (media queries re-render the header), and that is not a fault.
 */
async function expectNoHorizontalScroll(page: Page, where = '') {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  await expect.poll(overflow, { message: `${where}: page wider than the window by` }).toBeLessThanOrEqual(0)
}

const LAYOUTS = [
  { width: 360, height: 740 }, // small phone
  { width: 390, height: 844 }, // phone
  { width: 820, height: 1180 }, // tablet, portrait
  { width: 1180, height: 820 }, // tablet, landscape
  { width: 1280, height: 800 }, // laptop
]

readingTest('no layout from small phones to laptops scrolls sideways', async ({ page }) => {
  for (const path of ['/', '/vendors/a-vendor-with-a-rather-long-slug-name', '/no-such-page']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const layout of LAYOUTS) {
      await page.setViewportSize(layout)
      await expect(page.getByRole('banner')).toBeVisible()
      await expectNoHorizontalScroll(page, `${path} at ${layout.width}x${layout.height}`)
    }
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  readingTest('the side menu repeats the links, search and sign-in, and closes on navigation', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused() // no uninvited keyboard
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await page.getByRole('button', { name: 'Open menu' }).click()
    for (const label of ['Marketplace', 'Vendors', 'Products', 'Evaluation Center', 'Blog', 'Resources', 'Cart']) {
      await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(drawer.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await drawer.getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL('/blog')
    await expect(drawer).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await drawer.getByRole('combobox', { name: 'Search vendors and products' }).fill('laptops')
    await drawer.getByRole('combobox', { name: 'Search vendors and products' }).press('Enter')
    await expect(page).toHaveURL('/marketplace?search=laptops')
    await expect(drawer).toBeHidden()
  })
})

test.describe('on a tablet in portrait', () => {
  test.use({ viewport: { width: 820, height: 1180 } })

  readingTest('the header keeps search, cart and sign-in, with links in the side menu', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('combobox', { name: 'Search vendors and products' })).toBeVisible()
    await expect(header.getByRole('link', { name: /^Cart/ })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expectNoHorizontalScroll(page)
  })
})

test.describe('colour modes', () => {
  test('the toggle switches between light and dark, and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const html = page.locator('html')
    await expect(html).toHaveClass(/\blight\b/)
    const lightBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(lightBackground)

    await page.reload()
    await expect(html).toHaveClass(/\bdark\b/)
    await page.getByRole('button', { name: 'Switch to light mode' }).click()
    await expect(html).toHaveClass(/\blight\b/)
  })

  readingTest('the system preference applies before the app script runs (no flash)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    // Hold back the app bundle: whatever shows now is what the first paint shows.
    await page.route(/\/assets\/index-.*\.js$/, (route) => route.abort())
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
    expect(background).toBe('rgb(11, 22, 32)')
  })
})

readingTest('the shell has no accessibility violations, in light and dark mode, with its menus open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/about')
  await page.getByRole('button', { name: 'Marketplace' }).hover()
  await expect(page.getByRole('region', { name: 'Marketplace' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations, 'light, desktop, Marketplace menu').toEqual([])

  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  // Colours are checked once the drawer has slid and faded in (mid-animation they are blends).
  expect((await axeWhenSettled(page)).violations, 'dark, phone, side menu').toEqual([])
})
