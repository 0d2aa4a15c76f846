// A first visit: a visitor's load logs no console error and asks nothing about a
// session it does not have (GET /api/auth/me would answer 401); a signed-in person still gets their
// session on reload, and after signing out the question stops again. The service worker precaches the
// visitor shell only: the admin tabs and the CSV worker (the build's /admin-code.json) are cached when an
// admin signs in, and then open offline.
import { expect, test, type Page } from './base-test'
import { ADMIN, newUser, registerUser, signInApi } from './account-helpers'
import { SLOW } from './admin-catalog-helpers'

const HEADLINE = { level: 1, name: 'Discover Vetted Technology' } as const

/** Every GET /api/auth/me the page makes, and every console error it logs. */
function watch(page: Page) {
  const seen = { sessionChecks: 0, errors: [] as string[] }
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/auth/me') seen.sessionChecks++ })
  page.on('console', (m) => { if (m.type() === 'error') seen.errors.push(m.text()) })
  // A failed load's console error does not name its address: the answer does.
  page.on('response', (r) => { if (r.status() >= 400) seen.errors.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`) })
  page.on('pageerror', (e) => seen.errors.push(e.message))
  return seen
}

/**
 * Loads the page and waits for the first sync round, which is what checks the session (before it pulls):
 * a first visit's catalogue shows once that round applied it; a later load's round asks the feed again.
 */
async function loadAndSync(page: Page, load: () => Promise<unknown>) {
  const pulled = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sync/changes', SLOW)
  await load()
  await pulled
  await expect(page.getByRole('heading', HEADLINE)).toBeVisible(SLOW)
  await expect(page.getByRole('list', { name: 'Featured vendors' }).getByRole('link').first()).toBeVisible(SLOW)
}

test('a visitor: no console error and no session check; a signed-in person keeps their session; after sign-out no check again', async ({ page, baseURL }) => {
  const seen = watch(page)
  await loadAndSync(page, () => page.goto('/'))
  await loadAndSync(page, () => page.reload())
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  expect(seen.errors).toEqual([])
  expect(seen.sessionChecks).toBe(0)

  const user = newUser()
  await registerUser(page.request, baseURL!, user) // signs this browser in, as the app's own sign-in does
  await page.reload()
  const menu = page.getByRole('banner').getByRole('button', { name: `Account menu for ${user.username}` })
  await expect(menu).toBeVisible(SLOW)
  expect(seen.sessionChecks).toBeGreaterThan(0)

  await menu.click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible(SLOW)
  const checksBefore = seen.sessionChecks
  await loadAndSync(page, () => page.reload())
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  expect(seen.sessionChecks).toBe(checksBefore)
  expect(seen.errors).toEqual([])
})

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test("a visitor's first visit precaches no admin code; an admin who signed in online opens the admin tabs offline", async ({ page, context, baseURL }) => {
    test.setTimeout(120_000)
    const adminCode = (await (await page.request.get('/admin-code.json')).json()) as string[]
    expect(adminCode.some((path) => /csv-worker/.test(path))).toBe(true)
    expect(adminCode.some((path) => /vendors-tab/.test(path))).toBe(true)

    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, SLOW)
    const cached = () => page.evaluate(async () => {
      const paths: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
      }
      return paths
    })
    // The precache holds the shell (index.html, the entry, the visitor screens) and none of the admin code.
    await expect.poll(async () => (await cached()).filter((p) => p.endsWith('.js')).length, SLOW).toBeGreaterThan(50)
    const visitorCache = await cached()
    expect(visitorCache).toContain('/index.html')
    expect(visitorCache.filter((path) => adminCode.includes(path))).toEqual([])

    await signInApi(page.request, baseURL!, ADMIN.username, ADMIN.password)
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${ADMIN.username}` })).toBeVisible(SLOW)
    // Signing in cached every admin file (the page needs no admin screen open for that).
    await expect.poll(async () => { const now = await cached(); return adminCode.filter((path) => !now.includes(path)) }, SLOW).toEqual([])

    await context.setOffline(true)
    await page.goto('/admin/vendors')
    await expect(page.getByRole('heading', { level: 2, name: 'Manage Vendors' })).toBeVisible(SLOW)
    await page.getByRole('tab', { name: 'Manage products' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Manage Products' })).toBeVisible(SLOW)
    await page.getByRole('tab', { name: 'Import data' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Import Vendors' })).toBeVisible(SLOW)
    await context.setOffline(false)
  })
})
