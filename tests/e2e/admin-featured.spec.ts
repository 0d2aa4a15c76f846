// Admin "Featured comparisons" tab on a desktop and a tablet: the card grid
// with 3 items previewed then '+N more', the dialog's rules (save disabled without a name and 2 items,
// a type change clears the items), create / edit / delete on the server, the new comparison reaching a
// visitor (public API and a signed-out browser's local copy), the empty state, and the one-time import
// of the old featuredComparisons local-storage entries. Axe on each state.
import { expect, test, type Page } from './base-test'
import { expectNoSeriousA11yIssues, expectToast } from './account-helpers'
import { SLOW, TABLET, dialogNamed, expectNoHorizontalScroll, openAdminTab, serverList, toastsClosed } from './admin-content-helpers'

type ServerComparison = { id: number; name: string; type: string; items: number[]; description: string | null }
type Named = { id: number; name: string }

test.describe.configure({ timeout: 120_000 })

const SECURITY = 'Security platforms for mid-sized companies'

async function openFeatured(page: Page, baseURL: string) {
  await openAdminTab(page, baseURL, 'featured', 'Featured comparisons')
  await expect(page.getByRole('article', { name: SECURITY })).toBeVisible(SLOW)
}

/**
 * The featured comparisons in a browser's local copy (IndexedDB "vetted"). The connection is closed at
 * once: left open, it would block the app's own upgrade of a database this call created first.
 */
const localComparisonNames = (page: Page) =>
  page.evaluate(() => new Promise<string[]>((resolve, reject) => {
    const open = indexedDB.open('vetted')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const conn = open.result
      if (!conn.objectStoreNames.contains('featuredComparisons')) {
        conn.close()
        return resolve([])
      }
      const all = conn.transaction('featuredComparisons').objectStore('featuredComparisons').getAll()
      all.onsuccess = () => {
        conn.close()
        resolve((all.result as { name: string }[]).map((c) => c.name))
      }
    }
  }))

test.describe('admin featured comparisons on desktop', () => {
  test('cards preview 3 items then +N more; create needs a name and 2 items; type change clears; edit and delete', async ({ page, baseURL, browser }) => {
    test.setTimeout(240_000) // a second browser downloads the whole catalogue on a shared machine
    await openFeatured(page, baseURL!)
    const security = page.getByRole('article', { name: SECURITY })
    await expect(security.getByRole('listitem')).toHaveText(['Northgate Sentinel', 'Ironvale Networks', 'Keystrand Identity'])
    await expect(security.getByText('+1 more', { exact: true })).toBeVisible()
    const hr = page.getByRole('article', { name: 'HR platforms for growing teams' })
    await expect(hr.getByRole('listitem')).toHaveCount(3)
    await expect(hr.getByText(/more$/)).toHaveCount(0)
    await expectNoSeriousA11yIssues(page, 'featured comparisons grid')

    await page.getByRole('button', { name: 'Create Comparison' }).click()
    const dialog = dialogNamed(page, 'Create Featured Comparison')
    const save = dialog.getByRole('button', { name: 'Save Comparison' })
    await expect(save).toBeDisabled()
    const name = `E2E comparison ${Date.now().toString(36)}`
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await expect(save).toBeDisabled() // no items yet
    const vendors = (await serverList<Named>(page.request, '/api/vendors')).sort((a, b) => a.name.localeCompare(b.name))
    const picked = vendors.slice(0, 5)
    await dialog.getByRole('checkbox', { name: picked[0].name, exact: true }).check({ force: true })
    await expect(dialog.getByText('1 selected (at least 2)')).toBeVisible()
    await expect(save).toBeDisabled() // one item is not enough
    for (const v of picked.slice(1)) await dialog.getByText(v.name, { exact: true }).click()
    await expect(dialog.getByText('5 selected (at least 2)')).toBeVisible()
    await expect(save).toBeEnabled()
    await dialog.getByLabel('Type').selectOption({ label: 'Products' })
    await expect(dialog.getByText('0 selected (at least 2)')).toBeVisible() // the type change cleared them
    await expect(save).toBeDisabled()
    await dialog.getByLabel('Type').selectOption({ label: 'Vendors' })
    for (const v of picked) await dialog.getByText(v.name, { exact: true }).click()
    await dialog.getByLabel('Description').fill('Made by the e2e test')
    await expectNoSeriousA11yIssues(page, 'featured comparison dialog')
    await save.click()
    await expectToast(page, 'Comparison Created')
    const card = page.getByRole('article', { name })
    await expect(card.getByRole('listitem')).toHaveText(picked.slice(0, 3).map((v) => v.name))
    await expect(card.getByText('+2 more', { exact: true })).toBeVisible()

    let created: ServerComparison | undefined
    await expect.poll(async () => (created = (await serverList<ServerComparison>(page.request, '/api/featured-comparisons')).find((c) => c.name === name)), SLOW).toBeDefined()
    expect(created).toMatchObject({ type: 'vendor', items: picked.map((v) => v.id), description: 'Made by the e2e test' })

    // Everyone reads them: the public API without a session, and a signed-out visitor's local copy.
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    expect((await (await visitorPage.request.get('/api/featured-comparisons')).json() as ServerComparison[]).some((c) => c.name === name)).toBe(true)
    try {
      await visitorPage.goto('/')
      await expect(visitorPage.getByRole('heading', { level: 1 }).first()).toBeVisible(SLOW)
      await expect.poll(() => localComparisonNames(visitorPage).catch(() => []), { timeout: 90_000 }).toContain(name)
    } finally {
      await visitor.close()
    }

    await card.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = dialogNamed(page, 'Edit Featured Comparison')
    await expect(edit.getByText('5 selected (at least 2)')).toBeVisible()
    for (const v of picked.slice(2)) await edit.getByText(v.name, { exact: true }).click() // keep 2
    await edit.getByRole('button', { name: 'Update Comparison' }).click()
    await expectToast(page, 'Comparison Updated')
    await expect(card.getByRole('listitem')).toHaveText(picked.slice(0, 2).map((v) => v.name))
    await expect(card.getByText(/more$/)).toHaveCount(0)
    await expect.poll(async () => (await serverList<ServerComparison>(page.request, '/api/featured-comparisons')).find((c) => c.id === created!.id)?.items, SLOW)
      .toEqual(picked.slice(0, 2).map((v) => v.id))

    await card.getByRole('button', { name: `Delete ${name}` }).click()
    await page.getByRole('alertdialog', { name: 'Delete Comparison' }).getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Comparison Deleted')
    await expect(card).toHaveCount(0)
    await expect.poll(async () => (await serverList<ServerComparison>(page.request, '/api/featured-comparisons')).some((c) => c.id === created!.id), SLOW).toBe(false)
  })

  test('old featuredComparisons in local storage are sent to the server once', async ({ page, baseURL }) => {
    const vendors = await serverList<Named>(page.request, '/api/vendors')
    const name = `Legacy comparison ${Date.now().toString(36)}`
    const legacy = [{ id: 'comparison-1767225600000', name, description: 'Kept in the browser', type: 'vendor', items: vendors.slice(0, 4).map((v) => String(v.id)), createdAt: '2026-01-01T00:00:00.000Z' }]
    await page.addInitScript((value) => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem('featuredComparisons', value); sessionStorage.setItem('seeded', '1') } }, JSON.stringify(legacy))
    await openFeatured(page, baseURL!)
    await expect(page.getByRole('article', { name }).getByText('+1 more', { exact: true })).toBeVisible(SLOW)
    await expect.poll(async () => (await serverList<ServerComparison>(page.request, '/api/featured-comparisons')).filter((c) => c.name === name).length, SLOW).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem('featuredComparisons'))).toBeNull()
    await page.reload()
    await expect(page.getByRole('article', { name })).toBeVisible(SLOW)
    await toastsClosed(page)
    expect((await serverList<ServerComparison>(page.request, '/api/featured-comparisons')).filter((c) => c.name === name)).toHaveLength(1)
  })
})

test.describe('admin featured comparisons on a tablet', () => {
  test.use({ viewport: TABLET })

  test('the grid and the dialog fit, and with every comparison deleted the empty state shows', async ({ page, baseURL }) => {
    await openFeatured(page, baseURL!)
    await expectNoHorizontalScroll(page)
    await expectNoSeriousA11yIssues(page, 'featured grid on a tablet')
    await page.getByRole('button', { name: 'Create Comparison' }).click()
    const dialog = dialogNamed(page, 'Create Featured Comparison')
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Save Comparison' })).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'comparison dialog on a tablet')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    // The empty state: delete every comparison through the API (this run's database only), then put
    // them back: later specs on this server (evaluation-center) copy a seeded comparison.
    const seeded = await serverList<ServerComparison>(page.request, '/api/featured-comparisons')
    for (const c of seeded) {
      expect((await page.request.delete(`/api/featured-comparisons/${c.id}`, { headers: { Origin: baseURL! } })).status()).toBe(204)
    }
    await page.reload()
    await expect(page.getByRole('heading', { name: 'No featured comparisons yet' })).toBeVisible(SLOW)
    await expectNoSeriousA11yIssues(page, 'featured empty state on a tablet')
    for (const { name, description, type, items } of [...seeded].reverse()) {
      const back = await page.request.post('/api/featured-comparisons', { headers: { Origin: baseURL! }, data: { name, description, type, items } })
      expect(back.status(), await back.text()).toBe(201)
    }
  })
})
