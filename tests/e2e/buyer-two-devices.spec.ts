// A buyer's board on two devices (docs/sync.md, "Conflicts"): an edit made offline on the tablet over
// a board changed on the laptop meanwhile merges field by field (its shortlist as a set), with nothing
// for the buyer to resolve; an edit of a board deleted on the laptop is told on the board's own screen.
import { expect, test, type Browser, type Page } from './base-test'
import { newUser, registerUser, signInApi } from './account-helpers'

interface Board { id: number; name: string; items: { itemId: number }[] }

/** A second device of the same buyer: its own browser context, signed in, on the board's page. */
async function tablet(browser: Browser, baseURL: string, username: string, password: string, boardId: number): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInApi(page.request, baseURL, username, password)
  await page.goto(`/evaluation-center/${boardId}`)
  // The board is editable once it is in this device's copy (before that the screen reads the server's).
  await expect(page.getByRole('button', { name: 'Rename' })).toBeVisible({ timeout: 20_000 })
  return page
}

async function renameOnScreen(page: Page, name: string) {
  await page.getByRole('button', { name: 'Rename' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename board' })
  await rename.getByLabel('Board name').fill(name)
  await rename.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('an offline edit over a board changed on another device merges with no conflict to resolve', async ({ browser, page, baseURL }) => {
  const user = newUser()
  await registerUser(page.request, baseURL!, user)
  const vendors = (await (await page.request.get('/api/vendors')).json()) as { id: number; name: string }[]
  const board = (await (await page.request.post('/api/boards', { headers: { Origin: baseURL! }, data: { name: 'Shortlist', type: 'vendor', items: [{ itemId: vendors[0].id }] } })).json()) as Board
  const other = await tablet(browser, baseURL!, user.username, user.password, board.id)
  await expect(other.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeVisible({ timeout: 20_000 })

  await other.context().setOffline(true)
  await other.getByRole('button', { name: `Remove ${vendors[0].name}` }).click()
  await renameOnScreen(other, 'Tablet name')
  // Meanwhile, on the laptop, the board gets a second vendor.
  const laptop = await page.request.patch(`/api/boards/${board.id}`, { headers: { Origin: baseURL! }, data: { items: [{ itemId: vendors[0].id }, { itemId: vendors[1].id }] } })
  expect(laptop.status()).toBe(200)

  await other.context().setOffline(false)
  await expect.poll(async () => ((await (await page.request.get(`/api/boards/${board.id}`)).json()) as Board).name, { timeout: 20_000 }).toBe('Tablet name')
  // The name is the tablet's; the shortlist merges as a set: the tablet took the first vendor off and
  // the laptop added the second, so both changes stand.
  const stored = (await (await page.request.get(`/api/boards/${board.id}`)).json()) as Board
  expect(stored.items.map((i) => i.itemId)).toEqual([vendors[1].id])
  await expect(other.getByRole('heading', { level: 1, name: 'Tablet name' })).toBeVisible()
  await expect(other.getByRole('button', { name: /need attention|waiting to sync/ })).toHaveCount(0)
  await other.context().close()
})

test('an edit of a board deleted on another device is told on the board screen, once', async ({ browser, page, baseURL }) => {
  const user = newUser()
  await registerUser(page.request, baseURL!, user)
  const board = (await (await page.request.post('/api/boards', { headers: { Origin: baseURL! }, data: { name: 'Doomed board', type: 'vendor', items: [] } })).json()) as Board
  const other = await tablet(browser, baseURL!, user.username, user.password, board.id)
  await expect(other.getByRole('heading', { level: 1, name: 'Doomed board' })).toBeVisible({ timeout: 20_000 })

  await other.context().setOffline(true)
  await renameOnScreen(other, 'Renamed offline')
  expect((await page.request.delete(`/api/boards/${board.id}`, { headers: { Origin: baseURL! } })).status()).toBe(204)
  await other.context().setOffline(false)

  await expect(other.getByRole('heading', { level: 1, name: 'Board Deleted' })).toBeVisible({ timeout: 20_000 })
  await expect(other.getByText('This board was deleted on another device, so this change was not saved.').first()).toBeVisible()
  expect((await page.request.get(`/api/boards/${board.id}`)).status()).toBe(404)
  await other.context().close()
})
