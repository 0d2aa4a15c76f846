// Manage products as the admin: the card grid, the add dialog's four tabs and
// messages, create / edit / delete reaching the server; the pricing dialog: options disabled until a tier
// exists, tier and option create / edit / delete with their messages, the tier preview's first 3
// features, and both clear-alls with the browser confirmation dismissed, then accepted, each row deleted
// on the server. Axe on the tab and the pricing dialog. Those stories run on the desktop
// (tests/e2e/viewport-policy.ts); every size, the tablet included, checks its layout: the grid, the add
// dialog and a pricing dialog with a tier and an option fit the screen, and axe on each.
import { expect, test, type APIRequestContext, type Page } from './base-test'
import { expectNoSeriousA11yIssues, expectToast } from './account-helpers'
import { SLOW, adminApi, createProduct, expectDialogClosed, expectNothingWaiting, getJson, openAdminTab, productsNamed, uniqueName, type TierRow } from './admin-catalog-helpers'
import { expectNoHorizontalScroll, expectDialogFits } from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 820, height: 1180 }],
] as const

type OptionRow = { id: number; productTierId: number; price: number; minimumUsers: number; maximumUsers: number | null }
const tiersOf = (api: APIRequestContext, id: number) => getJson<TierRow[]>(api, `/api/products/${id}/tiers`)
const optionsOf = (api: APIRequestContext, id: number) => getJson<OptionRow[]>(api, `/api/products/${id}/pricing`)

async function findCard(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name)
  return page.getByRole('article', { name })
}


/** Answers the next window.confirm with `accept`, and checks its question. */
function answerConfirm(page: Page, accept: boolean, question: string) {
  page.once('dialog', async (d) => {
    expect(d.type()).toBe('confirm')
    expect(d.message()).toBe(question)
    await (accept ? d.accept() : d.dismiss())
  })
}

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`manage products on ${device}`, () => {
    test.use({ viewport })
    const story = storyTest(device === 'desktop')
    const smallScreen = smallScreenTest(device === 'desktop')

    smallScreen('fits the screen: the grid, the add dialog, and a pricing dialog with a tier and an option; axe on each', async ({ page, baseURL }) => {
      test.setTimeout(120_000)
      const api = await adminApi(baseURL!)
      const name = uniqueName(`Fitted ${device}`)
      const productId = await createProduct(api, name)
      const tier = await api.post('/api/product-tiers', { data: { productId, name: 'Starter', features: ['SSO', 'Audit log', 'API', 'Priority support'] } })
      expect(tier.status()).toBe(201)
      const option = await api.post('/api/pricing-options', { data: { productTierId: ((await tier.json()) as { id: number }).id, price: 49, pricePerUser: true } })
      expect(option.status()).toBe(201)

      await openAdminTab(page, baseURL!, 'products')
      await expect(page.getByRole('article').first().getByRole('button', { name: /^Manage pricing of / })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, `products tab on ${device}`)

      await page.getByRole('button', { name: 'Add Product' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Product' })
      for (const tab of ['Basic Info', 'Media & Demos', 'Features', 'Settings']) await expect(dialog.getByRole('tab', { name: tab })).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Create Product' })).toBeVisible()
      await expectDialogFits(page, dialog)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()

      const card = await findCard(page, name)
      await card.getByRole('button', { name: `Manage pricing of ${name}` }).click()
      const pricing = page.getByRole('dialog', { name: `Pricing: ${name}` })
      const starter = pricing.getByRole('listitem', { name: 'Starter' })
      for (const f of ['SSO', 'Audit log', 'API']) await expect(starter.getByText(f, { exact: true })).toBeVisible()
      await expect(starter.getByText('+1 more')).toBeVisible()
      await expectDialogFits(page, pricing)
      await pricing.getByRole('tab', { name: /Pricing Options/ }).click()
      await expect(pricing.getByText('$49 / monthly per user')).toBeVisible()
      await expect(pricing.getByRole('button', { name: 'Done' })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, `pricing dialog on ${device}`)
      await pricing.getByRole('button', { name: 'Done' }).click()
      await expect(pricing).toBeHidden()
      expect((await api.delete(`/api/products/${productId}`)).ok()).toBe(true)
      await api.dispose()
    })

    story('add, edit and delete a product, with the messages on the way', async ({ page, baseURL }) => {
      test.setTimeout(180_000)
      const api = await adminApi(baseURL!)
      const name = uniqueName(`Ledger ${device}`)
      await openAdminTab(page, baseURL!, 'products')
      const seeded = page.getByRole('article').first()
      await expect(seeded.getByRole('button', { name: /^Manage pricing of / })).toBeVisible()
      await expectNoSeriousA11yIssues(page, `products tab on ${device}`)

      await page.getByRole('button', { name: 'Add Product' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Product' })
      for (const tab of ['Basic Info', 'Media & Demos', 'Features', 'Settings']) await expect(dialog.getByRole('tab', { name: tab })).toBeVisible()
      await dialog.getByRole('button', { name: 'Create Product' }).click()
      await expect(dialog.getByText('Name is required')).toBeVisible()
      await expect(dialog.getByText('Required', { exact: true })).toBeVisible() // the vendor
      await expectToast(page, 'Error creating product', 'Check form fields for validation errors')

      await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
      await dialog.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: 'Northgate Sentinel' })
      await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Security' })
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Books that balance.')
      await dialog.getByRole('tab', { name: 'Settings' }).click()
      await dialog.getByRole('spinbutton', { name: 'Price (USD)' }).fill('-5')
      await dialog.getByRole('button', { name: 'Create Product' }).click()
      await expect(dialog.getByText('Price cannot be negative')).toBeVisible()
      await dialog.getByRole('spinbutton', { name: 'Price (USD)' }).fill('99')
      // The validation toasts sit over the dialog's footer (bottom-end) and pause while hovered.
      await page.mouse.move(0, 0)
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Error creating product')).toHaveCount(0, { timeout: 30_000 })
      await dialog.getByRole('button', { name: 'Create Product' }).click()
      await expect(dialog).toBeHidden()
      await expectToast(page, 'Product created', name)

      const card = await findCard(page, name)
      await expect(card.getByText('Northgate Sentinel')).toBeVisible()
      await expect(card.getByText('Books that balance.')).toBeVisible()
      await expectNothingWaiting(page)
      await expect.poll(async () => (await productsNamed(api, name)).length, SLOW).toBe(1)

      await card.getByRole('button', { name: `Edit ${name}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Product' })
      await edit.getByRole('textbox', { name: 'Description' }).fill('Books that always balance.')
      await edit.getByRole('button', { name: 'Update Product' }).click()
      await expectToast(page, 'Product updated', name)
      await expectNothingWaiting(page)
      await expect.poll(async () => (await productsNamed(api, name))[0]?.description, SLOW).toBe('Books that always balance.')

      await card.getByRole('button', { name: `Delete ${name}` }).click()
      await page.getByRole('alertdialog', { name: 'Delete product' }).getByRole('button', { name: 'Cancel' }).click()
      await expect(card).toBeVisible()
      await card.getByRole('button', { name: `Delete ${name}` }).click()
      await page.getByRole('alertdialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click()
      await expectToast(page, 'Product deleted', name)
      await expect(card).toBeHidden()
      await expectNothingWaiting(page)
      await expect.poll(async () => (await productsNamed(api, name)).length, SLOW).toBe(0)
      await api.dispose()
    })

    story('pricing: tiers and options, options only after a tier, and both clear-alls', async ({ page, baseURL }) => {
      test.setTimeout(240_000)
      const api = await adminApi(baseURL!)
      const name = uniqueName(`Priced ${device}`)
      const productId = await createProduct(api, name)
      await openAdminTab(page, baseURL!, 'products')
      const card = await findCard(page, name)
      await card.getByRole('button', { name: `Manage pricing of ${name}` }).click()
      const pricing = page.getByRole('dialog', { name: `Pricing: ${name}` })

      await pricing.getByRole('tab', { name: /Pricing Options/ }).click()
      await expect(pricing.getByRole('button', { name: 'Add Option' })).toBeDisabled()
      await expect(pricing.getByText('Add a pricing tier first: options belong to a tier.')).toBeVisible()
      await pricing.getByRole('tab', { name: /Pricing Tiers/ }).click()
      await pricing.getByRole('button', { name: 'Add Tier' }).click()
      const tierDialog = page.getByRole('dialog', { name: 'Add Pricing Tier' })
      await tierDialog.getByRole('button', { name: 'Create Tier' }).click()
      await expect(tierDialog.getByText('Tier name is required')).toBeVisible()
      await tierDialog.getByRole('textbox', { name: 'Tier name' }).fill('Starter')
      await tierDialog.getByRole('textbox', { name: 'Tier features' }).fill('SSO\nAudit log\nAPI\nPriority support')
      await tierDialog.getByRole('button', { name: 'Create Tier' }).click()
      await expectToast(page, 'Pricing tier created', 'Starter')
      const starter = pricing.getByRole('listitem', { name: 'Starter' })
      for (const f of ['SSO', 'Audit log', 'API']) await expect(starter.getByText(f, { exact: true })).toBeVisible()
      await expect(starter.getByText('Priority support')).toBeHidden()
      await expect(starter.getByText('+1 more')).toBeVisible()

      await pricing.getByRole('tab', { name: /Pricing Options/ }).click()
      await pricing.getByRole('button', { name: 'Add Option' }).click()
      const optionDialog = page.getByRole('dialog', { name: 'Add Pricing Option' })
      await expect(optionDialog.getByRole('combobox', { name: 'Pricing tier' })).toHaveValue(/\d+/)
      await expect(optionDialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD')
      await optionDialog.getByRole('button', { name: 'Create Option' }).click()
      await expect(optionDialog.getByText('Required', { exact: true })).toBeVisible() // the price
      await optionDialog.getByRole('spinbutton', { name: 'Price' }).fill('49')
      await optionDialog.getByRole('spinbutton', { name: 'Minimum users' }).fill('10')
      await optionDialog.getByRole('spinbutton', { name: 'Maximum users' }).fill('5')
      await optionDialog.getByRole('button', { name: 'Create Option' }).click()
      await expect(optionDialog.getByText('Maximum users cannot be below minimum users')).toBeVisible()
      await optionDialog.getByRole('spinbutton', { name: 'Maximum users' }).fill('50')
      await optionDialog.getByRole('button', { name: 'Create Option' }).click()
      await expectToast(page, 'Pricing option created')
      await expect(pricing.getByText('$49 / monthly per user')).toBeVisible()
      await expectNoSeriousA11yIssues(page, `pricing dialog on ${device}`)
      await expectNothingWaiting(page)
      await expect.poll(async () => (await optionsOf(api, productId)).map((o) => [o.price, o.minimumUsers, o.maximumUsers]), SLOW).toEqual([[49, 10, 50]])

      await pricing.getByRole('button', { name: /^Edit option Starter/ }).click()
      const editOption = page.getByRole('dialog', { name: 'Edit Pricing Option' })
      await editOption.getByRole('spinbutton', { name: 'Price' }).fill('59')
      await editOption.getByRole('button', { name: 'Update Option' }).click()
      await expect(pricing.getByText('$59 / monthly per user')).toBeVisible()
      await pricing.getByRole('tab', { name: /Pricing Tiers/ }).click()
      await pricing.getByRole('button', { name: 'Edit tier Starter' }).click()
      const editTier = page.getByRole('dialog', { name: 'Edit Pricing Tier' })
      await editTier.getByRole('textbox', { name: 'Tier name' }).fill('Team')
      await editTier.getByRole('button', { name: 'Update Tier' }).click()
      await expect(pricing.getByRole('listitem', { name: 'Team' })).toBeVisible()
      await expectNothingWaiting(page)
      await expect.poll(async () => (await tiersOf(api, productId)).map((t) => t.name), SLOW).toEqual(['Team'])
      await expect.poll(async () => (await optionsOf(api, productId)).map((o) => o.price), SLOW).toEqual([59])

      // A second tier with an option, then delete one option on its own.
      await pricing.getByRole('button', { name: 'Add Tier' }).click()
      await page.getByRole('dialog', { name: 'Add Pricing Tier' }).getByRole('textbox', { name: 'Tier name' }).fill('Business')
      await page.getByRole('dialog', { name: 'Add Pricing Tier' }).getByRole('button', { name: 'Create Tier' }).click()
      await expect(pricing.getByRole('listitem', { name: 'Business' })).toBeVisible()
      await pricing.getByRole('tab', { name: /Pricing Options/ }).click()
      for (const price of ['99', '120']) {
        await pricing.getByRole('button', { name: 'Add Option' }).click()
        const d = page.getByRole('dialog', { name: 'Add Pricing Option' })
        await d.getByRole('combobox', { name: 'Pricing tier' }).selectOption({ label: 'Business' })
        await d.getByRole('spinbutton', { name: 'Price' }).fill(price)
        await d.getByRole('button', { name: 'Create Option' }).click()
        await expectDialogClosed(page, d)
      }
      // Delete once the creates have landed (deleting a row whose create is in flight is a separate case).
      await expectNothingWaiting(page)
      answerConfirm(page, true, 'Delete the pricing option Business $120 monthly?')
      await pricing.getByRole('button', { name: 'Delete option Business $120 monthly' }).click()
      await expect(pricing.getByText('$120 / monthly per user')).toBeHidden()
      await expectNothingWaiting(page)
      await expect.poll(async () => (await optionsOf(api, productId)).map((o) => o.price).sort(), SLOW).toEqual([59, 99])

      answerConfirm(page, false, `Delete all pricing options of ${name}?`)
      await pricing.getByRole('button', { name: 'Clear All Options' }).click()
      await expect(pricing.getByRole('tab', { name: 'Pricing Options (2)' })).toBeVisible()
      answerConfirm(page, true, `Delete all pricing options of ${name}?`)
      await pricing.getByRole('button', { name: 'Clear All Options' }).click()
      await expect(pricing.getByText('No pricing options yet.')).toBeVisible()
      await expectNothingWaiting(page)
      await expect.poll(async () => (await optionsOf(api, productId)).length, SLOW).toBe(0)
      await expect.poll(async () => (await tiersOf(api, productId)).length, SLOW).toBe(2)

      await pricing.getByRole('tab', { name: /Pricing Tiers/ }).click()
      answerConfirm(page, false, `Delete all pricing tiers of ${name}? Their pricing options are deleted too.`)
      await pricing.getByRole('button', { name: 'Clear All Tiers' }).click()
      await expect(pricing.getByRole('tab', { name: 'Pricing Tiers (2)' })).toBeVisible()
      answerConfirm(page, true, `Delete all pricing tiers of ${name}? Their pricing options are deleted too.`)
      await pricing.getByRole('button', { name: 'Clear All Tiers' }).click()
      await expect(pricing.getByText('No pricing tiers yet.')).toBeVisible()
      await expectNothingWaiting(page)
      await expect.poll(async () => (await tiersOf(api, productId)).length, SLOW).toBe(0)
      await pricing.getByRole('tab', { name: /Pricing Options/ }).click()
      await expect(pricing.getByRole('button', { name: 'Add Option' })).toBeDisabled()
      await api.dispose()
    })
  })
}
