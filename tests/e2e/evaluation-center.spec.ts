// Named evaluation boards as a signed-in buyer uses them: create, add vendors, weights that re-rank the
// board live (and are saved), rename, duplicate, delete; CSV download and print view; copying a featured
// comparison; a board built offline reaching the server exactly once; a shared board read-only to others
// by its token link (never by id), and its link revoked when sharing is turned off.
import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Browser, type Page } from './base-test'
import { expectNoSeriousA11yIssues, expectToast, newUser, registerUser } from './account-helpers'

interface Vendor { id: number; name: string; securityRating: number | null; valueRating: number | null; supportRating: number | null; easeOfUseRating: number | null; featureRating: number | null }
interface Board { id: number; name: string; items: { itemId: number }[]; weights: Record<string, number>; shared: boolean; shareToken?: string | null }

const SHARE_LINK = /\/evaluation-center\/shared\/([A-Za-z0-9_-]{22})$/

const CRITERIA = ['security', 'value', 'support', 'easeOfUse', 'features', 'price'] as const

/** Two rated vendors where the first is safer and the second better value, so the weights decide. */
async function contrastingVendors(request: APIRequestContext): Promise<[Vendor, Vendor]> {
  const vendors = ((await (await request.get('/api/vendors')).json()) as Vendor[]).filter((v) => v.securityRating && v.valueRating)
  for (const a of vendors) {
    const b = vendors.find((v) => v.securityRating! < a.securityRating! - 0.2 && v.valueRating! > a.valueRating! + 0.2)
    if (b) return [a, b]
  }
  throw new Error('no contrasting vendors in the seed')
}

/** A new buyer, signed in, on `path` once the catalogue has synced (the featured comparisons show, or `heading`). */
async function signedInAt(page: Page, baseURL: string, path = '/evaluation-center', heading = 'Featured comparisons') {
  const user = newUser()
  await registerUser(page.request, baseURL, user)
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 20_000 })
  return user
}

async function createBoard(page: Page, name: string, type: 'Vendors' | 'Products' = 'Vendors') {
  await page.getByRole('button', { name: 'New board' }).click()
  const dialog = page.getByRole('dialog', { name: 'New board' })
  await dialog.getByLabel('Board name').fill(name)
  await dialog.getByLabel('Compare').selectOption(type)
  await dialog.getByRole('button', { name: 'Create board' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

async function addVendor(page: Page, name: string) {
  await page.getByLabel('Add a vendor').fill(name)
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click()
  await expect(page.getByRole('table').getByRole('columnheader').getByRole('link', { name, exact: true })).toBeVisible({ timeout: 15_000 })
}

async function setWeights(page: Page, weights: Partial<Record<(typeof CRITERIA)[number], number>>) {
  const labels = { security: 'Security', value: 'Value for Money', support: 'Customer Support', easeOfUse: 'Ease of Use', features: 'Features', price: 'Price' }
  for (const key of CRITERIA) await page.getByLabel(`${labels[key]} weight`, { exact: true }).fill(String(weights[key] ?? 0))
}

const ranking = (page: Page) => page.getByTestId('ranking').getByRole('listitem')
const serverBoards = async (page: Page) => (await (await page.request.get('/api/boards')).json()) as Board[]
const waitingBadge = (page: Page) => page.getByRole('button', { name: /waiting to sync/ })

test('create a board, weights re-rank it live and are saved; rename, duplicate, delete', async ({ page, baseURL }) => {
  test.slow()
  const [safer, cheaper] = await contrastingVendors(page.request)
  await signedInAt(page, baseURL!)
  await createBoard(page, 'Security shortlist')
  await addVendor(page, safer.name)
  await addVendor(page, cheaper.name)

  await setWeights(page, { security: 10 })
  await expect(ranking(page).first()).toContainText(safer.name)
  await setWeights(page, { value: 10 })
  await expect(ranking(page).first()).toContainText(cheaper.name)
  await expect(page.getByTestId('weight-value-value')).toHaveText('10')
  await expect.poll(async () => (await serverBoards(page)).find((b) => b.name === 'Security shortlist')?.weights, { timeout: 15_000 })
    .toEqual({ security: 0, value: 10, support: 0, easeOfUse: 0, features: 0, price: 0 })
  await expectNoSeriousA11yIssues(page, 'board')

  await page.getByRole('button', { name: 'Rename' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename board' })
  await rename.getByLabel('Board name').fill('  ')
  await rename.getByRole('button', { name: 'Save name' }).click()
  await expect(rename.getByText('Board name is required')).toBeVisible()
  await rename.getByLabel('Board name').fill('Final shortlist')
  await rename.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Final shortlist' })).toBeVisible()

  await page.getByRole('button', { name: 'Duplicate' }).click()
  await expectToast(page, 'Board duplicated')
  await expect(page.getByRole('heading', { level: 1, name: 'Copy of Final shortlist' })).toBeVisible()
  await expect(ranking(page).first()).toContainText(cheaper.name) // the weights came along
  await page.getByRole('link', { name: '← Evaluation Center' }).click()
  await expect(page.getByRole('list', { name: 'My boards' }).getByRole('link')).toHaveText(['Copy of Final shortlist', 'Final shortlist'])

  await page.getByRole('link', { name: 'Copy of Final shortlist' }).click()
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog', { name: 'Delete this board?' }).getByRole('button', { name: 'Delete board' }).click()
  await expect(page).toHaveURL('/evaluation-center')
  await expect(page.getByRole('list', { name: 'My boards' }).getByRole('link')).toHaveText(['Final shortlist'])
  await expect.poll(async () => (await serverBoards(page)).map((b) => b.name), { timeout: 15_000 }).toEqual(['Final shortlist'])
})

test('CSV download holds the matrix, with formula-like cells neutralised; the print view shows only the board', async ({ page, baseURL }) => {
  test.slow()
  const [a, b] = await contrastingVendors(page.request)
  await signedInAt(page, baseURL!)
  await createBoard(page, '=Board for CSV')
  await addVendor(page, a.name)
  await addVendor(page, b.name)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('board-for-csv-evaluation.csv')
  const text = await readFile((await file.path()), 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true) // so spreadsheets read it as UTF-8, as the vendor export does
  const lines = text.slice(1).trimEnd().split('\r\n')
  // Every cell quoted (sync/rules/csv-writer.ts); tests/security/csv-injection.test.ts checks the rules.
  expect(lines[0]).toBe(`"Criterion","${a.name}","${b.name}"`)
  expect(lines).toContain(`"Security","${a.securityRating!.toFixed(1)}","${b.securityRating!.toFixed(1)}"`)
  expect(lines.map((l) => l.split('","')[0].slice(1))).toEqual([
    'Criterion', 'Rank', 'Weighted score', 'Security', 'Value for Money', 'Customer Support', 'Ease of Use', 'Features', 'Overall rating',
    'Market score', 'Review count', 'Price', 'Deployment options', 'Integrations', 'Pros', 'Cons', 'Key features',
  ])

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden()
  await expect(page.getByLabel('Security weight', { exact: true })).toBeHidden()
  await expect(page.getByText(/^=Board for CSV: printed/)).toBeVisible()
  await expect(page.getByRole('table')).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('banner')).toBeVisible()
})

test('a featured comparison is copied into the buyer’s boards', async ({ page, baseURL }) => {
  await signedInAt(page, baseURL!)
  const name = 'Security platforms for mid-sized companies'
  await page.getByRole('button', { name: `Copy “${name}” to my boards` }).click()
  await expectToast(page, 'Board copied')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('table').getByRole('columnheader').getByRole('link')).toHaveText(['Northgate Sentinel', 'Ironvale Networks', 'Keystrand Identity', 'Vaultline Backup'])
  await expect.poll(async () => (await serverBoards(page)).map((b) => [b.name, b.items.length]), { timeout: 15_000 }).toEqual([[name, 4]])
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })
  test('a board built offline reaches the server exactly once after reconnecting', async ({ page, context, baseURL }) => {
    test.slow()
    const [a, b] = await contrastingVendors(page.request)
    // Offline, the app's code comes from the service worker's precache (lazy chunks such as the header's
    // sync details would fail to load without it).
    await signedInAt(page, baseURL!)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
    await context.setOffline(true)
    await createBoard(page, 'Offline board')
    await expect(page).toHaveURL(/\/evaluation-center\/-\d+$/)
    await expect(page.getByText('Waiting to sync', { exact: true })).toBeVisible()
    await addVendor(page, a.name)
    await addVendor(page, b.name)
    await expect(page.getByRole('button', { name: '3 changes waiting to sync' })).toBeVisible()
    // Half-typed when the board lands: the screen moves to the real id without losing the text.
    await page.getByLabel('Add a vendor').fill(a.name.slice(0, 3))
    await context.setOffline(false)
    // The sender's retry backoff can hold the queue for up to a minute on a loaded machine.
    await expect(waitingBadge(page)).toBeHidden({ timeout: 60_000 })
    // The screen follows the board to the id the server gave it.
    await expect(page).toHaveURL(/\/evaluation-center\/\d+$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Offline board' })).toBeVisible()
    await expect(page.getByLabel('Add a vendor')).toHaveValue(a.name.slice(0, 3))
    const boards = await serverBoards(page)
    expect(boards.map((x) => [x.name, x.items.map((i) => i.itemId)])).toEqual([['Offline board', [a.id, b.id]]])
    expect(page.url()).toMatch(new RegExp(`/evaluation-center/${boards[0].id}$`))
  })
})

test('a board shared by its token link opens read-only for another user; by id, or once sharing is off, it is not found', async ({ page, baseURL, playwright }) => {
  test.slow()
  const [a, b] = await contrastingVendors(page.request)
  const owner = await playwright.request.newContext({ baseURL })
  const ownerUser = newUser()
  await registerUser(owner, baseURL!, ownerUser)
  const post = async (data: object) => (await (await owner.post('/api/boards', { headers: { Origin: baseURL! }, data })).json()) as Board
  const shared = await post({ name: 'Team pick', type: 'vendor', items: [{ itemId: a.id }, { itemId: b.id }], shared: true })
  const secret = await post({ name: 'Secret pick', type: 'vendor', items: [{ itemId: a.id }] })
  expect(shared.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/)

  await signedInAt(page, baseURL!, `/evaluation-center/shared/${shared.shareToken}`, 'Team pick')
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible()
  // Whose board it is, when it was shared, that it is read-only; whose weights rank it.
  await expect(page.getByTestId('board-ownership')).toHaveText(new RegExp(`^This board was shared with you by ${ownerUser.username} on [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\. It is read-only: only its owner can change it\\. Save a copy to make it your own\\.$`))
  await expect(page.getByRole('heading', { name: `${ownerUser.username}'s weights`, exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Ranking by ${ownerUser.username}'s weights`, exact: true })).toBeVisible()
  await expect(page.getByText('The ranking updates as you move them', { exact: false })).toHaveCount(0)
  await expect(page.getByRole('table').getByRole('columnheader').getByRole('link')).toHaveText([a.name, b.name], { timeout: 20_000 })
  for (const action of ['Rename', 'Duplicate', 'Delete', `Remove ${a.name}`]) await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0)
  await expect(page.getByLabel('Security weight', { exact: true })).toBeDisabled()
  await expectNoSeriousA11yIssues(page, 'shared board')
  // What the link's page read: the board's content, not who owns it.
  const publicView = await (await page.request.get(`/api/boards/shared/${shared.shareToken}`)).json()
  expect(Object.keys(publicView).sort()).toEqual(['items', 'name', 'notes', 'readOnly', 'sharedAt', 'sharedBy', 'type', 'updatedAt', 'weights'])

  await page.getByRole('button', { name: 'Save a copy to my boards' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Copy of Team pick' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Rename' })).toBeVisible()

  // By id, someone else's board is not found, shared or not.
  for (const board of [shared, secret]) {
    await page.goto(`/evaluation-center/${board.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Board Not Found' })).toBeVisible()
  }
  // Turning sharing off revokes the link.
  expect((await owner.patch(`/api/boards/${shared.id}`, { headers: { Origin: baseURL! }, data: { shared: false } })).status()).toBe(200)
  await page.goto(`/evaluation-center/shared/${shared.shareToken}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Board Not Found' })).toBeVisible()
  await owner.dispose()
})

/** A visitor's page (no account) in its own browser context. */
async function visitorAt(browser: Browser, baseURL: string, path: string): Promise<Page> {
  const visitor = await (await browser.newContext({ baseURL })).newPage()
  await visitor.goto(path)
  return visitor
}

test('the owner shares a board from its screen: the link carries a token, works for a visitor, and stops working when sharing is off', async ({ page, baseURL, browser }) => {
  test.slow()
  const [a] = await contrastingVendors(page.request)
  await signedInAt(page, baseURL!)
  await createBoard(page, 'Shared from the screen')
  await addVendor(page, a.name)
  await expect(page.getByText('Only you can see this board.')).toBeVisible({ timeout: 20_000 })
  await page.getByText('Share with a link', { exact: true }).click()
  const linkBox = page.getByLabel('Share link', { exact: true })
  await expect(linkBox).toHaveValue(SHARE_LINK, { timeout: 20_000 })
  const link = await linkBox.inputValue()
  const [board] = await serverBoards(page)
  expect(link).toBe(`${baseURL}/evaluation-center/shared/${board.shareToken}`)
  expect(link).not.toContain(`/${board.id}`)

  const visitor = await visitorAt(browser, baseURL!, new URL(link).pathname)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Shared from the screen' })).toBeVisible({ timeout: 20_000 })
  await expect(visitor.getByText('Read-only', { exact: true })).toBeVisible()
  await expect(visitor.getByRole('button', { name: 'Sign in to save a copy' })).toBeVisible()
  // The owner opening their own link gets their editable board.
  await page.goto(new URL(link).pathname)
  await expect(page).toHaveURL(new RegExp(`/evaluation-center/${board.id}$`), { timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Rename' })).toBeVisible()

  await page.getByText('Share with a link', { exact: true }).click()
  await expect(page.getByText('Only you can see this board.')).toBeVisible()
  await expect(linkBox).toHaveCount(0)
  await expect.poll(async () => (await serverBoards(page))[0].shareToken ?? null, { timeout: 20_000 }).toBeNull()
  await visitor.reload()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Board Not Found' })).toBeVisible({ timeout: 20_000 })
  await visitor.context().close()
})

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } })
  test('the board fits the screen: the matrix scrolls sideways with the criterion column pinned', async ({ page, baseURL }) => {
    await signedInAt(page, baseURL!)
    await page.getByRole('button', { name: 'Copy “Security platforms for mid-sized companies” to my boards' }).click()
    await expect(page.getByRole('table').getByRole('columnheader').getByRole('link')).toHaveCount(4, { timeout: 20_000 })
    // Nothing outside the matrix's own scroll box reaches past the right edge of the screen.
    const widest = await page.evaluate(() => [...document.querySelectorAll('body *')]
      .filter((el) => !el.closest('.matrix-scroll') && el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3).map((el) => `${el.tagName}.${el.className}`.slice(0, 120)))
    expect(widest).toEqual([])
    const scroller = page.getByLabel('Comparison matrix (scrolls sideways)')
    await scroller.evaluate((el) => el.scrollBy(400, 0))
    const header = page.getByRole('rowheader', { name: 'Security', exact: true })
    const [box, frame] = [await header.boundingBox(), await scroller.boundingBox()]
    expect(Math.abs(box!.x - frame!.x)).toBeLessThan(4) // still at the left edge after scrolling
    await expectNoSeriousA11yIssues(page, 'board on a tablet')
  })
})
