// Resources (/resources, /resources/{slug}): published resources from the local copy with their type
// icons, file size, downloads and tags; the type filter kept in the address; drafts never shown;
// sanitized content; Download gives the file and counts one download on the server, and offline the
// count waits in the outbox and reaches the server once after reconnecting; "Resource Not Found" for
// unknown slugs and drafts; axe. The stories run on the desktop (./viewport-policy.ts); the tablet checks
// that the list and a resource page fit its screen, with axe.
import { expect, readingTest, test, type Page } from './base-test'
import type { Resource, ResourceType } from '../../sync/schemas'
import { expectNoSeriousA11yIssues } from './account-helpers'
import { adminApi, NAVIGATION, localOutbox, runTag, VIEWPORTS, waitForServiceWorker, type AdminApi } from './content-helpers'
import { expectNoHorizontalScroll } from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

const tag = runTag()
const SEEDED_TEMPLATE = 'Vendor security questionnaire'
let api: AdminApi
const made: Record<string, Resource> = {}

test.beforeAll(async ({}, testInfo) => {
  api = await adminApi(testInfo)
  const types = (await (await api.request.get('/api/resource-types')).json()) as ResourceType[]
  const typeId = (slug: string) => types.find((t) => t.slug === slug)!.id
  // The offline story downloads its own resource: the same visitor's second download of one resource
  // within the hour does not count (api/counters/visits.ts).
  for (const label of ['desktop', 'tablet', 'desktop offline', 'tablet offline']) {
    made[label] = await api.create<Resource>('/api/resources', {
      title: `Procurement webinar recording ${label} ${tag}`, description: 'Forty minutes on shortlisting vendors with finance.',
      content: `<p>Agenda ${tag}</p><script>window.__xss = 'script'</script><img src="x" onerror="window.__xss = 'onerror'">`,
      resourceTypeId: typeId('webinar'), downloadUrl: '/media/resources/saas-renewal-tracker.csv', fileSize: '0.4 KB',
      tags: ['procurement', 'finance'], published: true, authorName: 'Sam Analyst', publishedAt: '2030-01-01T09:00:00Z',
    })
  }
  made.draft = await api.create<Resource>('/api/resources', { title: `Draft checklist ${tag}`, description: 'Not yet.', published: false })
})
test.afterAll(async () => api.cleanUp())

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
// Read through the admin's own request context: the page's goes offline with it.
const serverDownloads = async (_page: Page, slug: string) => ((await (await api.request.get(`/api/resources/${slug}`)).json()) as Resource).downloads

async function openResources(page: Page, path = '/resources') {
  await page.goto(path)
  await expect(h1(page, 'Resources')).toBeVisible(NAVIGATION)
  await expect(page.getByTestId('resource-card').first()).toBeVisible({ timeout: 20_000 })
}

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport })
    const isDesktop = label === 'desktop'
    const story = storyTest(isDesktop)
    const readingStory = storyTest(isDesktop, readingTest)
    const readingSmallScreen = smallScreenTest(isDesktop, readingTest)

    readingStory('the list shows published resources with type, size, downloads and tags; the type filter follows the address', async ({ page }) => {
      test.slow() // runs axe over a long page
      const mine = made[label]
      await openResources(page)
      await expect(page).toHaveTitle('Resources | Vetted Marketplace')
      const ours = card(page, mine.title)
      await expect(ours.getByTestId('resource-type')).toHaveText('Webinar')
      await expect(ours.locator('[data-icon="webinar"] svg')).toBeVisible()
      await expect(ours.getByText('0.4 KB')).toBeVisible()
      await expect(ours.getByText('0 downloads')).toBeVisible()
      await expect(ours.getByText('#procurement')).toBeVisible()
      await expect(card(page, SEEDED_TEMPLATE).locator('[data-icon="template"] svg')).toBeVisible()
      await expect(card(page, SEEDED_TEMPLATE).getByText('1,843 downloads')).toBeVisible()
      await expect(page.getByText(made.draft.title)).toHaveCount(0)
      await expectNoSeriousA11yIssues(page, 'resources list')

      const webinars = page.getByRole('button', { name: /^Webinar \(\d+\)$/ })
      await webinars.click()
      await expect(webinars).toHaveAttribute('aria-pressed', 'true')
      await expect(page).toHaveURL(/\/resources\?type=webinar$/)
      await expect(ours).toBeVisible()
      await expect(card(page, SEEDED_TEMPLATE)).toHaveCount(0)
      await page.getByRole('button', { name: /^All Resources \(\d+\)$/ }).click()
      await expect(card(page, SEEDED_TEMPLATE)).toBeVisible()
      await openResources(page, '/resources?type=template')
      await expect(card(page, SEEDED_TEMPLATE)).toBeVisible()
      await expect(ours).toHaveCount(0)
    })

    story('a resource page gives the file and counts the download on the server; its content is sanitized', async ({ page }) => {
      test.slow() // runs axe, waits for the server's count
      const mine = made[label]
      await openResources(page)
      await card(page, mine.title).getByRole('link', { name: mine.title }).click()
      await expect(h1(page, mine.title)).toBeVisible(NAVIGATION)
      await expect(page).toHaveTitle(`${mine.title} | Vetted Marketplace`)
      const details = page.getByTestId('resource-details')
      await expect(details).toContainText('By Sam Analyst')
      await expect(details).toContainText('0.4 KB')
      await expect(details).toContainText('0 downloads')
      await expect(page.getByTestId('resource-content').getByText(`Agenda ${tag}`)).toBeVisible()
      await expect(page.getByTestId('resource-content').locator('script, [onerror]')).toHaveCount(0)
      expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined()
      await expectNoSeriousA11yIssues(page, 'resource page')

      const downloading = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Download (0.4 KB)' }).click()
      const file = await downloading
      expect(file.suggestedFilename()).toBe('saas-renewal-tracker.csv')
      await expect.poll(async () => JSON.stringify(await localOutbox(page)), { timeout: 20_000 }).toBe('{"outbox":[],"rejections":[]}')
      await expect.poll(() => serverDownloads(page, mine.slug), { timeout: 15_000 }).toBe(1)
      await page.reload()
      await expect(page.getByTestId('resource-details')).toContainText('1 download', { timeout: 15_000 })
    })

    test.describe('offline', () => {
      test.use({ serviceWorkers: 'allow' })
      story('offline, the download count waits on the device and reaches the server once after reconnecting', async ({ page, context }) => {
        test.slow() // reconnecting runs a whole sync round (session, pull, then the outbox) on a shared machine
        const mine = made[`${label} offline`]
        await page.goto(`/resources/${mine.slug}`)
        await expect(h1(page, mine.title)).toBeVisible({ timeout: 20_000 })
        await waitForServiceWorker(page)
        const before = await serverDownloads(page, mine.slug)
        await context.setOffline(true)
        await expect(page.getByText(/You're offline: the file opens if this device saved it before/)).toBeVisible()
        await page.getByRole('link', { name: 'Download (0.4 KB)' }).click()
        await expect(page.getByRole('banner').getByRole('button', { name: '1 change waiting to sync' })).toBeVisible({ timeout: 15_000 })
        expect(await serverDownloads(page, mine.slug)).toBe(before)
        await context.setOffline(false)
        await expect.poll(() => serverDownloads(page, mine.slug), { timeout: 45_000 }).toBe(before + 1)
        await expect(page.getByRole('banner').getByRole('button', { name: /waiting to sync/ })).toHaveCount(0, { timeout: 15_000 })
        expect(await serverDownloads(page, mine.slug)).toBe(before + 1)
      })
    })

    readingStory('unknown slugs and drafts show "Resource Not Found" with a way back', async ({ page }) => {
      for (const slug of ['no-such-resource', made.draft.slug]) {
        await page.goto(`/resources/${slug}`)
        await expect(h1(page, 'Resource Not Found')).toBeVisible({ timeout: 20_000 })
        await expect(page).toHaveTitle('Resource Not Found | Vetted Marketplace')
      }
      await page.getByRole('link', { name: 'Back to Resources' }).click()
      await expect(h1(page, 'Resources')).toBeVisible(NAVIGATION)
    })

    // The desktop's stories run axe on both screens.
    readingSmallScreen('fits the screen: the list and a resource page, no sideways scrolling, axe', async ({ page }) => {
      test.slow() // two axe runs over long pages
      const mine = made[label]
      await openResources(page)
      const ours = card(page, mine.title)
      await expect(ours.locator('[data-icon="webinar"] svg')).toBeVisible()
      await expect(ours.getByText('#procurement')).toBeVisible()
      await expect(page.getByRole('button', { name: /^All Resources \(\d+\)$/ })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, 'resources list')

      await ours.getByRole('link', { name: mine.title }).click()
      await expect(h1(page, mine.title)).toBeVisible(NAVIGATION)
      await expect(page.getByTestId('resource-details')).toContainText('By Sam Analyst')
      await expect(page.getByTestId('resource-content').getByText(`Agenda ${tag}`)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Download (0.4 KB)' })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, 'resource page')
    })
  })
}
