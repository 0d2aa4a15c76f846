// Shared steps of the admin catalogue e2e specs (admin-vendors, admin-products, admin-offline): sign
// in as the admin, open a tab once the local copy has the catalogue, read the server's rows as the
// admin in a separate API session, and wait until nothing waits in the outbox.
import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ADMIN, signInApi } from './account-helpers'

export const SLOW = { timeout: 20_000 }

/** Signs the page's context in as the admin and opens /admin/{tab} with the copy loaded. */
export async function openAdminTab(page: Page, baseURL: string, tab: 'vendors' | 'products') {
  await signInApi(page.request, baseURL, ADMIN.username, ADMIN.password)
  await page.goto(`/admin/${tab}`)
  await expect(page.getByRole('heading', { level: 2, name: tab === 'vendors' ? 'Manage Vendors' : 'Manage Products' })).toBeVisible(SLOW)
  await expect(page.getByRole('navigation', { name: `${tab} pages` }).getByText(new RegExp(`^\\d+ ${tab}$`))).toBeVisible(SLOW)
}

/** A separate API session signed in as the admin: writes "elsewhere" and reads what the server holds. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
  await signInApi(api, baseURL, ADMIN.username, ADMIN.password)
  return api
}

export async function getJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(path)
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200)
  return (await res.json()) as T
}

export type VendorRow = { id: number; name: string; slug: string; description: string | null; version: number; category: string | null; rating: number }
export type ProductRow = { id: number; vendorId: number; name: string; description: string | null; version: number }
export type TierRow = { id: number; productId: number; name: string; features: string[] }

export const vendorsNamed = async (api: APIRequestContext, name: string) =>
  (await getJson<VendorRow[]>(api, `/api/vendors?search=${encodeURIComponent(name)}`)).filter((v) => v.name === name)

export const productsNamed = async (api: APIRequestContext, name: string) =>
  (await getJson<ProductRow[]>(api, `/api/products?search=${encodeURIComponent(name)}`)).filter((p) => p.name === name)

/**
 * The header's sync button disappears once the outbox is empty. An open dialog hides the header from
 * the accessibility tree, so the button is looked up there too: the wait must not pass just because a
 * dialog is open.
 */
export async function expectNothingWaiting(page: Page) {
  await expect(page.getByRole('button', { name: /waiting to sync/, includeHidden: true })).toBeHidden(SLOW)
}

export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

/** Creates a product under the first vendor through the API; returns its id. */
export async function createProduct(api: APIRequestContext, name: string): Promise<number> {
  const vendors = await getJson<{ id: number }[]>(api, '/api/vendors')
  const created = await api.post('/api/products', { data: { vendorId: vendors[0].id, name } })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: number }).id
}

/**
 * Waits for a form dialog to close after its submit; when it stays open, the failure names what the
 * dialog and the toasts say (a field's error, an error toast), which a bare toBeHidden would not.
 */
export async function expectDialogClosed(page: Page, dialog: Locator) {
  try {
    await expect(dialog).toBeHidden()
  } catch (err) {
    const shown = await dialog.innerText().catch(() => '(gone)')
    const toasts = await page.getByRole('region', { name: /Notifications/ }).allInnerTexts().catch(() => [])
    throw new Error(`the dialog stayed open.\nIt shows: ${shown}\nToasts: ${toasts.join(' | ') || 'none'}\n${String(err)}`)
  }
}
