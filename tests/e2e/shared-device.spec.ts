// Accounts on a shared device (docs/sync.md): a person who signs out with a change not sent yet is
// asked what to do with it. Kept, it is invisible to the next person and reaches the server exactly
// once when its owner signs in again; discarded, it never does; sent, it lands before they leave.
// Offline is context.setOffline and what the app shows, never navigator.onLine (on this Chromium a
// page loaded under offline emulation reports true).
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './base-test'
import {
  expectNoSeriousA11yIssues, expectToast, localFavoriteCount, localRowCount, newUser, registerUser, signInApi, type TestUser,
} from './account-helpers'
import { expectDialogFits } from './detail-fixtures'
import { syncedAs } from './faults/buyer-page'

const VENDOR = { slug: 'northgate-sentinel', name: 'Northgate Sentinel' }
const waitingBadge = (page: Page) => page.getByRole('button', { name: /waiting to sync/ })

async function vendorId(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`/api/vendors/${VENDOR.slug}`)).json()) as { id: number }).id
}

/** The favourites the server holds for whoever `request` is signed in as. */
async function serverFavourites(request: APIRequestContext): Promise<number[]> {
  return ((await (await request.get('/api/favorites')).json()) as { itemId: number }[]).map((f) => f.itemId)
}

/** The server refuses every change for now (a 503 to the batch and to the one-request fallback): they wait. */
const SENDS = ['**/api/sync/push', '**/api/favorites']
const holdSends = (page: Page) => Promise.all(SENDS.map((url) => page.route(url, (route) => route.fulfill({ status: 503, json: { message: 'Busy' } }))))
const releaseSends = (page: Page) => Promise.all(SENDS.map((url) => page.unroute(url)))

/**
 * Registers `user` (the browser is signed in as them) and opens the vendor page, fully loaded: the first
 * round has ended, so no download still writes to the copy (a sign-out's count of unsent changes would
 * wait behind its transactions).
 */
async function onVendorPage(page: Page, baseURL: string, user: TestUser) {
  const { id } = await registerUser(page.request, baseURL, user)
  await page.goto(`/vendors/${VENDOR.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: VENDOR.name })).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => syncedAs(page), { timeout: 30_000 }).toMatch(new RegExp(`^${id}:\\S+ synced$`))
}

/** Saves the vendor as a favourite with the connection gone (the app's code comes from the service worker). */
async function favouriteOffline(page: Page, context: BrowserContext) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Added to favorites')
  await expect(waitingBadge(page)).toHaveAccessibleName('1 change waiting to sync')
}

async function chooseSignOut(page: Page, user: TestUser) {
  await page.getByRole('button', { name: `Account menu for ${user.username}` }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function signInThroughDialog(page: Page, user: TestUser) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click()
  const login = page.getByRole('dialog', { name: 'Sign in to Vetted' })
  await login.getByLabel('Username').fill(user.username)
  await login.getByLabel('Password', { exact: true }).fill(user.password)
  await login.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expectToast(page, 'Welcome back!')
  await expect(page.getByRole('button', { name: `Account menu for ${user.username}` })).toBeVisible()
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('"Keep on this device": the next person sees none of it; back on sign-in it reaches the server once', async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000)
    const [a, b] = [newUser(), newUser()]
    await registerUser(request, baseURL!, b)
    await onVendorPage(page, baseURL!, a)
    await favouriteOffline(page, context)

    const dialog = await chooseSignOut(page, a)
    await expect(dialog.getByText('1 change not sent yet', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send now' })).toBeDisabled()
    await expect(dialog.getByText("You're offline. Sending needs a connection.")).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'the sign-out question')
    await dialog.getByRole('button', { name: 'Keep on this device' }).click()
    await expectToast(page, 'Logged out', "Your unsent changes stay on this device and are sent when you sign in here again. The server will be told when you're back online.")
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
    await expect.poll(() => localRowCount(page, 'outbox')).toBe(0)
    expect(await localFavoriteCount(page)).toBe(0)
    await expect(waitingBadge(page)).toBeHidden()

    await context.setOffline(false)
    await signInThroughDialog(page, b)
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
    await expect(waitingBadge(page)).toBeHidden()
    expect(await localRowCount(page, 'outbox')).toBe(0)
    expect(await localFavoriteCount(page)).toBe(0)
    expect(await serverFavourites(page.request)).toEqual([]) // B's own account
    await page.getByRole('button', { name: `Account menu for ${b.username}` }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click() // nothing unsent: no question
    await expectToast(page, 'Logged out')

    await signInThroughDialog(page, a)
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
    await signInApi(request, baseURL!, a.username, a.password)
    const id = await vendorId(request)
    await expect.poll(() => serverFavourites(request), { timeout: 30_000 }).toEqual([id])
    await expect.poll(() => localRowCount(page, 'outbox')).toBe(0)
    expect(await localRowCount(page, 'stash')).toBe(0)
    expect(await serverFavourites(request)).toEqual([id]) // once
  })

  test('"Discard": the change is dropped and never reaches the server', async ({ page, context, baseURL }) => {
    const a = newUser()
    await onVendorPage(page, baseURL!, a)
    await favouriteOffline(page, context)
    const dialog = await chooseSignOut(page, a)
    await dialog.getByRole('button', { name: 'Discard' }).click()
    await expectToast(page, 'Logged out')
    await expect.poll(() => localRowCount(page, 'outbox')).toBe(0)
    expect(await localRowCount(page, 'stash')).toBe(0)
    expect(await localFavoriteCount(page)).toBe(0)

    await context.setOffline(false)
    await signInThroughDialog(page, a)
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
    await expect(waitingBadge(page)).toBeHidden()
    expect(await localRowCount(page, 'outbox')).toBe(0)
    expect(await serverFavourites(page.request)).toEqual([])
  })
})

test('"Send now" sends what is waiting, and signs out once nothing is left; while sending fails it stays', async ({ page, request, baseURL }) => {
  const a = newUser()
  await onVendorPage(page, baseURL!, a)
  // The server is reachable but refuses for now (a 503): the favourite waits in the outbox.
  await holdSends(page)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Added to favorites')
  const dialog = await chooseSignOut(page, a)
  await expect(dialog.getByText('1 change not sent yet', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Send now' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Some changes could not be sent. Keep them on this device or discard them.')
  await expect(dialog.getByText('1 change not sent yet', { exact: true })).toBeVisible() // still asking, still signed in

  await releaseSends(page)
  await dialog.getByRole('button', { name: 'Send now' }).click()
  await expectToast(page, 'Logged out')
  await signInApi(request, baseURL!, a.username, a.password)
  expect(await serverFavourites(request)).toEqual([await vendorId(request)])
})

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } })

  test("the side menu's Sign out asks too; the question fits and passes axe; kept, the change waits for its owner", async ({ page, baseURL }) => {
    const a = newUser()
    await onVendorPage(page, baseURL!, a)
    await holdSends(page)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(page, 'Added to favorites')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Sign out?' })
    await expect(dialog.getByText('1 change not sent yet', { exact: true })).toBeVisible()
    await expectDialogFits(page, dialog)
    await expectNoSeriousA11yIssues(page, 'the sign-out question on a tablet')
    await dialog.getByRole('button', { name: 'Keep on this device' }).click()
    await expectToast(page, 'Logged out')
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect.poll(() => localRowCount(page, 'stash')).toBe(2) // the entry and its row
    expect(await localFavoriteCount(page)).toBe(0)
  })
})
