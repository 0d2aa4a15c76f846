// The installable PWA: the service worker takes control after the first load and then serves the
// shell offline on any route (while /api stays network-only), storage persistence is requested,
// Chromium reports no installability errors, "Install app" appears only when the browser offers
// installation, a first visit closed the moment it says "Ready offline" opens offline with the whole
// catalogue, and a new build reaches the user through the "A new version is available" prompt.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test, type BrowserContext, type Page } from './base-test'
import { holdStoreWrites } from './faults/scenario-idb'

test.use({ serviceWorkers: 'allow' })

async function waitForControllingWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('after the first load the service worker controls the page and every route opens offline', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Vetted Technology' })).toBeVisible()
  await waitForControllingWorker(page)
  expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200)
  // Persistent storage was asked for once (or already granted).
  await page.waitForFunction(async () => localStorage.getItem('vetted-storage-persist-asked') !== null || (await navigator.storage.persisted()))

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Vetted Technology' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Offline')).toBeVisible()

  await page.goto('/vendors/some-vendor')
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Not Found' })).toBeVisible()
  await page.goto('/ADMIN') // a visitor: the admin area's own chunk, offline, answers with its access rule
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()

  // The API is never answered from a cache: offline, the call fails like any network call.
  const apiOutcome = await page.evaluate(() => fetch('/api/health').then((r) => `status ${r.status}`, () => 'network error'))
  expect(apiOutcome).toBe('network error')
  await context.setOffline(false)
})

test('the manifest is complete and Chromium reports no installability errors', async ({ playwright, baseURL, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    name: 'Vetted — Technology Marketplace',
    short_name: 'Vetted',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  })
  expect(manifest.description).toBeTruthy()
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.icons).toEqual(expect.arrayContaining([
    expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
    expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
    expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }),
  ]))
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  }
  for (const path of ['/icons/apple-touch-icon.png', '/icons/favicon.svg']) {
    expect((await request.get(path)).status(), path).toBe(200)
  }

  // Chromium never offers installation in an incognito-like context (Playwright's default), so this
  // check runs in a persistent profile, with the same browser and flags as the rest of the suite.
  const profileDir = mkdtempSync(join(tmpdir(), 'vetted-pwa-'))
  const context = await playwright.chromium.launchPersistentContext(profileDir, {
    ...test.info().project.use.launchOptions,
    baseURL,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await waitForControllingWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profileDir, { recursive: true, force: true })
  }
})

test('a first visit closed the moment it says "Ready offline" opens offline with the whole catalogue', async ({ playwright, baseURL, request }) => {
  const count = async (path: string) => ((await (await request.get(path)).json()) as unknown[]).length
  const [vendors, products] = [await count('/api/vendors'), await count('/api/products')]
  // One profile, closed and opened again, as a person closing the laptop and opening the app later.
  const profileDir = mkdtempSync(join(tmpdir(), 'vetted-ready-'))
  const open = () => playwright.chromium.launchPersistentContext(profileDir, { ...test.info().project.use.launchOptions, baseURL, serviceWorkers: 'allow' })
  const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage())
  const firstDownloadLine = (page: Page) => page.getByRole('status').filter({ hasText: /catalogue|for offline|Ready offline/ })
  let context = await open()
  try {
    const page = await firstPage(context)
    // The catalogue's rows are kept from their tables for the whole visit: "Ready offline" rests on the
    // whole snapshot kept in IndexedDB, not on the rows being in their tables. The feed page read after
    // the snapshot is held until the hold is in place, so every answer has arrived by then.
    let askedForFeed = () => {}
    const feedAsked = new Promise<void>((resolve) => (askedForFeed = resolve))
    let releaseFeed = () => {}
    const feedHeld = new Promise<void>((resolve) => (releaseFeed = resolve))
    await page.route((url) => url.pathname === '/api/sync/changes', async (route) => {
      askedForFeed()
      await feedHeld
      await route.continue()
    })
    await page.goto('/vendors')
    await feedAsked
    const blocker = await context.newPage()
    await blocker.goto('/api/health')
    await holdStoreWrites(blocker, 'vendors')
    releaseFeed()
    await waitForControllingWorker(page)
    await expect(firstDownloadLine(page)).toHaveText('Ready offline')
    // Closed now: the held writes never reach the tables, the reopened app reads the kept snapshot.
    await context.close()

    context = await open()
    await context.setOffline(true)
    const again = await firstPage(context)
    await again.goto('/vendors')
    await expect(again.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible()
    await expect(again.getByRole('heading', { name: `All Vendors (${vendors})` })).toBeVisible()
    await again.goto('/products')
    await expect(again.getByRole('heading', { name: `All Products (${products})` })).toBeVisible()
  } finally {
    await context.close()
    rmSync(profileDir, { recursive: true, force: true })
  }
})

test('"Install app" shows only after the browser offers installation, and opens its prompt', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const installButton = page.getByRole('button', { name: 'Install app' })
  await expect(installButton).toHaveCount(0)

  // Stand in for Chromium's beforeinstallprompt (headless Chromium never fires it on its own).
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => document.body.setAttribute('data-install-prompted', 'yes'),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(event)
  })
  await installButton.click()
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes')
  await expect(installButton).toHaveCount(0) // a prompt can be used once
})

test('a new build shows "A new version is available"; Later puts it off, Reload brings it in and every open tab reloads on it', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await waitForControllingWorker(page)
  // A second tab on the old build: once the first activates the new one, its lazy parts are gone.
  const other = await page.context().newPage()
  await other.goto('/')
  await waitForControllingWorker(other)
  const buildId = page.getByTestId('build-id')
  const newBuildId = `e2e-update-${Date.now()}`
  await expect(buildId).not.toContainText(newBuildId)

  // Rebuild into the folder the server serves (WEB_DIST, set by playwright.config.ts), as a deploy would.
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'error'], {
    env: { ...process.env, VITE_BUILD_ID: newBuildId },
  })
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })

  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible({ timeout: 30_000 })
  await expect(buildId).not.toContainText(newBuildId) // the old version keeps running until the user says so
  // Later: the banner goes, the old version keeps running; opened again, the app asks again.
  await prompt.getByRole('button', { name: 'Later' }).click()
  await expect(prompt).toHaveCount(0)
  await expect(buildId).not.toContainText(newBuildId)
  await page.reload()
  await expect(prompt).toBeVisible({ timeout: 30_000 })
  await expect(buildId).not.toContainText(newBuildId)
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await expect(buildId).toContainText(newBuildId)
  await expect(page.getByRole('alert').filter({ hasText: 'A new version is available' })).toHaveCount(0)

  // The other tab reloads on its own: nobody has to find it and press Reload there too.
  await expect(other.getByTestId('build-id')).toContainText(newBuildId, { timeout: 15_000 })
  await other.close()
})
