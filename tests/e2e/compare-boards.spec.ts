// The two compare lists in the Evaluation Center, as a visitor uses them: vendors added with Compare in
// the marketplace land on the Quick Compare Board (once), compared side by side and removable; the
// product compare list holds 4 items and removes one, all of a product, or everything. The stories run on
// the desktop (./viewport-policy.ts); the tablet checks that both filled lists fit its screen (only the
// matrix box scrolls sideways), with axe.
import { expect, test, type Page } from './base-test'
import { expectNoSeriousA11yIssues, expectToast } from './account-helpers'
import { smallScreenTest, storyTest } from './viewport-policy'

interface Vendor { id: number; name: string; slug: string }
interface Product { id: number; name: string; slug: string }

const VIEWPORTS = [['desktop', { width: 1280, height: 800 }], ['tablet', { width: 820, height: 1180 }]] as const

async function openVendors(page: Page, search: string) {
  await page.goto(`/vendors?search=${encodeURIComponent(search)}`)
  await expect(page.getByRole('heading', { name: /^All Vendors \(\d+\)$/ })).toBeVisible({ timeout: 20_000 })
}

/** Replaces the rows of one local-only store (the compare lists) straight in the local database. */
async function replaceLocalRows(page: Page, storeName: 'productCompare' | 'vendorCompare', rows: object[]) {
  await page.evaluate(({ storeName, rows }) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('vetted')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const tx = open.result.transaction(storeName, 'readwrite')
      const store = tx.objectStore(storeName)
      store.clear()
      rows.forEach((row) => store.put(row))
      tx.oncomplete = () => { open.result.close(); resolve() }
      tx.onerror = () => reject(tx.error)
    }
  }), { storeName, rows })
}

/** Writes the product compare list, in this order (the UI adds one tier per product). */
const seedProductList = (page: Page, items: { id: string; productId: number; tierId: number | null }[]) =>
  replaceLocalRows(page, 'productCompare', items.map((r, i) => ({ ...r, pricingOptionId: null, addedAt: Date.now() + i })))

/** Writes the Quick Compare Board, in this order. */
const seedVendorBoard = (page: Page, vendorIds: number[]) =>
  replaceLocalRows(page, 'vendorCompare', vendorIds.map((vendorId, i) => ({ vendorId, addedAt: Date.now() + i })))

/** The page never scrolls sideways; only the matrix box does. */
async function expectPageNotScrollingSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport })
    const isDesktop = label === 'desktop'
    const story = storyTest(isDesktop)
    const smallScreen = smallScreenTest(isDesktop)

    story('vendors added from the marketplace appear once on the Quick Compare Board, side by side, and can be removed', async ({ page, request }) => {
      test.slow()
      const vendors = (await (await request.get('/api/vendors')).json()) as Vendor[]
      const [a, b] = [vendors.find((v) => v.name === 'Northgate Sentinel')!, vendors.find((v) => v.name === 'Vaultline Backup')!]
      for (const v of [a, b]) {
        await openVendors(page, v.name)
        await page.getByRole('article', { name: v.name, exact: true }).getByRole('button', { name: 'Compare' }).click()
        const notice = `${v.name} was added to the Quick Compare Board`
        // The last notice stays open: its link leads on to the board.
        if (v === b) await expect(page.getByRole('region', { name: /Notifications/ }).getByText(notice, { exact: true })).toBeVisible({ timeout: 15_000 })
        else await expectToast(page, notice)
        // Already on the board: the card offers Compare no more, so it cannot be added twice.
        await expect(page.getByRole('article', { name: v.name, exact: true }).getByRole('button', { name: 'Compare' })).toHaveCount(0)
      }
      await page.getByRole('link', { name: 'Open the Evaluation Center' }).click()
      await expect(page).toHaveURL('/evaluation-center')
      await expect(page.getByRole('heading', { level: 1, name: 'Evaluation Center' })).toBeVisible()
      await expect(page.getByRole('tab', { name: /Quick Compare Board/ })).toHaveAttribute('aria-selected', 'true')
      const matrix = page.getByRole('table')
      await expect(matrix.getByRole('columnheader').getByRole('link')).toHaveText([a.name, b.name], { timeout: 15_000 })
      for (const row of ['Security', 'Overall rating', 'Market score', 'Review count', 'Price', 'Deployment options', 'Integrations', 'Pros', 'Cons', 'Key features']) {
        await expect(matrix.getByRole('rowheader', { name: new RegExp(`^${row}`) })).toBeVisible()
      }
      await expect(page.getByTestId('ranking').getByRole('listitem')).toHaveCount(2)
      await expect(page.getByRole('img', { name: /^Ratings chart/ })).toBeVisible()
      await expect(page.getByText('Placement is never paid').first()).toBeVisible()
      await expect(page.getByText(/1 EUR = 1.08 USD, 1 GBP = 1.27 USD/)).toBeVisible()
      await expectNoSeriousA11yIssues(page, 'quick board')

      await page.getByRole('button', { name: `Remove ${a.name}` }).click()
      await expect(matrix.getByRole('columnheader').getByRole('link')).toHaveText([b.name])
      await page.reload()
      await expect(page.getByRole('table').getByRole('columnheader').getByRole('link')).toHaveText([b.name], { timeout: 15_000 })
      await page.getByRole('button', { name: 'Clear board' }).click()
      await expect(page.getByRole('heading', { name: 'Your Quick Compare Board is empty' })).toBeVisible()
      // The page itself never scrolls sideways; only the matrix box does.
      await expectPageNotScrollingSideways(page)
    })

    story('product compare list: at most 4 items, remove one, remove all of a product, clear', async ({ page, request }) => {
      test.slow()
      const products = (await (await request.get('/api/products')).json()) as Product[]
      const withTiers: { product: Product; tiers: { id: number; name: string }[] }[] = []
      for (const product of products) {
        const tiers = (await (await request.get(`/api/products/${product.id}/tiers`)).json()) as { id: number; name: string }[]
        if (tiers.length >= 2) withTiers.push({ product, tiers })
        if (withTiers.length === 3) break
      }
      const [p1, p2, p3] = withTiers
      await page.goto('/evaluation-center')
      // Not the featured comparisons' heading: admin-featured.spec.ts may have deleted them all on this server.
      await expect(page.getByRole('heading', { level: 1, name: 'Evaluation Center' })).toBeVisible({ timeout: 20_000 })
      await seedProductList(page, [
        { id: `${p1.product.id}-${p1.tiers[0].id}`, productId: p1.product.id, tierId: p1.tiers[0].id },
        { id: `${p1.product.id}-${p1.tiers[1].id}`, productId: p1.product.id, tierId: p1.tiers[1].id },
        { id: String(p2.product.id), productId: p2.product.id, tierId: null },
        { id: `${p3.product.id}-${p3.tiers[0].id}`, productId: p3.product.id, tierId: p3.tiers[0].id },
      ])
      // A fifth product is refused: the list holds 4.
      await page.goto('/products')
      const fifth = products.find((p) => ![p1, p2, p3].some((x) => x.product.id === p.id))!
      await page.goto(`/products/${fifth.slug}`)
      await page.getByRole('button', { name: `Compare ${fifth.name}` }).click()
      await expectToast(page, 'You can compare up to 4 products')

      await page.goto('/evaluation-center')
      await page.getByRole('tab', { name: /Product Comparison/ }).click()
      await expect(page.getByRole('tab', { name: /Product Comparison/ })).toContainText('4/4')
      await expect(page.getByTestId('product-compare-count')).toHaveText('4 of 4 items')
      await expect(page.getByRole('table').getByRole('columnheader').getByRole('link')).toHaveCount(4, { timeout: 15_000 })
      await page.getByRole('button', { name: `Remove ${p3.product.name} (${p3.tiers[0].name})` }).click()
      await expect(page.getByTestId('product-compare-count')).toHaveText('3 of 4 items')
      await page.getByRole('button', { name: `Remove all of ${p1.product.name}` }).click()
      await expect(page.getByTestId('product-compare-count')).toHaveText('1 of 4 items')
      await expect(page.getByRole('list', { name: 'Products being compared' }).getByRole('listitem')).toHaveText([new RegExp(`^${p2.product.name}`)])
      await page.getByRole('button', { name: 'Clear comparison' }).click()
      await expect(page.getByRole('heading', { name: 'No products to compare yet' })).toBeVisible()
      await expect(page.getByRole('tab', { name: /Product Comparison/ })).toContainText('0/4')
    })

    smallScreen('fits the screen: the Quick Compare Board and the product list, filled, scroll only inside the matrix; axe', async ({ page, request }) => {
      test.slow() // two axe runs over wide matrices
      const vendors = (await (await request.get('/api/vendors')).json()) as Vendor[]
      const products = ((await (await request.get('/api/products')).json()) as Product[]).slice(0, 4)
      const onBoard = ['Northgate Sentinel', 'Vaultline Backup', 'Ironvale Networks'].map((name) => vendors.find((v) => v.name === name)!)
      await page.goto('/evaluation-center')
      await expect(page.getByRole('heading', { level: 1, name: 'Evaluation Center' })).toBeVisible({ timeout: 20_000 })
      await seedVendorBoard(page, onBoard.map((v) => v.id))
      await seedProductList(page, products.map((p) => ({ id: String(p.id), productId: p.id, tierId: null })))
      await page.reload()

      await expect(page.getByRole('tab', { name: /Quick Compare Board/ })).toHaveAttribute('aria-selected', 'true')
      const matrix = page.getByRole('table')
      await expect(matrix.getByRole('columnheader').getByRole('link')).toHaveText(onBoard.map((v) => v.name), { timeout: 15_000 })
      await expect(matrix.getByRole('rowheader', { name: /^Security/ })).toBeVisible()
      await expect(page.getByTestId('ranking').getByRole('listitem')).toHaveCount(3)
      await expect(page.getByRole('img', { name: /^Ratings chart/ })).toBeVisible()
      await expectPageNotScrollingSideways(page)
      await expectNoSeriousA11yIssues(page, 'quick board on a tablet')

      await page.getByRole('tab', { name: /Product Comparison/ }).click()
      await expect(page.getByTestId('product-compare-count')).toHaveText('4 of 4 items')
      await expect(page.getByRole('table').getByRole('columnheader').getByRole('link')).toHaveCount(4, { timeout: 15_000 })
      await expectPageNotScrollingSideways(page)
      await expectNoSeriousA11yIssues(page, 'product comparison on a tablet')
    })
  })
}
