// Renders the screens whose layout is judged by eye (docs/screenshots/): the ratings chart of an
// evaluation board in both colour modes (and on a tablet), the header with the device offline and changes waiting (laptop
// and tablet), the admin dashboard's tabs and its Blog and Resources tables on a tablet, a shared
// board as its recipient sees it, and a company workspace's screen and a request's approval screen
// (desktop and tablet, light and dark). Each run starts the real server on a fresh database with the built
// app, so a pair (before/after a change) is taken under the same conditions:
//   npm run build && node --import tsx scripts/screenshot-screens.ts after
// The argument is the file suffix (default "after"; "none" for none); WEB_DIST picks the build (default dist/web);
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
  const file = suffix === 'none' ? `${name}.png` : `${name}-${suffix}.png`
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

/** A person with a display name, signed in on `context`; answers their username. */
async function person(context: BrowserContext, firstName: string, lastName: string): Promise<string> {
  const username = `${firstName.toLowerCase()}${++buyerCount}${Date.now().toString(36)}`
  await context.request.post(`${base}/api/auth/register`, { data: { username, email: `${username}@example.com`, password: 'buyer-password', firstName, lastName } })
  const res = await context.request.post(`${base}/api/auth/login`, { data: { username, password: 'buyer-password' } })
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`)
  return username
}

/**
 * A workspace with an admin (Dana), two approvers (Ann, Ben), a member (Mo) and a pending invitation
 * (Cy); a policy of one approver above $0 and two above $50; Mo's request for 10 users of Sentinel EDR
 * Essentials, approved by Ann. Answers the browser contexts of Dana and Ben, and the ids.
 */
async function workspaceWithRequest(browser: Browser) {
  const make = async (first: string, last: string) => {
    const context = await browser.newContext({ extraHTTPHeaders: { Origin: base } })
    return { context, username: await person(context, first, last) }
  }
  const [dana, ann, ben, mo, cy] = [await make('Dana', 'Reyes'), await make('Ann', 'Lee'), await make('Ben', 'Okafor'), await make('Mo', 'Hassan'), await make('Cy', 'Moreau')]
  const post = async (who: typeof dana, path: string, data: object) => (await who.context.request.post(`${base}${path}`, { data })).json() as Promise<{ id: number }>
  const workspace = await post(dana, '/api/workspaces', { name: 'Northwind Procurement', currency: 'USD' })
  for (const [who, role] of [[ann, 'approver'], [ben, 'approver'], [mo, 'member'], [cy, 'member']] as const) {
    const invited = await post(dana, `/api/workspaces/${workspace.id}/members`, { user: who.username, role })
    if (who !== cy) await post(who, `/api/workspaces/${workspace.id}/members/${invited.id}/accept`, {})
  }
  await dana.context.request.put(`${base}/api/workspaces/${workspace.id}/policy`, { data: { approvalAbove: 0, multiApprovalAbove: 50, approversNeeded: 2 } })
  const product = (await (await dana.context.request.get(`${base}/api/products/sentinel-edr`)).json()) as { id: number }
  const options = (await (await dana.context.request.get(`${base}/api/products/${product.id}/pricing`)).json()) as { id: number; productTierId: number; currency: string; paymentFrequency: string; price: number }[]
  const option = options.find((o) => o.currency === 'USD' && o.paymentFrequency === 'monthly')!
  const order = await post(mo, '/api/orders', { productId: product.id, tierId: option.productTierId, pricingOptionId: option.id, users: 10, notes: 'For the support team', workspaceId: workspace.id })
  await post(ann, `/api/orders/${order.id}/decision`, { decision: 'approve', round: 1, seen: 0, comment: 'Fits the security budget' })
  for (const who of [ann, mo, cy]) await who.context.close()
  return { dana: dana.context, ben: ben.context, workspaceId: workspace.id, orderId: order.id }
}

/** Opens `path` in a new page of `context` at this size and scheme (the context's cookies carried over). */
async function pageAs(browser: Browser, context: BrowserContext, viewport: { width: number; height: number }, scheme: Scheme) {
  const shot = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block', extraHTTPHeaders: { Origin: base }, storageState: await context.storageState() })
  return { context: shot, page: await shot.newPage() }
}

async function workspaceScreens(browser: Browser) {
  const setup = await workspaceWithRequest(browser)
  for (const [size, viewport] of [['desktop', LAPTOP], ['tablet', TABLET]] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const admin = await pageAs(browser, setup.dana, viewport, scheme)
      await openSynced(admin.page, `/workspaces/${setup.workspaceId}`)
      await admin.page.getByRole('heading', { level: 1, name: 'Northwind Procurement' }).waitFor({ timeout: 30_000 })
      await admin.page.getByText('Pending invitations (1)').waitFor({ timeout: 30_000 })
      await settle(admin.page)
      save(`workspace-${size}-${scheme}`, await admin.page.screenshot({ fullPage: true }))
      await admin.context.close()
      const approver = await pageAs(browser, setup.ben, viewport, scheme)
      await openSynced(approver.page, `/approvals/${setup.orderId}`)
      await approver.page.getByText('Needs 2 approvals · 1 given').waitFor({ timeout: 30_000 })
      await settle(approver.page)
      save(`approval-${size}-${scheme}`, await approver.page.screenshot({ fullPage: true }))
      await approver.context.close()
    }
  }
  await setup.dana.close()
  await setup.ben.close()
}

const SHOTS: [string, (b: Browser) => Promise<void>][] = [
  ['ratings-chart-light', async (b) => await ratingsChart(b, 'light')],
  ['ratings-chart-dark', async (b) => await ratingsChart(b, 'dark')],
  ['ratings-chart-tablet-dark', async (b) => await ratingsChart(b, 'dark', TABLET, 'tablet-dark')],
  ['header-offline-laptop', async (b) => await headerOffline(b, 'laptop', LAPTOP)],
  ['header-offline-tablet', async (b) => await headerOffline(b, 'tablet', TABLET)],
  ['admin-tablet-portrait', async (b) => await adminTablet(b, TABLET, 'tablet-portrait')],
  ['admin-tablet-landscape', async (b) => await adminTablet(b, { width: 1024, height: 768 }, 'tablet-landscape')],
  ['shared-board-light', async (b) => await sharedBoard(b, 'light')],
  ['shared-board-dark', async (b) => await sharedBoard(b, 'dark')],
  ['workspace-screens', workspaceScreens],
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
