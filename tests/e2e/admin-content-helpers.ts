// Shared steps for the admin content e2e specs (blog, resources, users, featured comparisons): sign in
// as the seeded admin, open a dashboard tab once the local copy holds its rows, and read the server.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ADMIN, signInApi, toastRoots } from './account-helpers'

export const TABLET = { width: 820, height: 1180 }
/** Waiting for a sync round (pull, then the outbox) on a machine shared by many test runs. */
export const SLOW = { timeout: 45_000 }

/** Signs the page's browser context in as the admin and opens /admin/{tab}. */
export async function openAdminTab(page: Page, baseURL: string, tab: string, tabLabel: string) {
  await signInApi(page.request, baseURL, ADMIN.username, ADMIN.password)
  await page.goto(`/admin/${tab}`)
  await expect(page.getByRole('tab', { name: tabLabel, exact: true, selected: true })).toBeVisible(SLOW)
}

/** A server collection as the admin sees it (the page's context is signed in as the admin). */
export async function serverList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const res = await request.get(path)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as T[]
}

/** The open dialog with this title. */
export const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name })

/** The table row whose cells contain this text. */
export const rowWith = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text })

export async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
}

/** Ticks or unticks a Chakra checkbox by its label (its real input is visually hidden). */
export async function setChecked(scope: Locator, label: string, checked: boolean) {
  const box = scope.getByRole('checkbox', { name: label })
  if ((await box.isChecked()) !== checked) await scope.getByText(label, { exact: true }).click()
  await expect(box).toBeChecked({ checked })
}

/**
 * Closes every toast showing and any queued behind them, with each one's close button (dispatched,
 * like expectToast's: a resting pointer or a focus move would change the screen under test), so an
 * axe scan never meets a notice fading in or out.
 */
export async function toastsClosed(page: Page, timeout = 30_000) {
  const toasts = toastRoots(page)
  await expect(async () => {
    const close = toasts.first().getByRole('button', { name: 'Dismiss notification' })
    if ((await toasts.count()) > 0) await close.dispatchEvent('click', undefined, { timeout: 1_000 })
    expect(await toasts.count()).toBe(0)
  }).toPass({ timeout })
}
