// Manage vendors as the admin: the card grid with its page buttons, the add
// dialog's five tabs and messages ('Name is required', the overall rating's minimum, URLs), the slug
// following the name, 'Saving...', create / edit / delete reaching the server, the delete confirmation
// (cancel and confirm), and axe on the tab and the dialog. The add / edit / delete story runs on the
// desktop (tests/e2e/viewport-policy.ts); the grid test runs on a desktop and a tablet, and checks there
// that the grid and the add dialog fit the screen, with axe on each.
import { expect, test } from './base-test'
import { expectNoSeriousA11yIssues, expectToast } from './account-helpers'
import { SLOW, adminApi, expectNothingWaiting, openAdminTab, uniqueName, vendorsNamed } from './admin-catalog-helpers'
import { expectNoHorizontalScroll, expectDialogFits } from './detail-fixtures'
import { storyTest } from './viewport-policy'

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 820, height: 1180 }],
] as const


for (const [device, viewport] of VIEWPORTS) {
  test.describe(`manage vendors on ${device}`, () => {
    test.use({ viewport })
    const story = storyTest(device === 'desktop')

    test('the grid shows each vendor card with its figures and the page buttons; the grid and the add dialog fit', async ({ page, baseURL }) => {
      test.slow() // the first visit downloads the catalogue on a shared machine
      await openAdminTab(page, baseURL!, 'vendors')
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Add Vendor' })).toBeVisible()
      const card = page.getByRole('article', { name: 'Northgate Sentinel' })
      await page.getByRole('searchbox', { name: 'Search vendors' }).fill('Northgate')
      await expect(card.getByText('Security', { exact: true })).toBeVisible()
      await expect(card.getByText('Featured')).toBeVisible()
      await expect(card.getByRole('img', { name: 'Northgate Sentinel logo' })).toBeVisible()
      await expect(card.getByText('Per device per month')).toBeVisible()
      await expect(card.getByText('4.8')).toBeVisible() // security rating
      await expect(card.getByRole('button', { name: 'Edit Northgate Sentinel' })).toBeVisible()
      await expect(card.getByRole('button', { name: 'Delete Northgate Sentinel' })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, `vendors tab on ${device}`)

      await page.getByRole('button', { name: 'Add Vendor' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Vendor' })
      for (const tab of ['Basic Info', 'Pricing', 'Features', 'Media', 'Ratings']) await expect(dialog.getByRole('tab', { name: tab })).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Create Vendor' })).toBeVisible()
      await expectDialogFits(page, dialog)
      await expectNoSeriousA11yIssues(page, `vendor dialog on ${device}`)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
    })

    story('add, edit and delete a vendor, with every message on the way', async ({ page, baseURL }) => {
      test.setTimeout(180_000) // three toasts queue 5 s each on a shared machine
      const api = await adminApi(baseURL!)
      const name = uniqueName(`Acme ${device}`)
      await openAdminTab(page, baseURL!, 'vendors')

      await page.getByRole('button', { name: 'Add Vendor' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Vendor' })
      for (const tab of ['Basic Info', 'Pricing', 'Features', 'Media', 'Ratings']) await expect(dialog.getByRole('tab', { name: tab })).toBeVisible()
      await dialog.getByRole('button', { name: 'Create Vendor' }).click()
      await expect(dialog.getByText('Name is required')).toBeVisible()

      await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
      await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'))
      await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Finance' })
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Invoices that pay themselves.')
      await dialog.getByRole('tab', { name: 'Pricing' }).click()
      await dialog.getByRole('textbox', { name: 'Pricing model' }).fill('Per invoice')
      await dialog.getByRole('tab', { name: 'Features' }).click()
      await dialog.getByRole('textbox', { name: 'Pros' }).fill('Fast\nCheap')
      await dialog.getByRole('tab', { name: 'Media' }).click()
      await dialog.getByRole('textbox', { name: 'Logo URL' }).fill('not a link')
      await dialog.getByRole('tab', { name: 'Ratings' }).click()
      await dialog.getByRole('spinbutton', { name: 'Security rating' }).fill('4')
      await dialog.getByRole('spinbutton', { name: 'Value for Money rating' }).fill('3')
      await expect(dialog.getByText('Average of the detailed ratings: 3.5')).toBeVisible()
      await dialog.getByRole('spinbutton', { name: 'Overall rating' }).fill('0.5')
      await dialog.getByRole('button', { name: 'Create Vendor' }).click()
      // The first tab with an error opens: Media, then Ratings once the link is fixed.
      await expect(dialog.getByText('Must be an http(s) URL or a path on this site')).toBeVisible()
      await dialog.getByRole('textbox', { name: 'Logo URL' }).fill('/media/logos/northgate-sentinel.svg')
      await dialog.getByRole('button', { name: 'Create Vendor' }).click()
      await expect(dialog.getByText('Overall rating must be at least 1')).toBeVisible()
      await dialog.getByRole('spinbutton', { name: 'Overall rating' }).fill('4.2')
      await expectNoSeriousA11yIssues(page, `vendor dialog on ${device}`)
      await dialog.getByRole('button', { name: 'Create Vendor' }).click()
      await expect(dialog).toBeHidden()
      await expectToast(page, 'Vendor created', name)

      await page.getByRole('searchbox', { name: 'Search vendors' }).fill(name)
      const card = page.getByRole('article', { name })
      await expect(card.getByText('Invoices that pay themselves.')).toBeVisible()
      await expect(card.getByText('Finance', { exact: true })).toBeVisible()
      await expectNothingWaiting(page)
      await expect(card.getByText('Waiting to sync')).toBeHidden()
      const [created] = await vendorsNamed(api, name)
      expect(created).toMatchObject({ category: 'finance', rating: 4.2, description: 'Invoices that pay themselves.' })
      expect(created).toMatchObject({ pricingModel: 'Per invoice', pros: ['Fast', 'Cheap'], securityRating: 4, valueRating: 3 })

      await card.getByRole('button', { name: `Edit ${name}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Vendor' })
      await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
      await edit.getByRole('textbox', { name: 'Description' }).fill('Now with receipts.')
      await edit.getByRole('button', { name: 'Update Vendor' }).click()
      await expectToast(page, 'Vendor updated', name)
      await expect(card.getByText('Now with receipts.')).toBeVisible()
      await expectNothingWaiting(page)
      await expect.poll(async () => (await vendorsNamed(api, name))[0]?.description, SLOW).toBe('Now with receipts.')

      await card.getByRole('button', { name: `Delete ${name}` }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Delete vendor' })
      await expect(confirm.getByText(`Are you sure you want to delete "${name}"?`, { exact: false })).toBeVisible()
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(card).toBeVisible()
      await card.getByRole('button', { name: `Delete ${name}` }).click()
      await page.getByRole('alertdialog', { name: 'Delete vendor' }).getByRole('button', { name: 'Delete' }).click()
      await expectToast(page, 'Vendor deleted', name)
      await expect(card).toBeHidden()
      await expect(page.getByText('No vendors match your search.')).toBeVisible()
      await expectNothingWaiting(page)
      await expect.poll(async () => (await vendorsNamed(api, name)).length, SLOW).toBe(0)
      await api.dispose()
    })
  })
}
