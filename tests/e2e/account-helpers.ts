// Shared steps for the account e2e tests (auth.spec.ts, profile.spec.ts): creating users through the
// API, reading mailed links from the server's console output, toasts and the axe check.
import { mailsInFolder } from '../../api/mail/mailer'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { axeWhenSettled } from './axe-settled'

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' }

/** Toasts queue one at a time (5 s each), so a toast may wait for the previous one to close. */
export const TOAST_TIMEOUT = { timeout: 15_000 }

export interface TestUser {
  username: string
  email: string
  password: string
  firstName?: string
  lastName?: string
}

let counter = 0
export function newUser(extra: Partial<TestUser> = {}): TestUser {
  const username = `buyer${Date.now().toString(36)}${(counter++).toString(36)}`
  return { username, email: `${username}@example.com`, password: 'first-password', ...extra }
}

/**
 * Registers through the API, then signs in as the app does (the registration answer starts no
 * session: api/auth/registration.ts). With page.request the browser context is signed in as the new
 * user; with a separate request context (the `request` fixture) the page stays anonymous.
 */
export async function registerUser(request: APIRequestContext, baseURL: string, user: TestUser): Promise<{ id: number }> {
  const res = await request.post('/api/auth/register', { headers: { Origin: baseURL }, data: user })
  expect(res.status(), await res.text()).toBe(202)
  const signedIn = await request.post('/api/auth/login', { headers: { Origin: baseURL }, data: { username: user.username, password: user.password } })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  return (await signedIn.json()) as { id: number }
}

export async function signInApi(request: APIRequestContext, baseURL: string, username: string, password: string) {
  const res = await request.post('/api/auth/login', { headers: { Origin: baseURL }, data: { username, password } })
  expect(res.status(), await res.text()).toBe(200)
}

/**
 * The last message mailed to `email` that holds `containing`, as the server wrote it (To, Subject, then
 * the body). With no SMTP, mailed links appear in full only in the MAIL_DIR folder (the log and the
 * admin's mail outbox show them as [redacted]); playwright.config.ts gives each server its folder, in
 * the project's `mailDir` metadata.
 */
export async function lastMailTo(email: string, containing = ''): Promise<string> {
  const dir = test.info().project.metadata.mailDir as string
  let mail: string | undefined
  await expect
    .poll(() => {
      mail = mailsInFolder(dir).filter((m) => m.startsWith(`To: ${email}\n`) && m.includes(containing)).at(-1)
      return mail
    }, { message: `a mail to ${email} in ${dir}` })
    .toBeDefined()
  return mail!
}

/** The reset link mailed to `email`, as a path on the site. */
export async function resetLinkFor(email: string): Promise<string> {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(await lastMailTo(email, '/reset-password?token='))![0]
  return new URL(link).pathname + new URL(link).search
}

/**
 * A toast with this title (and description), in the notifications region; then it is dismissed, as a
 * person who has read it would. One notice shows at a time, each for 5 s: left open, it would hold the
 * next one back and cover what lies under it. The close button's click is dispatched to it rather than
 * made with the mouse: a pointer left resting on the notifications stops their timers, and moving
 * focus to the button would take it from the screen under test.
 */
/** Every notice on the page (showing, or sliding in or out), as Chakra's toaster renders them. */
export const toastRoots = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).locator('[data-scope="toast"][data-part="root"]')

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toastRoots(page).filter({ has: page.getByText(title, { exact: true }) })
  await expect(toast.getByText(title, { exact: true })).toBeVisible(TOAST_TIMEOUT)
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible()
  await toast.getByRole('button', { name: 'Dismiss notification' }).dispatchEvent('click')
  await expect(toast).toHaveCount(0)
}

/** Zero serious or critical axe violations. */
export async function expectNoSeriousA11yIssues(page: Page, where: string) {
  const { violations } = await axeWhenSettled(page)
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([])
}

/** Holds matching requests until release() is called, so a "...ing" label can be seen without timing. */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return { release: () => release() }
}

/** How many rows a table of the browser's local copy holds (IndexedDB "vetted"; it must exist already). */
export function localRowCount(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('vetted')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count()
          count.onsuccess = () => {
            open.result.close()
            resolve(count.result)
          }
        }
      }),
    table,
  )
}

/** How many favourites the browser's local copy holds (IndexedDB "vetted", table favorites). */
export const localFavoriteCount = (page: Page) => localRowCount(page, 'favorites')
