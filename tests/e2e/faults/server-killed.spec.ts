// Scenario 1: an admin works offline (an edit of a vendor, then a new vendor, its product, a tier and an
// option: temporary ids that later writes point at), reconnects, and the server is SIGKILLed while the
// outbox pushes: once as the 2nd write has just reached it (its transaction most likely never ran), once
// right after it committed that write (its answer lost with it). The server restarts on the same SQLite
// file; every row must exist once under a real id, on the server and on the device, with nothing left
// queued or refused. The admin UI steps follow tests/e2e/admin-offline.spec.ts.
// The server here predates the batched push (the proxy answers its call with 404), so the app sends
// one request per change and the kill can fall between two of them. A batch cut off by a restart is
// tests/sync/faults/push-faults.test.ts's.
import { expect, type Page } from '../base-test'
import { expectToast } from '../account-helpers'
import { SLOW, adminApi, expectNothingWaiting, openAdminTab, uniqueName, type VendorRow } from '../admin-catalog-helpers'
import { deviceState, localRows } from './device-copy'
import { faultTest } from './fault-env'

const test = faultTest('server-killed')
// Offline as in production: the service worker serves the admin's on-demand code (dialogs, toasts).
test.use({ serviceWorkers: 'allow' })

async function workOffline(page: Page, existing: VendorRow, vendorName: string, productName: string) {
  const search = (name: string) => page.getByRole('searchbox', { name: 'Search vendors' }).fill(name)
  await search(existing.name)
  await page.getByRole('article', { name: existing.name }).getByRole('button', { name: `Edit ${existing.name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' })
  await edit.getByRole('textbox', { name: 'Description' }).fill('Changed without a connection')
  await edit.getByRole('button', { name: 'Update Vendor' }).click()
  await expectToast(page, 'Vendor updated', `${existing.name} is saved on this device and will sync when you are back online.`)

  await page.getByRole('button', { name: 'Add Vendor' }).click()
  const add = page.getByRole('dialog', { name: 'Add Vendor' })
  await add.getByRole('textbox', { name: 'Name' }).fill(vendorName)
  await add.getByRole('button', { name: 'Create Vendor' }).click()
  await expect(add).toBeHidden()

  await page.getByRole('tab', { name: 'Manage products' }).click()
  await page.getByRole('button', { name: 'Add Product' }).click()
  const product = page.getByRole('dialog', { name: 'Add Product' })
  await product.getByRole('textbox', { name: 'Name' }).fill(productName)
  await product.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: vendorName })
  await product.getByRole('textbox', { name: 'Name' }).press('Enter') // toasts may cover the footer
  await expect(product).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productName)
  await page.getByRole('article', { name: productName }).getByRole('button', { name: `Manage pricing of ${productName}` }).click()
  const pricing = page.getByRole('dialog', { name: `Pricing: ${productName}` })
  await pricing.getByRole('button', { name: 'Add Tier' }).click()
  const tierName = page.getByRole('dialog', { name: 'Add Pricing Tier' }).getByRole('textbox', { name: 'Tier name' })
  await tierName.fill('Offline tier')
  await tierName.press('Enter')
  await expect(pricing.getByRole('listitem', { name: 'Offline tier' })).toBeVisible()
  await pricing.getByRole('tab', { name: /Pricing Options/ }).click()
  await pricing.getByRole('button', { name: 'Add Option' }).click()
  const price = page.getByRole('dialog', { name: 'Add Pricing Option' }).getByRole('spinbutton', { name: 'Price' })
  await price.fill('15')
  await price.press('Enter')
  await expect(pricing.getByText('$15 / monthly per user')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(pricing).toBeHidden()
  await expect(page.getByRole('button', { name: '5 changes waiting to sync' })).toBeVisible()
}

for (const at of ['sent', 'answered'] as const) {
  const when = at === 'sent' ? 'as the 2nd write reaches it' : 'right after it committed the 2nd write'
  test(`the server SIGKILLed ${when}, restarted on the same file: every offline change lands once, re-keyed`, async ({ page, context, baseURL, faultProxy: proxy, server }) => {
    test.setTimeout(240_000)
    proxy.withoutBatchedPush()
    const api = await adminApi(baseURL!)
    const created = await api.post('/api/vendors', { data: { name: uniqueName(`Edited before a crash ${at}`), description: 'Original' } })
    expect(created.status()).toBe(201)
    const existing = (await created.json()) as VendorRow
    const vendorName = uniqueName(`Made before a crash ${at}`)
    const productName = uniqueName(`Product before a crash ${at}`)
    await openAdminTab(page, baseURL!, 'products') // both tabs' code loaded before the connection goes
    await page.getByRole('tab', { name: 'Manage vendors' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Manage Vendors' })).toBeVisible(SLOW)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, SLOW)

    await context.setOffline(true)
    await workOffline(page, existing, vendorName, productName)

    let crash: Promise<void> | undefined
    if (at === 'answered') proxy.dropAnswerOfWrite(2) // the server dies with the answer: the browser never gets it
    proxy.onWrite(2, (write) => {
      test.info().annotations.push({ type: 'SIGKILL', description: `${at}: ${write.method} ${write.url}` })
      crash = server.kill('SIGKILL').then(() => server.restart())
    }, at)
    await context.setOffline(false)
    await expect.poll(() => crash !== undefined, SLOW).toBe(true)
    await crash
    // Failed rounds back off up to 30 s (web/sync/engine.ts), sends up to 60 s: room for both.
    await expect(page.getByRole('button', { name: /waiting to sync/ })).toBeHidden({ timeout: 100_000 })
    await expectNothingWaiting(page)

    const vendors = server.query<{ id: number }>('SELECT id FROM vendors WHERE name = ?', vendorName)
    const products = server.query<{ id: number; vendorId: number }>('SELECT id, vendor_id AS vendorId FROM products WHERE name = ?', productName)
    expect(vendors).toHaveLength(1)
    expect(products).toEqual([{ id: expect.any(Number), vendorId: vendors[0].id }])
    const tiers = server.query<{ id: number; name: string }>('SELECT id, name FROM product_tiers WHERE product_id = ?', products[0].id)
    expect(tiers.map((t) => t.name)).toEqual(['Offline tier'])
    const options = server.query('SELECT price FROM pricing_options WHERE product_tier_id = ?', tiers[0].id)
    expect(options).toEqual([{ price: 15 }])
    expect(server.query('SELECT description FROM vendors WHERE id = ?', existing.id)).toEqual([{ description: 'Changed without a connection' }])

    // The device: the same rows under the server's ids, nothing queued, refused or temporary.
    await expect.poll(() => deviceState(page), SLOW).toEqual({ outbox: 0, rejections: 0, negativeIds: {} })
    const local = async <T extends { id: number }>(table: string, keep: (row: T) => boolean) => (await localRows<T>(page, table)).filter(keep)
    expect((await local<{ id: number; name: string }>('vendors', (v) => v.name === vendorName)).map((v) => v.id)).toEqual([vendors[0].id])
    expect(await local<{ id: number; name: string; vendorId: number }>('products', (p) => p.name === productName)).toEqual([
      expect.objectContaining({ id: products[0].id, vendorId: vendors[0].id }),
    ])
    expect((await local<{ id: number; productId: number }>('productTiers', (t) => t.productId === products[0].id)).map((t) => t.id)).toEqual([tiers[0].id])
    expect(await local<{ id: number; productTierId: number }>('pricingOptions', (o) => o.productTierId === tiers[0].id)).toHaveLength(1)
    await api.dispose()
  })
}
