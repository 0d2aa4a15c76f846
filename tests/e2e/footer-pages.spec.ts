// The footer pages: every Company and legal link opens its page with real content (vetting, placement
// never paid, offline storage, the one HttpOnly cookie); the contact form's validation messages, a
// message stored on the server (read back through the admin API), the subject prefilled from a page's
// link, and offline: the message waits on the device and is sent once after reconnecting; axe. The
// stories run on the desktop (./viewport-policy.ts); desktop and tablet both check that every page fits
// the screen with its content, and axe.
import { expect, readingTest, test, type Page } from './base-test'
import { CONTACT_THANKS, type ContactMessage } from '../../sync/schemas'
import { expectNoSeriousA11yIssues } from './account-helpers'
import { adminApi, NAVIGATION, runTag, VIEWPORTS, waitForServiceWorker, type AdminApi } from './content-helpers'
import { expectNoHorizontalScroll } from './detail-fixtures'
import { storyTest } from './viewport-policy'

const PAGES: [link: string, path: string, heading: string, text: RegExp][] = [
  ['About Us', '/about', 'About Us', /Vendors cannot buy a higher position/],
  ['Careers', '/careers', 'Careers', /Vendor Research Analyst/],
  ['Contact', '/contact', 'Contact Us', /within one business day/],
  ['Partners', '/partners', 'Partners', /Listing on Vetted is free/],
  ['Support', '/support', 'Support', /Forgot your password\?/],
  ['Privacy Policy', '/privacy', 'Privacy Policy', /IndexedDB and local storage/],
  ['Terms of Service', '/terms', 'Terms of Service', /Placement on Vetted is never paid/],
  ['Cookie Policy', '/cookies', 'Cookie Policy', /It is HttpOnly/],
]

let api: AdminApi
test.beforeAll(async ({}, testInfo) => {
  api = await adminApi(testInfo)
})
test.afterAll(async () => api.cleanUp())

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const storedMessages = async () => (await (await api.request.get('/api/admin/contact-messages')).json()) as ContactMessage[]

async function fillContact(page: Page, name: string, message: string) {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill('buyer@example.com')
  await page.getByLabel('Company (optional)').fill('Acme Ltd')
  await page.getByLabel('Message').fill(message)
}

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport })
    const story = storyTest(label === 'desktop')
    const readingStory = storyTest(label === 'desktop', readingTest)

    readingStory('every footer link opens its page with its content and title', async ({ page }) => {
      test.slow() // eight pages
      await page.goto('/')
      for (const [link, path, heading, text] of PAGES) {
        await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${path}$`))
        await expect(h1(page, heading)).toBeVisible(NAVIGATION)
        await expect(page).toHaveTitle(`${heading} | Vetted Marketplace`)
        await expect(page.getByText(text).first()).toBeVisible()
      }
    })

    readingTest('the pages fit the screen with their content and pass axe', async ({ page }) => {
      test.setTimeout(180_000) // eight axe scans on a shared machine
      for (const [, path, heading, text] of PAGES) {
        await page.goto(path)
        await expect(h1(page, heading)).toBeVisible(NAVIGATION)
        await expect(page.getByText(text).first()).toBeVisible()
        await expectNoHorizontalScroll(page)
        await expectNoSeriousA11yIssues(page, heading)
      }
    })

    story('the contact form shows the validation messages, then stores the message on the server', async ({ page }) => {
      const name = `Casey ${label} ${runTag()}`
      await page.goto('/contact')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByText('Name is required')).toBeVisible()
      await expect(page.getByText('Invalid email address')).toBeVisible()
      await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
      await fillContact(page, name, 'Too short')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
      await expect(page.getByText('Name is required')).toHaveCount(0)
      await page.getByLabel('Message').fill('We need a security review of three CRM vendors.')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByText('Message sent')).toBeVisible()
      await expect(page.getByText(CONTACT_THANKS)).toBeVisible()
      const stored = (await storedMessages()).filter((m) => m.name === name)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ email: 'buyer@example.com', company: 'Acme Ltd', message: 'We need a security review of three CRM vendors.' })
      await page.getByRole('button', { name: 'Send another message' }).click()
      await expect(page.getByLabel('Name')).toHaveValue('')
    })

    readingStory('a page link prefills the subject', async ({ page }) => {
      await page.goto('/careers')
      await page.getByRole('link', { name: 'contact form' }).click()
      await expect(h1(page, 'Contact Us')).toBeVisible(NAVIGATION)
      await expect(page.getByLabel('Subject (optional)')).toHaveValue('Careers')
    })

    test.describe('offline', () => {
      test.use({ serviceWorkers: 'allow' })
      story('offline, the message waits on the device and reaches the server once after reconnecting', async ({ page, context }) => {
        test.slow() // reconnecting runs a whole sync round (session, pull, then the outbox) on a shared machine
        const name = `Robin ${label} ${runTag()}`
        await page.goto('/contact')
        await expect(h1(page, 'Contact Us')).toBeVisible(NAVIGATION)
        await waitForServiceWorker(page)
        await context.setOffline(true)
        await expect(page.getByText(/Your message will be saved on this device/)).toBeVisible()
        await fillContact(page, name, 'Please call me about payroll providers.')
        await page.getByRole('button', { name: 'Send Message' }).click()
        await expect(page.getByText('Message saved')).toBeVisible()
        await expect(page.getByText(/Your message is saved on this device and will be sent when you're back online/)).toBeVisible()
        await expect(page.getByRole('banner').getByRole('button', { name: '1 change waiting to sync' })).toBeVisible({ timeout: 15_000 })
        expect((await storedMessages()).filter((m) => m.name === name)).toHaveLength(0)
        await context.setOffline(false)
        await expect.poll(async () => (await storedMessages()).filter((m) => m.name === name).length, { timeout: 45_000 }).toBe(1)
        await expect(page.getByRole('banner').getByRole('button', { name: /waiting to sync/ })).toHaveCount(0, { timeout: 15_000 })
        expect((await storedMessages()).filter((m) => m.name === name)).toHaveLength(1)
      })
    })
  })
}
