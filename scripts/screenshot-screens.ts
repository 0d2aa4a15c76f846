// Renders the screens whose layout is judged by eye (docs/screenshots/): the ratings chart of an
// evaluation board in both colour modes (and on a tablet), the header with the device offline and changes waiting (laptop
// and tablet), the admin dashboard's tabs and its Blog and Resources tables on a tablet, and a shared
// board as its recipient sees it. Each run starts the real server on a fresh database with the built
// app, so a pair (before/after a change) is taken under the same conditions:
//   npm run build && node --import tsx scripts/screenshot-screens.ts after
// The argument is the file suffix (default "after"); WEB_DIST picks the build (default dist/web);
// SCREENSHOT_PORT the port (default 3612); ONLY=<name prefix> takes some of the shots.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../tests/chromium-args'

const suffix = process.argv[2] ?? 'after'
const only = process.env.ONLY ?? ''
const outDir = join(import.meta.dirname, '..', 'docs', 'screenshots')
const port = Number(process.env.SCREENSHOT_PORT ?? 3612)
const base = `http://localhost:${port}`
const ADMIN_PASSWORD = 'screenshots-only-123'
const LAPTOP = { width: 1366, height: 850 }
const TABLET = { width: 820, height: 1180 }

type Scheme = 'light' | 'dark'

async function newPage(browser: Browser, viewport: { width: number; height: number }, colorScheme: Scheme = 'light', serviceWorkers: 'allow' | 'block' = 'block') {
  const context = await browser.newContext({ viewport, colorScheme, serviceWorkers, extraHTTPHeaders: { Origin: base } })
  return { context, page: await context.newPage() }
}

/** Opens `path` once the first download of the catalogue is over (its progress line gone). */
async function openSynced(page: Page, path: string) {
  await page.goto(base + path)
  await page.getByRole('status').filter({ hasText: /catalogue|offline use/ }).waitFor({ state: 'detached', timeout: 60_000 }).catch(() => {})
  await page.waitForLoadState('networkidle')
}

async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))))
}

function save(name: string, png: Buffer) {
  const file = `${name}-${suffix}.png`
  writeFileSync(join(outDir, file), png)
  console.log(`wrote docs/screenshots/${file}`)
}

let buyerCount = 0
async function signInBuyer(context: BrowserContext, prefix: string) {
  const username = `${prefix}${++buyerCount}${Date.now().toString(36)}`
  const api = context.request
  await api.post(`${base}/api/auth/register`, { data: { username, email: `${username}@example.com`, password: 'buyer-password', firstName: 'Dana', lastName: 'Reyes' } })
  const res = await api.post(`${base}/api/auth/login`, { data: { username, password: 'buyer-password' } })
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`)
}

async function vendorIds(context: BrowserContext, names: string[]): Promise<number[]> {
  const vendors = (await (await context.request.get(`${base}/api/vendors?limit=1000`)).json()) as { id: number; name: string }[]
  return names.map((n) => vendors.find((v) => v.name === n)!.id)
}

const BOARD_VENDORS = ['Brightledger', 'Spendrift', 'Tillpoint Payments']

async function ratingsChart(browser: Browser, scheme: Scheme, viewport = LAPTOP, label: string = scheme) {
  const { context, page } = await newPage(browser, viewport, scheme)
  await signInBuyer(context, 'chart')
  const items = (await vendorIds(context, BOARD_VENDORS)).map((itemId) => ({ itemId }))
  const board = (await (await context.request.post(`${base}/api/boards`, { data: { name: 'Finance shortlist', type: 'vendor', items } })).json()) as { id: number }
  await openSynced(page, `/evaluation-center/${board.id}`)
  const chart = page.locator('section[aria-labelledby="chart-heading"]')
  await chart.getByRole('img').waitFor({ timeout: 30_000 })
  await settle(page)
  save(`ratings-chart-${label}`, await chart.screenshot())
  await context.close()
}

async function headerOffline(browser: Browser, label: string, viewport: { width: number; height: number }) {
  // Offline, lazily loaded parts of the header come from the service worker's precache.
  const { context, page } = await newPage(browser, viewport, 'light', 'allow')
  await signInBuyer(context, 'offline')
  await openSynced(page, '/vendors/brightledger')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
  await context.setOffline(true)
  // Two changes made offline wait in the outbox: two vendors saved as favourites.
  const main = page.getByRole('main')
  await main.getByRole('button', { name: /^(Save|Add .* to favorites)$/ }).first().click()
  await main.getByRole('link', { name: 'Spendrift' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Spendrift' }).waitFor()
  await main.getByRole('button', { name: /^(Save|Add .* to favorites)$/ }).first().click()
  await page.getByRole('banner').getByRole('button', { name: /2 changes waiting to sync/ }).waitFor({ timeout: 15_000 })
  await settle(page)
  save(`header-offline-${label}`, await page.getByRole('banner').screenshot())
  await context.close()
}

async function adminTablet(browser: Browser, viewport: { width: number; height: number }, label: string) {
  const { context, page } = await newPage(browser, viewport)
  await context.request.post(`${base}/api/auth/login`, { data: { username: 'admin', password: ADMIN_PASSWORD } })
  await openSynced(page, '/admin/blog')
  await page.getByRole('table').first().waitFor({ timeout: 30_000 })
  await settle(page)
  save(`admin-blog-${label}`, await page.screenshot())
  await openSynced(page, '/admin/resources')
  await page.getByRole('table').first().waitFor({ timeout: 30_000 })
  await settle(page)
  save(`admin-resources-${label}`, await page.screenshot())
  await context.close()
}

async function sharedBoard(browser: Browser, scheme: Scheme) {
  const owner = await newPage(browser, LAPTOP)
  await signInBuyer(owner.context, 'owner')
  const items = (await vendorIds(owner.context, BOARD_VENDORS)).map((itemId) => ({ itemId }))
  const board = (await (await owner.context.request.post(`${base}/api/boards`, { data: { name: 'Finance shortlist', type: 'vendor', items, shared: true } })).json()) as { shareToken: string }
  await owner.context.close()
  const { context, page } = await newPage(browser, LAPTOP, scheme)
  await signInBuyer(context, 'recipient')
  await openSynced(page, `/evaluation-center/shared/${board.shareToken}`)
  await page.getByRole('heading', { level: 1, name: 'Finance shortlist' }).waitFor({ timeout: 30_000 })
  await page.getByRole('table').waitFor({ timeout: 30_000 })
  await settle(page)
  save(`shared-board-${scheme}`, await page.screenshot())
  await context.close()
}

const SHOTS: [string, (b: Browser) => Promise<void>][] = [
  ['ratings-chart-light', (b) => ratingsChart(b, 'light')],
  ['ratings-chart-dark', (b) => ratingsChart(b, 'dark')],
  ['ratings-chart-tablet-dark', (b) => ratingsChart(b, 'dark', TABLET, 'tablet-dark')],
  ['header-offline-laptop', (b) => headerOffline(b, 'laptop', LAPTOP)],
  ['header-offline-tablet', (b) => headerOffline(b, 'tablet', TABLET)],
  ['admin-tablet-portrait', (b) => adminTablet(b, TABLET, 'tablet-portrait')],
  ['admin-tablet-landscape', (b) => adminTablet(b, { width: 1024, height: 768 }, 'tablet-landscape')],
  ['shared-board-light', (b) => sharedBoard(b, 'light')],
  ['shared-board-dark', (b) => sharedBoard(b, 'dark')],
]

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vetted-screens-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_PATH: join(dataDir, 'screens.db'), ADMIN_PASSWORD, AUTH_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    for (let ready = false; !ready; await new Promise((r) => setTimeout(r, 250))) {
      ready = (await fetch(`${base}/api/health`).catch(() => null))?.status === 200
    }
    mkdirSync(outDir, { recursive: true })
    for (const [name, take] of SHOTS) if (name.startsWith(only)) await take(browser)
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
