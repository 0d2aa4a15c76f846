// Two tabs of one browser share the session and the local copy. Signing out in one tab signs the
// other out too; done while the other is still rebuilding the copy (a staged download from 0, fetched
// for the account that was signed in), it must not leave that account's rows on the device: the
// sign-out's clean-up waits for the other tab's round.
import { expect, test, type Page } from './base-test'
import { ADMIN, expectToast, localFavoriteCount, localRowCount, newUser, registerUser, signInApi } from './account-helpers'

/** What is left of a sync round in this browser: staged pages, and the round's Web Lock ('vetted-sync') held or awaited. */
async function syncLeftovers(page: Page) {
  const locks = await page.evaluate(async () => {
    // Only the round lock: the live channel's 'vetted-live' is held for as long as a tab keeps its stream.
    const round = (locks: LockInfo[] = []) => locks.filter((l) => l.name === 'vetted-sync').length
    const { held, pending } = await navigator.locks.query()
    return { held: round(held), waiting: round(pending) }
  })
  return { staged: await localRowCount(page, 'stagedPages'), ...locks }
}

test("signing out in one tab while another rebuilds the copy leaves none of the account's rows", async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000)
  const user = newUser()
  await registerUser(page.request, baseURL!, user) // the browser context is now signed in as the buyer
  const vendors = (await (await page.request.get('/api/vendors')).json()) as { id: number }[]
  const saved = await page.request.post('/api/favorites', { headers: { Origin: baseURL! }, data: { itemType: 'vendor', itemId: vendors[0].id } })
  expect(saved.status()).toBe(201)
  const favorite = (await saved.json()) as { id: number; version: number }

  // Tab 1 holds the copy with the buyer's favourite.
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Favorite Vendors (1)' })).toBeVisible({ timeout: 20_000 })
  expect(await localFavoriteCount(page)).toBe(1)
  // A catalogue change after the favourite, so the rebuild below has a page to hold after it.
  await signInApi(request, baseURL!, ADMIN.username, ADMIN.password)
  expect((await request.post('/api/vendors', { headers: { Origin: baseURL! }, data: { name: `Tabs ${Date.now()}` } })).status()).toBe(201)

  // Tab 2 is told its copy is too old (410) and downloads it again from 0, staged; the answer with the
  // favourite is cut to end at it, and the next request is held: the favourite is staged, not yet in
  // its table. (Pages are cut by what this user may see, so the cut is found in the answer itself.)
  // Tab 1 is idle first (no round under way or waiting), so the sign-out below starts a round of its own.
  await expect.poll(() => syncLeftovers(page)).toEqual({ staged: 0, held: 0, waiting: 0 })
  const second = await context.newPage()
  let told = false
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let heldArrived!: () => void
  const arrived = new Promise<void>((resolve) => (heldArrived = resolve))
  await second.route('**/api/sync/changes?*', async (route) => {
    const url = new URL(route.request().url())
    if (url.searchParams.get('scope')) return route.continue()
    if (!told) {
      told = true
      return route.fulfill({ status: 410, json: { message: 'The copy is too old' } })
    }
    // A cursor is `<epoch>.<version>` (api/sync/cursor.ts); '0' is the start.
    if (Number(url.searchParams.get('since')!.split('.').pop()) >= favorite.version) {
      heldArrived()
      await released
      return route.continue()
    }
    let response = await route.fetch()
    const { changes } = (await response.json()) as { changes: { entity: string; id: number }[] }
    const at = changes.findIndex((c) => c.entity === 'favorite' && c.id === favorite.id)
    if (at >= 0) {
      url.searchParams.set('limit', String(at + 1))
      response = await route.fetch({ url: url.toString() })
    }
    return route.fulfill({ response })
  })
  await second.goto('/')
  await arrived
  expect(await localFavoriteCount(page)).toBe(0) // the rebuild cleared the table; the favourite waits staged

  // Sign out in tab 1, while no round of its own is under way: that round then waits for tab 2's lock.
  expect(await syncLeftovers(page)).toMatchObject({ held: 1, waiting: 0 })
  await page.getByRole('button', { name: `Account menu for ${user.username}` }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expectToast(page, 'Logged out')
  await expect.poll(async () => (await syncLeftovers(page)).waiting, { timeout: 10_000 }).toBeGreaterThan(0)

  // Tab 2 hears of it too: its header offers Sign In again, without a reload.
  await expect(second.getByRole('button', { name: 'Sign In' })).toBeVisible()

  release()
  await expect.poll(() => syncLeftovers(page), { timeout: 30_000 }).toEqual({ staged: 0, held: 0, waiting: 0 })
  expect(await localFavoriteCount(page)).toBe(0)
})
