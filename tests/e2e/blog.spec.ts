// The blog (/blog, /blog/{slug}): published posts from the local copy with author, read time (given or
// estimated from the words), tags (two plus a count) and category; the category filter kept in the
// address; drafts never shown; rich content sanitized (a script or an onerror in a post never runs or
// renders); "Article Not Found" for unknown slugs and drafts; axe. The stories run on the desktop
// (./viewport-policy.ts); the tablet checks that the list and a post fit its screen, with axe.
import { expect, readingTest, test, type Page } from './base-test'
import type { BlogCategory, BlogPost } from '../../sync/schemas'
import { expectNoSeriousA11yIssues } from './account-helpers'
import { adminApi, NAVIGATION, runTag, VIEWPORTS, type AdminApi } from './content-helpers'
import { expectNoHorizontalScroll } from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

const tag = runTag()
const TITLE = `Field notes on vendor demos ${tag}`
const DRAFT_TITLE = `Unreleased pricing survey ${tag}`
const SEEDED_SECURITY_POST = 'How to run a vendor security review in 5 steps'
// 610 words and no readTime: the page estimates ceil(610 / 200) = 4 minutes.
const BODY = `<p>Safe paragraph ${tag}.</p><script>window.__xss = 'script'</script>` +
  `<img src="x" onerror="window.__xss = 'onerror'"><a href="javascript:window.__xss='link'">bad link</a>` +
  `<p>${'word '.repeat(600)}</p>`

let api: AdminApi
let post: BlogPost
let draft: BlogPost

test.beforeAll(async ({}, testInfo) => {
  api = await adminApi(testInfo)
  const categories = (await (await api.request.get('/api/blog/categories')).json()) as BlogCategory[]
  const trends = categories.find((c) => c.slug === 'industry-trends')!
  post = await api.create<BlogPost>('/api/blog/posts', {
    title: TITLE, excerpt: 'What we learned sitting through forty demos.', content: BODY, published: true,
    categoryId: trends.id, authorName: 'Dana Reviewer', tags: ['demos', 'evaluation', 'buying'],
    publishedAt: '2030-01-02T09:00:00Z', // newest of all, so it leads the list
  })
  draft = await api.create<BlogPost>('/api/blog/posts', { title: DRAFT_TITLE, content: '<p>Not yet.</p>', published: false, readTime: 3 })
})
test.afterAll(async () => api.cleanUp())

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

async function openBlog(page: Page, path = '/blog') {
  await page.goto(path)
  await expect(h1(page, 'Blog')).toBeVisible(NAVIGATION)
  await expect(page.getByTestId('post-card').first()).toBeVisible({ timeout: 20_000 })
}

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport })
    const isDesktop = label === 'desktop'
    const readingStory = storyTest(isDesktop, readingTest)
    const readingSmallScreen = smallScreenTest(isDesktop, readingTest)

    readingStory('the list shows published posts with author, read time, tags and category, never drafts', async ({ page }) => {
      test.slow() // runs axe over a long page
      await openBlog(page)
      await expect(page).toHaveTitle('Blog | Vetted Marketplace')
      const ours = card(page, TITLE)
      await expect(page.getByTestId('post-card').first()).toHaveAttribute('aria-label', TITLE)
      await expect(ours.getByText('By Dana Reviewer')).toBeVisible()
      await expect(ours.getByText('4 min read')).toBeVisible()
      await expect(ours.getByText('Industry Trends')).toBeVisible()
      await expect(ours.getByText('#demos')).toBeVisible()
      await expect(ours.getByText('#evaluation')).toBeVisible()
      await expect(ours.getByText('#buying')).toHaveCount(0)
      await expect(ours.getByText('+1')).toBeVisible()
      // A seeded post with its own read time.
      await expect(card(page, SEEDED_SECURITY_POST).getByText('7 min read')).toBeVisible()
      await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0)
      await expect(page.getByText('Total cost of ownership: a worked example')).toHaveCount(0) // the seeded draft
      await expectNoSeriousA11yIssues(page, 'blog list')
    })

    readingStory('the category filter narrows the list and follows the address', async ({ page }) => {
      await openBlog(page)
      const trends = page.getByRole('button', { name: /^Industry Trends \(\d+\)$/ })
      await trends.click()
      await expect(trends).toHaveAttribute('aria-pressed', 'true')
      await expect(page).toHaveURL(/\/blog\?category=industry-trends$/)
      await expect(card(page, TITLE)).toBeVisible()
      await expect(card(page, SEEDED_SECURITY_POST)).toHaveCount(0)
      await page.getByRole('button', { name: /^All Posts \(\d+\)$/ }).click()
      await expect(card(page, SEEDED_SECURITY_POST)).toBeVisible()
      await expect(page).toHaveURL(/\/blog$/)
      // A shared link opens filtered.
      await openBlog(page, '/blog?category=security-compliance')
      await expect(card(page, SEEDED_SECURITY_POST)).toBeVisible()
      await expect(card(page, TITLE)).toHaveCount(0)
    })

    readingStory('a post opens from the list with its content sanitized: no script, handler or javascript: link runs', async ({ page }) => {
      test.slow() // runs axe
      await openBlog(page)
      await card(page, TITLE).getByRole('link', { name: TITLE }).click()
      await expect(h1(page, TITLE)).toBeVisible(NAVIGATION)
      await expect(page).toHaveTitle(`${TITLE} | Vetted Marketplace`)
      await expect(page.getByText('By Dana Reviewer')).toBeVisible()
      await expect(page.getByText('4 min read')).toBeVisible()
      await expect(page.getByText('#buying')).toBeVisible()
      const content = page.getByTestId('post-content')
      await expect(content.getByText(`Safe paragraph ${tag}.`)).toBeVisible()
      await expect(content.locator('script, [onerror]')).toHaveCount(0)
      await content.getByText('bad link').click()
      expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined()
      await expect(h1(page, TITLE)).toBeVisible(NAVIGATION)
      await expectNoSeriousA11yIssues(page, 'blog post')
      await page.getByRole('link', { name: '← All posts' }).click()
      await expect(h1(page, 'Blog')).toBeVisible(NAVIGATION)
    })

    readingStory('unknown slugs and drafts show "Article Not Found" with a way back', async ({ page }) => {
      for (const slug of ['no-such-article', draft.slug]) {
        await page.goto(`/blog/${slug}`)
        await expect(h1(page, 'Article Not Found')).toBeVisible({ timeout: 20_000 })
        await expect(page).toHaveTitle('Article Not Found | Vetted Marketplace')
      }
      await page.getByRole('link', { name: 'Back to the Blog' }).click()
      await expect(h1(page, 'Blog')).toBeVisible(NAVIGATION)
      // Slugs match in any case.
      await page.goto(`/blog/${post.slug.toUpperCase()}`)
      await expect(h1(page, TITLE)).toBeVisible({ timeout: 20_000 })
    })

    // The desktop's stories run axe on both screens.
    readingSmallScreen('fits the screen: the list and a post, no sideways scrolling, axe', async ({ page }) => {
      test.slow() // two axe runs over long pages
      await openBlog(page)
      const ours = card(page, TITLE)
      await expect(ours.getByText('By Dana Reviewer')).toBeVisible()
      await expect(ours.getByText('+1')).toBeVisible()
      await expect(page.getByRole('button', { name: /^All Posts \(\d+\)$/ })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, 'blog list')

      await ours.getByRole('link', { name: TITLE }).click()
      await expect(h1(page, TITLE)).toBeVisible(NAVIGATION)
      await expect(page.getByTestId('post-content').getByText(`Safe paragraph ${tag}.`)).toBeVisible()
      await expect(page.getByRole('link', { name: '← All posts' })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, 'blog post')
    })
  })
}
