// Admin "Blog posts" tab on a desktop and a tablet: the posts table and its
// columns, the first 2 tags plus a count, the category and All Posts / Published / Drafts filters, the
// post dialog's 'Missing Fields' message, create / edit / delete reaching the server, and the
// Categories sub-tab (name required, slug from the name, colour default, delete). Axe on each state.
import { expect, test, type Page } from './base-test'
import { expectNoSeriousA11yIssues, expectToast } from './account-helpers'
import { SLOW, TABLET, dialogNamed, toastsClosed, expectNoHorizontalScroll, openAdminTab, rowWith, serverList, setChecked } from './admin-content-helpers'

type ServerPost = { id: number; title: string; slug: string; published: boolean; tags: string[]; categoryId: number | null; readTime: number | null; publishedAt: string | null }
type ServerCategory = { id: number; name: string; slug: string; color: string; sortOrder: number }

const DRAFT = 'Total cost of ownership: a worked example'
const PUBLISHED = 'How to run a vendor security review in 5 steps'
const suffix = () => Date.now().toString(36)

// Axe over a long table and many round trips on a loaded machine: generous, never timed, allowances.
test.describe.configure({ timeout: 120_000 })

async function openBlog(page: Page, baseURL: string) {
  await openAdminTab(page, baseURL, 'blog', 'Blog posts')
  await expect(rowWith(page, DRAFT)).toBeVisible(SLOW)
}

test.describe('admin blog on desktop', () => {
  test('posts table: columns, first 2 tags plus a count, and both filters', async ({ page, baseURL }) => {
    await openBlog(page, baseURL!)
    const table = page.getByRole('table', { name: 'Blog posts' })
    await expect(table.getByRole('columnheader')).toHaveText(['Title', 'Category', 'Status', 'Views', 'Date', 'Actions'])
    const row = rowWith(table, PUBLISHED)
    await expect(row.getByRole('cell').nth(1)).toHaveText('Security & Compliance')
    await expect(row.getByText('Published', { exact: true })).toBeVisible()
    await expect(row.getByRole('cell').nth(3)).toHaveText('4210')
    await expect(row.getByRole('cell').nth(4)).toHaveText('1/14/2026')
    await expect(row.getByText('security', { exact: true })).toBeVisible()
    await expect(row.getByText('vendor risk', { exact: true })).toBeVisible()
    await expect(row.getByText('compliance', { exact: true })).toHaveCount(0) // the third tag is counted
    await expect(row.getByText('+1', { exact: true })).toBeVisible()
    await expect(rowWith(table, DRAFT).getByText('Draft', { exact: true })).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'blog posts table')

    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Drafts' })
    await expect(rowWith(table, DRAFT)).toBeVisible()
    await expect(rowWith(table, PUBLISHED)).toHaveCount(0)
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Published' })
    await expect(rowWith(table, DRAFT)).toHaveCount(0)
    await expect(rowWith(table, PUBLISHED)).toBeVisible()
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'All Posts' })
    await page.getByRole('combobox', { name: 'Filter by category' }).selectOption({ label: 'Finance & Procurement' })
    await expect(rowWith(table, DRAFT)).toBeVisible()
    await expect(rowWith(table, 'Per user, per device or flat fee? Reading SaaS pricing pages')).toBeVisible()
    await expect(rowWith(table, PUBLISHED)).toHaveCount(0)
    const finance = (await serverList<ServerCategory>(page.request, '/api/blog/categories')).find((c) => c.slug === 'finance-procurement')!
    const financePosts = (await serverList<ServerPost>(page.request, '/api/blog/posts')).filter((p) => p.categoryId === finance.id)
    await expect(table.getByRole('row')).toHaveCount(1 + financePosts.length)
  })

  test('post dialog: Missing Fields, then create, edit and delete reach the server', async ({ page, baseURL }) => {
    await openBlog(page, baseURL!)
    const title = `E2E post ${suffix()}`
    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = dialogNamed(page, 'Create Blog Post')
    await dialog.getByRole('button', { name: 'Create Post' }).click()
    await expectToast(page, 'Missing Fields', 'Title and content are required')
    await expect(dialog.getByText('Title is required')).toBeVisible()
    await expect(dialog.getByText('Content is required')).toBeVisible()
    await toastsClosed(page) // the toast's own contrast is the shared toaster's matter, not this dialog's
    await expectNoSeriousA11yIssues(page, 'post dialog with errors')

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await dialog.getByLabel('Content').fill('<p>Hello from the e2e test.</p>')
    await dialog.getByLabel('Tags').fill(' alpha, beta ,gamma,, delta ')
    await dialog.getByLabel('Read Time (minutes)').fill('9')
    await dialog.getByLabel('Category').selectOption({ label: 'Buying Guides' })
    await setChecked(dialog, 'Published', true)
    await dialog.getByRole('button', { name: 'Create Post' }).click()
    await expectToast(page, 'Post Created')
    await expect(dialog).toBeHidden()
    const row = rowWith(page, title)
    await expect(row.getByText('alpha', { exact: true })).toBeVisible()
    await expect(row.getByText('beta', { exact: true })).toBeVisible()
    await expect(row.getByText('+2', { exact: true })).toBeVisible()
    await expect(row.getByText('Published', { exact: true })).toBeVisible()
    await expect(row.getByRole('cell').nth(1)).toHaveText('Buying Guides')

    let created: ServerPost | undefined
    await expect.poll(async () => (created = (await serverList<ServerPost>(page.request, '/api/blog/posts')).find((p) => p.title === title)), SLOW).toBeDefined()
    expect(created).toMatchObject({ tags: ['alpha', 'beta', 'gamma', 'delta'], readTime: 9, published: true, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') })
    expect(created!.publishedAt).not.toBeNull() // saving as published stamps the date

    await row.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = dialogNamed(page, 'Edit Blog Post')
    await expect(edit.getByLabel('Tags')).toHaveValue('alpha, beta, gamma, delta')
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} edited`)
    await setChecked(edit, 'Published', false)
    await edit.getByRole('button', { name: 'Update Post' }).click()
    await expectToast(page, 'Post Updated')
    await expect(rowWith(page, `${title} edited`).getByText('Draft', { exact: true })).toBeVisible()
    await expect.poll(async () => (await serverList<ServerPost>(page.request, '/api/blog/posts')).find((p) => p.id === created!.id)?.title, SLOW).toBe(`${title} edited`)

    await rowWith(page, `${title} edited`).getByRole('button', { name: `Delete ${title} edited` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Blog Post' })
    await expect(confirm).toContainText(`Are you sure you want to delete "${title} edited"?`)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Post Deleted')
    await expect(rowWith(page, title)).toHaveCount(0)
    await expect.poll(async () => (await serverList<ServerPost>(page.request, '/api/blog/posts')).some((p) => p.id === created!.id), SLOW).toBe(false)
  })

  test('categories: name required, slug from the name, default colour, edit and delete', async ({ page, baseURL }) => {
    await openBlog(page, baseURL!)
    await page.getByRole('tab', { name: 'Categories' }).click()
    const table = page.getByRole('table', { name: 'Blog categories' })
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Slug', 'Posts', 'Sort Order', 'Actions'])
    await expect(rowWith(table, 'Buying Guides').getByRole('cell').nth(1)).toHaveText('buying-guides')

    await page.getByRole('button', { name: 'New Category' }).click()
    const dialog = dialogNamed(page, 'Create Category')
    await expect(dialog.getByLabel('Color')).toHaveValue('#3b82f6')
    await dialog.getByRole('button', { name: 'Create Category' }).click()
    await expect(dialog.getByText('Category name is required')).toBeVisible()
    const name = `E2E Category ${suffix()}`
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Sort Order').fill('12')
    await dialog.getByRole('button', { name: 'Create Category' }).click()
    await expectToast(page, 'Category Created')
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await expect(rowWith(table, name).getByRole('cell').nth(1)).toHaveText(slug)
    await expect.poll(async () => (await serverList<ServerCategory>(page.request, '/api/blog/categories')).find((c) => c.name === name), SLOW)
      .toMatchObject({ slug, color: expect.stringMatching(/^#3b82f6$/i), sortOrder: 12 })

    await rowWith(table, name).getByRole('button', { name: `Edit ${name}` }).click()
    const edit = dialogNamed(page, 'Edit Category')
    await edit.getByLabel('Description').fill('Made by the e2e test')
    await edit.getByRole('button', { name: 'Update Category' }).click()
    await expectToast(page, 'Category Updated')
    await expect(rowWith(table, name)).toContainText('Made by the e2e test')

    await rowWith(table, name).getByRole('button', { name: `Delete ${name}` }).click()
    await page.getByRole('alertdialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Category Deleted')
    await expect(rowWith(table, name)).toHaveCount(0)
    await expect.poll(async () => (await serverList<ServerCategory>(page.request, '/api/blog/categories')).some((c) => c.name === name), SLOW).toBe(false)
  })
})

test.describe('admin blog on a tablet', () => {
  test.use({ viewport: TABLET })

  test('the table scrolls inside its frame, the dialog fits, and axe finds nothing serious', async ({ page, baseURL }) => {
    await openBlog(page, baseURL!)
    await expectNoHorizontalScroll(page)
    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = dialogNamed(page, 'Create Blog Post')
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'post dialog on a tablet')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('tab', { name: 'Categories' }).click()
    await expect(rowWith(page, 'Industry Trends')).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'blog categories on a tablet')
    await expectNoHorizontalScroll(page)
  })
})
