// Admin "Resources" tab on a desktop and a tablet: the table's columns and
// cells, the category-slug and published-state filters, 'No resources yet', the add/edit dialog
// ('Missing Fields' with nothing sent, tags split and trimmed, slug from
// the title), 'Resource Created' / 'Resource Updated' / 'Resource Deleted', and each change on the server.
import { expect, test, type Page } from './base-test'
import { expectNoSeriousA11yIssues, expectToast } from './account-helpers'
import { SLOW, TABLET, dialogNamed, toastsClosed, expectNoHorizontalScroll, openAdminTab, rowWith, serverList, setChecked } from './admin-content-helpers'

type ServerResource = { id: number; title: string; slug: string; published: boolean; tags: string[]; resourceTypeId: number; categoryId: number | null; fileSize: string | null }

const DRAFT = 'Ask an auditor: SOC 2 evidence without the pain'
const PUBLISHED = 'SaaS renewal tracker'

test.describe.configure({ timeout: 120_000 })

async function openResources(page: Page, baseURL: string) {
  await openAdminTab(page, baseURL, 'resources', 'Resources')
  await expect(rowWith(page, DRAFT)).toBeVisible(SLOW)
}

test.describe('admin resources on desktop', () => {
  test('table columns and cells, both filters, and No resources yet', async ({ page, baseURL }) => {
    await openResources(page, baseURL!)
    const table = page.getByRole('table', { name: 'Resources' })
    await expect(table.getByRole('columnheader')).toHaveText(['Title', 'Type', 'Category', 'Status', 'Downloads', 'Date', 'Actions'])
    await expect(rowWith(table, PUBLISHED).getByRole('cell')).toHaveText([PUBLISHED, 'Template', 'Finance', 'Published', '1376', '3/4/2026', ''])
    await expect(rowWith(table, DRAFT).getByRole('cell').nth(3)).toHaveText('Draft')
    await expectNoSeriousA11yIssues(page, 'resources table')

    const category = page.getByRole('combobox', { name: 'Filter by category' })
    const status = page.getByRole('combobox', { name: 'Filter by status' })
    await category.selectOption({ label: 'Security' })
    await expect(category).toHaveValue('security') // the filter is the category's slug
    await expect(rowWith(table, DRAFT)).toBeVisible()
    await expect(rowWith(table, 'Zero trust for small IT teams')).toBeVisible()
    await expect(rowWith(table, PUBLISHED)).toHaveCount(0)
    await status.selectOption({ label: 'Drafts' })
    await expect(table.getByRole('row')).toHaveCount(2)
    await status.selectOption({ label: 'Published' })
    await expect(rowWith(table, DRAFT)).toHaveCount(0)
    await category.selectOption({ label: 'Marketing' })
    await status.selectOption({ label: 'Drafts' })
    await expect(page.getByText('No resources yet', { exact: true })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Resources' })).toHaveCount(0)
    await status.selectOption({ label: 'All Statuses' })
    await category.selectOption({ label: 'All Categories' })
    await expect(rowWith(table, PUBLISHED)).toBeVisible()
  })

  test('add, edit and delete: Missing Fields sends nothing, and the server follows', async ({ page, baseURL }) => {
    await openResources(page, baseURL!)
    const posted: string[] = []
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/resources') && posted.push(r.url()))
    await page.getByRole('button', { name: 'Add Resource' }).click()
    const dialog = dialogNamed(page, 'Add Resource')
    await dialog.getByRole('button', { name: 'Create Resource' }).click()
    await expectToast(page, 'Missing Fields', 'Title and description are required')
    await expect(dialog.getByText('Title is required')).toBeVisible()
    await expect(dialog.getByText('Description is required')).toBeVisible()
    expect(posted).toEqual([])
    await toastsClosed(page)
    await expectNoSeriousA11yIssues(page, 'resource dialog with errors')

    const title = `E2E Checklist ${Date.now().toString(36)}`
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('A checklist made by the e2e test.')
    await dialog.getByLabel('Type').selectOption({ label: 'Guide' })
    await dialog.getByLabel('Category').selectOption({ label: 'HR' })
    await dialog.getByLabel('Tags').fill(' onboarding ,, people,  ')
    await dialog.getByLabel('File Size').fill('2.5 MB')
    await setChecked(dialog, 'Published', true)
    await dialog.getByRole('button', { name: 'Create Resource' }).click()
    await expectToast(page, 'Resource Created', 'Resource saved successfully')
    await expect(rowWith(page, title).getByRole('cell')).toHaveText([title, 'Guide', 'HR', 'Published', '0', new Date().toLocaleDateString('en-US'), ''])
    let created: ServerResource | undefined
    await expect.poll(async () => (created = (await serverList<ServerResource>(page.request, '/api/resources')).find((r) => r.title === title)), SLOW).toBeDefined()
    expect(created).toMatchObject({ tags: ['onboarding', 'people'], published: true, fileSize: '2.5 MB', slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') })

    await rowWith(page, title).getByRole('button', { name: `Edit ${title}` }).click()
    const edit = dialogNamed(page, 'Edit Resource')
    await expect(edit.getByLabel('Tags')).toHaveValue('onboarding, people')
    await edit.getByLabel('Category').selectOption({ label: 'No category' })
    await setChecked(edit, 'Published', false)
    await edit.getByRole('button', { name: 'Update Resource' }).click()
    await expectToast(page, 'Resource Updated', 'Resource saved successfully')
    await expect(rowWith(page, title).getByRole('cell').nth(2)).toHaveText('None')
    await expect(rowWith(page, title).getByRole('cell').nth(3)).toHaveText('Draft')
    await expect.poll(async () => (await serverList<ServerResource>(page.request, '/api/resources')).find((r) => r.id === created!.id), SLOW)
      .toMatchObject({ categoryId: null, published: false, tags: ['onboarding', 'people'], fileSize: '2.5 MB' }) // PUT kept every field

    await rowWith(page, title).getByRole('button', { name: `Delete ${title}` }).click()
    await page.getByRole('alertdialog', { name: 'Delete Resource' }).getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Resource Deleted')
    await expect(rowWith(page, title)).toHaveCount(0)
    await expect.poll(async () => (await serverList<ServerResource>(page.request, '/api/resources')).some((r) => r.id === created!.id), SLOW).toBe(false)
  })
})

test.describe('admin resources on a tablet', () => {
  test.use({ viewport: TABLET })

  test('fits the screen, the dialog opens, and axe finds nothing serious', async ({ page, baseURL }) => {
    await openResources(page, baseURL!)
    await expectNoHorizontalScroll(page)
    await page.getByRole('button', { name: 'Add Resource' }).click()
    const dialog = dialogNamed(page, 'Add Resource')
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'resource dialog on a tablet')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })
})
