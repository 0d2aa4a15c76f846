// Admin catalogue writes offline: an offline session edits a vendor, creates a vendor, a
// product of it, a tier and an option (temporary ids), sees each marked "Waiting to sync", reconnects,
// and the server holds every change exactly once, re-keyed. A conflict (the same vendor edited through
// the API meanwhile) shows both versions and is resolved both ways: keep mine, take theirs.
import { expect, test, type APIRequestContext, type Page } from './base-test'
import { expectToast } from './account-helpers'
import {
  SLOW, adminApi, expectNothingWaiting, getJson, openAdminTab, productsNamed, uniqueName, vendorsNamed, type TierRow, type VendorRow,
} from './admin-catalog-helpers'

const waiting = (page: Page, n: number) => page.getByRole('button', { name: `${n} ${n === 1 ? 'change' : 'changes'} waiting to sync` })

async function searchVendor(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(name)
  return page.getByRole('article', { name })
}

async function newVendor(api: APIRequestContext, name: string): Promise<VendorRow> {
  const res = await api.post('/api/vendors', { data: { name, description: 'Original' } })
  expect(res.status()).toBe(201)
  return (await res.json()) as VendorRow
}

// Offline as in production: the service worker precaches the app's code, so parts loaded on demand
// (the toast view, the sync popover) still load once the connection is gone.
test.use({ serviceWorkers: 'allow' })

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, SLOW)
}

/** Opens the products tab first so both tabs' code is loaded before the connection goes. */
async function openBothTabs(page: Page, baseURL: string) {
  await openAdminTab(page, baseURL, 'products')
  await page.getByRole('tab', { name: 'Manage vendors' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Manage Vendors' })).toBeVisible(SLOW)
  await waitForServiceWorker(page)
}

test('an offline session edits and creates a vendor, its product, a tier and an option; all reach the server once', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000)
  const api = await adminApi(baseURL!)
  const existing = await newVendor(api, uniqueName('Edited offline'))
  const vendorName = uniqueName('Made offline')
  const productName = uniqueName('Offline product')
  await openBothTabs(page, baseURL!)
  const existingCard = await searchVendor(page, existing.name)
  await expect(existingCard).toBeVisible(SLOW)

  await context.setOffline(true)
  await existingCard.getByRole('button', { name: `Edit ${existing.name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' })
  await edit.getByRole('textbox', { name: 'Description' }).fill('Changed without a connection')
  await edit.getByRole('button', { name: 'Update Vendor' }).click()
  await expectToast(page, 'Vendor updated', `${existing.name} is saved on this device and will sync when you are back online.`)
  await expect(existingCard.getByText('Waiting to sync')).toBeVisible()

  await page.getByRole('button', { name: 'Add Vendor' }).click()
  const add = page.getByRole('dialog', { name: 'Add Vendor' })
  await add.getByRole('textbox', { name: 'Name' }).fill(vendorName)
  await add.getByRole('button', { name: 'Create Vendor' }).click()
  await expect(add).toBeHidden()
  await expect((await searchVendor(page, vendorName)).getByText('Waiting to sync')).toBeVisible()

  await page.getByRole('tab', { name: 'Manage products' }).click()
  await page.getByRole('button', { name: 'Add Product' }).click()
  const product = page.getByRole('dialog', { name: 'Add Product' })
  await product.getByRole('textbox', { name: 'Name' }).fill(productName)
  await product.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: vendorName })
  // Enter submits: the toasts of the writes before sit over the dialog's footer (bottom-end).
  await product.getByRole('textbox', { name: 'Name' }).press('Enter')
  await expect(product).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productName)
  const card = page.getByRole('article', { name: productName })
  await expect(card.getByText(vendorName)).toBeVisible()
  await expect(card.getByText('Waiting to sync')).toBeVisible()

  await card.getByRole('button', { name: `Manage pricing of ${productName}` }).click()
  const pricing = page.getByRole('dialog', { name: `Pricing: ${productName}` })
  await pricing.getByRole('button', { name: 'Add Tier' }).click()
  await page.getByRole('dialog', { name: 'Add Pricing Tier' }).getByRole('textbox', { name: 'Tier name' }).fill('Offline tier')
  await page.getByRole('dialog', { name: 'Add Pricing Tier' }).getByRole('textbox', { name: 'Tier name' }).press('Enter')
  await expect(pricing.getByRole('listitem', { name: 'Offline tier' }).getByText('Waiting to sync')).toBeVisible()
  await pricing.getByRole('tab', { name: /Pricing Options/ }).click()
  await pricing.getByRole('button', { name: 'Add Option' }).click()
  const option = page.getByRole('dialog', { name: 'Add Pricing Option' })
  await option.getByRole('spinbutton', { name: 'Price' }).fill('15')
  await option.getByRole('spinbutton', { name: 'Price' }).press('Enter')
  await expect(option).toBeHidden()
  await expect(pricing.getByText('$15 / monthly per user')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(pricing).toBeHidden()
  await expect(waiting(page, 5)).toBeVisible() // the header is hidden from assistive tech while a dialog is open

  await context.setOffline(false)
  await expectNothingWaiting(page)
  const [created] = await vendorsNamed(api, vendorName)
  expect(await vendorsNamed(api, vendorName)).toHaveLength(1)
  const products = await productsNamed(api, productName)
  expect(products).toHaveLength(1)
  expect(products[0].vendorId).toBe(created.id)
  const tiers = await getJson<TierRow[]>(api, `/api/products/${products[0].id}/tiers`)
  expect(tiers.map((t) => t.name)).toEqual(['Offline tier'])
  const options = await getJson<{ productTierId: number; price: number }[]>(api, `/api/products/${products[0].id}/pricing`)
  expect(options.map((o) => [o.productTierId, o.price])).toEqual([[tiers[0].id, 15]])
  expect((await getJson<VendorRow>(api, `/api/vendors/${existing.id}`)).description).toBe('Changed without a connection')
  await expect(card.getByText('Waiting to sync')).toBeHidden()
  await api.dispose()
})

test.describe('conflicts on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } })

  for (const choice of ['Keep mine', 'Take theirs'] as const) {
    test(`a vendor edited offline and through the API meanwhile: ${choice}`, async ({ page, context, baseURL }) => {
      test.setTimeout(180_000)
      const api = await adminApi(baseURL!)
      const vendor = await newVendor(api, uniqueName(`Contested ${choice}`))
      await openAdminTab(page, baseURL!, 'vendors')
      await waitForServiceWorker(page)
      const card = await searchVendor(page, vendor.name)
      await expect(card).toBeVisible(SLOW)

      await context.setOffline(true)
      await card.getByRole('button', { name: `Edit ${vendor.name}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Vendor' })
      await edit.getByRole('textbox', { name: 'Description' }).fill('Mine')
      await edit.getByRole('button', { name: 'Update Vendor' }).click()
      await expect(edit).toBeHidden()
      const elsewhere = await api.patch(`/api/vendors/${vendor.id}`, { data: { description: 'Theirs' } })
      expect(elsewhere.status()).toBe(200)

      await context.setOffline(false)
      const conflict = page.getByRole('group', { name: `Conflict: Vendor "${vendor.name}"` })
      await expect(conflict.getByText(`Vendor "${vendor.name}" was changed elsewhere meanwhile`)).toBeVisible(SLOW)
      const row = conflict.getByRole('row', { name: /Description/ })
      await expect(row.getByRole('cell', { name: 'Mine', exact: true })).toBeVisible()
      await expect(row.getByRole('cell', { name: 'Theirs', exact: true })).toBeVisible()
      await conflict.getByRole('button', { name: choice }).click()
      await expect(conflict).toBeHidden(SLOW)
      await expectNothingWaiting(page)

      const expected = choice === 'Keep mine' ? 'Mine' : 'Theirs'
      await expect(card.getByText(expected, { exact: true })).toBeVisible(SLOW)
      await expect.poll(async () => (await getJson<VendorRow>(api, `/api/vendors/${vendor.id}`)).description, SLOW).toBe(expected)
      await api.dispose()
    })
  }
})
