// The admin access rule: a spinner while the session is checked;
// a signed-out visitor and a member see 'Access Denied' with its text and toast and land on '/' about
// 1.5 s later; the admin sees the seven tabs in their fixed order with Import data first. The rule for a
// visitor and a member is behaviour and runs on the desktop (tests/e2e/viewport-policy.ts); the admin's
// dashboard (the seven tabs, nothing scrolling sideways, axe) runs on the desktop and the tablet.
import { expect, test, type Page } from './base-test'
import { ADMIN, expectNoSeriousA11yIssues, expectToast, holdRequests, newUser, registerUser, signInApi } from './account-helpers'
import { expectNoHorizontalScroll } from './detail-fixtures'
import { storyTest } from './viewport-policy'

const DENIED_TEXT = 'You need admin privileges to access this page.'
const TABS = ['Import data', 'Manage vendors', 'Manage products', 'Blog posts', 'Resources', 'User management', 'Featured comparisons']

async function expectDeniedThenHome(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('main').getByText(DENIED_TEXT)).toBeVisible()
  await expect(page).toHaveTitle('Access Denied | Vetted Marketplace')
  await expectToast(page, 'Access Denied', DENIED_TEXT)
  await expect(page.getByRole('tab')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeHidden()
}

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 820, height: 1180 }],
] as const

// Axe over the dashboard on a machine shared by several runs: a generous allowance per test.
test.describe.configure({ timeout: 90_000 })

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`admin access on ${device}`, () => {
    test.use({ viewport })
    const story = storyTest(device === 'desktop')

    story('a signed-out visitor: spinner while checking, then Access Denied with toast, then home', async ({ page, baseURL }) => {
      // A session that ended on the server while the browser kept its "signed in" hint: the app asks.
      // (With no hint and no remembered user it asks nothing: tests/e2e/first-visit.spec.ts.)
      await page.context().addCookies([{ name: 'vetted_signed_in', value: '1', url: baseURL! }])
      const held = await holdRequests(page, '**/api/auth/me')
      await page.goto('/admin')
      await expect(page.getByLabel('Checking your access')).toBeVisible({ timeout: 20_000 })
      held.release()
      await expectDeniedThenHome(page)
    })

    story('a member: Access Denied with toast, then home', async ({ page, baseURL }) => {
      await registerUser(page.request, baseURL!, newUser())
      await page.goto('/admin')
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible({ timeout: 20_000 })
      await expectDeniedThenHome(page)
    })

    test('the admin: the seven tabs in order, Import data selected, no redirect', async ({ page, baseURL }) => {
      await signInApi(page.request, baseURL!, ADMIN.username, ADMIN.password)
      await page.goto('/admin')
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 })
      await expect(page).toHaveTitle('Admin Dashboard | Vetted Marketplace')
      const tabs = page.getByRole('tablist').first().getByRole('tab')
      await expect(tabs).toHaveText(TABS)
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tab', { name: 'Import Vendors' })).toBeVisible({ timeout: 15_000 })
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, `/admin as the admin, ${device}`)
      // Still here well after the 1.5 s a visitor would wait (a condition, not a timed assertion).
      await page.getByRole('tab', { name: 'Manage vendors' }).click()
      await expect(page).toHaveURL(/\/admin\/vendors$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toHaveCount(0)
    })
  })
}
