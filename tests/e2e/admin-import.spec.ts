// Admin "Import data" tab and the vendors CSV export as the admin sees them:
// valid vendor and product files (stored rows, then visible on /vendors), a mixed file (valid rows in,
// refused rows listed by row number, including refusals only the server can make), a file with no valid
// row, an import running on while other tabs are open, a refused call, a wrong file type (its exact
// toast), offline, the export's vendors-<date>.csv with every column and a neutralised "=cmd" cell, and
// axe. Those stories run on the desktop (tests/e2e/viewport-policy.ts); the desktop and the tablet (in
// the dark colour mode) each check their layout: both sub-tabs and a result with a refused row fit the
// screen, with axe.
import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { expect, test, type Page } from './base-test'
import { VENDOR_EXPORT_COLUMNS, vendorExportFileName } from '../../sync/rules/csv-export'
import type { Product, Vendor } from '../../sync/schemas'
import { ADMIN, expectNoSeriousA11yIssues, expectToast, holdRequests, signInApi } from './account-helpers'
import { toastsClosed } from './admin-content-helpers'
import { smallScreenTest, storyTest } from './viewport-policy'

const NO_VALID_VENDORS = 'No valid vendor records found. Please ensure your CSV has proper name and logo_url columns with valid data.'
const MISSING_PRODUCT_FIELDS = 'Missing required fields. Please ensure all products have: vendorId, name'
const LOGO = 'https://cdn.example.com/logo.png'
const SLOW = { timeout: 20_000 }

let serial = 0
/** A word unique to this run and test, so each test finds its own rows with ?search. */
const uniqueToken = () => `Qz${Date.now().toString(36)}${(serial++).toString(36)}`

const csvFile = (name: string, text: string, mimeType = 'text/csv') => ({ name, mimeType, buffer: Buffer.from(text) })

async function openAdmin(page: Page, baseURL: string, path: string) {
  await signInApi(page.request, baseURL, ADMIN.username, ADMIN.password)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(SLOW)
}

/** /admin opens on Import data, Import Vendors; /admin/import/products on Import Products. */
async function openImport(page: Page, baseURL: string, path = '/admin') {
  await openAdmin(page, baseURL, path)
  await expect(page.getByRole('tab', { name: 'Import data' })).toHaveAttribute('aria-selected', 'true')
  const sub = path.endsWith('/products') ? 'Import Products' : 'Import Vendors'
  await expect(page.getByRole('tab', { name: sub })).toHaveAttribute('aria-selected', 'true')
}

/** The visible import sub-tab's panel. */
const panel = (page: Page) => page.getByRole('tabpanel', { name: /^Import (Vendors|Products)$/ })
const resultAlert = (page: Page, kind: 'vendors' | 'products') => page.getByRole('status', { name: `${kind} import result` })

async function apiVendorsMatching(page: Page, token: string): Promise<Vendor[]> {
  return (await (await page.request.get(`/api/vendors?search=${token}`)).json()) as Vendor[]
}

async function apiProductsMatching(page: Page, token: string): Promise<Product[]> {
  return (await (await page.request.get(`/api/products?search=${token}`)).json()) as Product[]
}

/** Chooses the file in the visible sub-tab and checks its name shows. */
async function chooseFile(page: Page, file: ReturnType<typeof csvFile>) {
  await panel(page).locator('input[type="file"]').setInputFiles(file)
  await expect(panel(page).getByText(file.name, { exact: true })).toBeVisible()
}

/**
 * Axe once the import's toast has come and gone: a toast measured mid-animation reads as low contrast.
 * The toast is awaited first, since the result alert can show a moment before the toast is created.
 */
async function expectAccessibleOnceToastsClose(page: Page, where: string) {
  await expectToast(page, 'Import successful')
  await toastsClosed(page, 20_000)
  await expectNoSeriousA11yIssues(page, where)
}

// The tablet runs in the dark colour mode, so axe checks the result alert's colours there too.
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }, 'light'],
  ['tablet', { width: 820, height: 1180 }, 'dark'],
] as const

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
}

// Imports, sync rounds and axe on a machine shared by several runs: a generous allowance per test.
test.describe.configure({ timeout: 90_000 })

for (const [device, viewport, colorScheme] of VIEWPORTS) {
  test.describe(`import on ${device}`, () => {
    test.use({ viewport, colorScheme })
    const story = storyTest(device === 'desktop')
    const smallScreen = smallScreenTest(device === 'desktop')

    smallScreen('fits the screen: both sub-tabs, and a result with an imported and a refused row; axe', async ({ page, baseURL }) => {
      await openImport(page, baseURL!)
      const token = uniqueToken()
      await expect(panel(page).getByRole('button', { name: 'Import Vendors' })).toBeDisabled()
      await expect(panel(page).getByText('No file chosen')).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Vendor CSV format' })).toBeVisible()
      await expect(page.getByText('logo_url*', { exact: true })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await chooseFile(page, csvFile(`vendors-${token}.csv`, ['name,logo_url', `${token} Fitted,${LOGO}`, `${token} NoLogo,`].join('\n')))
      await panel(page).getByRole('button', { name: 'Import Vendors' }).click()
      const alert = resultAlert(page, 'vendors')
      await expect(alert.getByText('Import successful')).toBeVisible(SLOW)
      await expect(alert.getByRole('listitem')).toHaveText([/^Row 3: logo_url must start with http/])
      await expectNoHorizontalScroll(page)
      await expectAccessibleOnceToastsClose(page, `import tab with a result, ${device}, ${colorScheme}`)

      await page.getByRole('tab', { name: 'Import Products' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Product CSV format' })).toBeVisible()
      await expect(panel(page).getByRole('button', { name: 'Import Products' })).toBeVisible()
      await expectNoHorizontalScroll(page)
    })

    story('a valid vendors file: name, Importing... with progress, green result, toast, stored rows, then on /vendors', async ({ page, baseURL }) => {
      await openImport(page, baseURL!)
      const token = uniqueToken()
      const importButton = panel(page).getByRole('button', { name: 'Import Vendors' })
      await expect(importButton).toBeDisabled()
      await expect(panel(page).getByText('No file chosen')).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Vendor CSV format' })).toBeVisible()
      await expect(page.getByText('logo_url*', { exact: true })).toBeVisible()
      await chooseFile(page, csvFile(`vendors-${token}.csv`, [
        'name,logo_url,description,category,featured,security_rating,value_rating,pros,cons,integrations,pricing_model',
        `${token} Alpha,${LOGO},Endpoint protection,security,TRUE,4.5,3,Fast;Simple,Pricey,Slack;Jira,Subscription`,
        `${token} Beta,${LOGO},,finance,0,,,,,,`,
      ].join('\n')))

      const held = await holdRequests(page, '**/api/vendors/import')
      await importButton.click()
      const running = panel(page).getByRole('button', { name: 'Importing...' })
      await expect(running).toBeVisible()
      await expect(running).toBeDisabled()
      await expect(panel(page).getByRole('progressbar')).toBeVisible()
      held.release()

      const alert = resultAlert(page, 'vendors')
      await expect(alert.getByText('Import successful')).toBeVisible(SLOW)
      await expect(alert.getByText('2 vendors imported.')).toBeVisible()
      await expectToast(page, 'Import successful', '2 vendors imported.')
      await expect(panel(page).getByRole('button', { name: 'Import Vendors' })).toBeEnabled()
      await expectNoHorizontalScroll(page)

      const stored = await apiVendorsMatching(page, token)
      const alpha = stored.find((v) => v.name === `${token} Alpha`)
      expect(stored.map((v) => v.name).sort()).toEqual([`${token} Alpha`, `${token} Beta`])
      expect(alpha).toMatchObject({
        logoUrl: LOGO, description: 'Endpoint protection', category: 'security', featured: true, securityRating: 4.5,
        valueRating: 3, pros: ['Fast', 'Simple'], cons: ['Pricey'], integrations: ['Slack', 'Jira'], pricingModel: 'Subscription',
      })
      expect(stored.find((v) => v.name === `${token} Beta`)).toMatchObject({ featured: false, category: 'finance', description: null })

      await page.goto(`/vendors?search=${token}`)
      await expect(page.getByRole('heading', { level: 2, name: 'All Vendors (2)' })).toBeVisible(SLOW)
      await expect(page.getByRole('link', { name: `${token} Alpha`, exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: `${token} Beta`, exact: true })).toBeVisible()
    })

    story('a valid products file on the Import Products sub-tab', async ({ page, baseURL }) => {
      await openImport(page, baseURL!)
      const [vendor] = (await (await page.request.get('/api/vendors')).json()) as Vendor[]
      const token = uniqueToken()
      await page.getByRole('tab', { name: 'Import Products' }).click()
      await expect(page).toHaveURL(/\/admin\/import\/products$/)
      await expect(page.getByRole('heading', { level: 2, name: 'Product CSV format' })).toBeVisible()
      await chooseFile(page, csvFile('products.csv', [
        'vendorId,name,description,price,pricingDetails,features',
        `${vendor.id},${token} Shield,Endpoint agent,49.99,Per device,"Malware scan\n\nFirewall"`,
        `${vendor.id},${token} Free,,,,`,
      ].join('\n')))
      await panel(page).getByRole('button', { name: 'Import Products' }).click()
      const alert = resultAlert(page, 'products')
      await expect(alert.getByText('Import successful')).toBeVisible(SLOW)
      await expect(alert.getByText('2 products imported.')).toBeVisible()

      const stored = await apiProductsMatching(page, token)
      expect(stored.map((p) => p.name).sort()).toEqual([`${token} Free`, `${token} Shield`])
      expect(stored.find((p) => p.name === `${token} Shield`)).toMatchObject({
        vendorId: vendor.id, description: 'Endpoint agent', price: 49.99, pricingDetails: 'Per device', features: ['Malware scan', 'Firewall'],
      })
      expect(stored.find((p) => p.name === `${token} Free`)).toMatchObject({ price: null, features: [] })
      // The sub-tab is part of the address: a reload keeps it.
      await page.reload()
      await expect(page.getByRole('tab', { name: 'Import Products' })).toHaveAttribute('aria-selected', 'true', SLOW)
    })
  })
}

test.describe('import, desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a mixed vendors file: valid rows imported, refused rows listed with their row numbers', async ({ page, baseURL }) => {
    await openImport(page, baseURL!)
    const token = uniqueToken()
    await chooseFile(page, csvFile('mixed.csv', [
      'name,logo_url,description,security_rating',
      `${token} Good,${LOGO},,`, // row 2
      `No,${LOGO},,`, // row 3: too short
      `${token} NoLogo,,,`, // row 4
      `"${token}, Inc",${LOGO},,`, // row 5: comma in the name
      `${token} Linky,${LOGO},see www.example.com,`, // row 6
      `${token} Rated,${LOGO},,9`, // row 7: only the server's schema refuses a rating of 9
      `${token} Fine,${LOGO},Plain text,2.5`, // row 8
    ].join('\n')))
    await panel(page).getByRole('button', { name: 'Import Vendors' }).click()
    const alert = resultAlert(page, 'vendors')
    await expect(alert.getByText('Import successful')).toBeVisible(SLOW)
    await expect(alert.getByText('2 vendors imported; 5 rows were skipped.')).toBeVisible()
    await expect(alert.getByText('5 rows were not imported:')).toBeVisible()
    await expect(alert.getByRole('listitem')).toHaveText([
      'Row 3: Name must be 3 to 99 characters',
      'Row 4: logo_url must start with http and point to a .jpg, .png, .jpeg, .gif or .svg image',
      "Row 5: Name cannot contain 'http', commas or semicolons",
      'Row 6: Description cannot contain http:// or www.',
      'Row 7: securityRating: Ratings are between 0 and 5',
    ])
    expect((await apiVendorsMatching(page, token)).map((v) => v.name).sort()).toEqual([`${token} Fine`, `${token} Good`])
    await expectAccessibleOnceToastsClose(page, 'import tab with row errors')
  })

  test('a mixed products file: unknown vendor and missing fields listed, the rest imported', async ({ page, baseURL }) => {
    await openImport(page, baseURL!, '/admin/import/products')
    const [vendor] = (await (await page.request.get('/api/vendors')).json()) as Vendor[]
    const token = uniqueToken()
    await chooseFile(page, csvFile('mixed-products.csv', [
      'vendorId,name,price',
      `${vendor.id},${token} One,10`,
      `,${token} Orphan,`,
      `999999,${token} Ghost,`,
      `${vendor.id},${token} Cheap,cheap`,
    ].join('\n')))
    await panel(page).getByRole('button', { name: 'Import Products' }).click()
    const alert = resultAlert(page, 'products')
    await expect(alert.getByText('1 product imported; 3 rows were skipped.')).toBeVisible(SLOW)
    await expect(alert.getByRole('listitem')).toHaveText([
      `Row 3: ${MISSING_PRODUCT_FIELDS}`,
      'Row 4: Vendor not found',
      'Row 5: price must be a number or empty',
    ])
    expect((await apiProductsMatching(page, token)).map((p) => p.name)).toEqual([`${token} One`])
  })

  test('a file with no valid row: red result with the import\'s message and the rows, nothing stored', async ({ page, baseURL }) => {
    await openImport(page, baseURL!)
    const token = uniqueToken()
    await chooseFile(page, csvFile('none.csv', `name,logo_url\n${token} One,\n${token} Two,ftp://x.png\n`))
    await panel(page).getByRole('button', { name: 'Import Vendors' }).click()
    const alert = resultAlert(page, 'vendors')
    await expect(alert.getByText('Import failed')).toBeVisible(SLOW)
    await expect(alert.getByText(NO_VALID_VENDORS)).toBeVisible()
    await expect(alert.getByRole('listitem')).toHaveCount(2)
    await expect(alert.getByRole('listitem').first()).toHaveText(/^Row 2: logo_url must start with http/)
    await expectToast(page, 'Import failed', NO_VALID_VENDORS)
    expect(await apiVendorsMatching(page, token)).toEqual([])
  })

  test('an import keeps running while the admin looks at other tabs, and its result waits for them', async ({ page, baseURL }) => {
    await openImport(page, baseURL!)
    const token = uniqueToken()
    await chooseFile(page, csvFile('background.csv', `name,logo_url\n${token} Background,${LOGO}\n`))
    const held = await holdRequests(page, '**/api/vendors/import')
    await panel(page).getByRole('button', { name: 'Import Vendors' }).click()
    await expect(panel(page).getByRole('button', { name: 'Importing...' })).toBeVisible()
    await page.getByRole('tab', { name: 'Manage products' }).click()
    await expect(page).toHaveURL(/\/admin\/products$/)
    held.release()
    await expectToast(page, 'Import successful', '1 vendor imported.')
    await page.getByRole('tab', { name: 'Import data' }).click()
    await expect(resultAlert(page, 'vendors').getByText('1 vendor imported.')).toBeVisible(SLOW)
    await expect(panel(page).getByText('background.csv', { exact: true })).toBeVisible()
  })

  test('a refused import call: red result with the server message (not retried)', async ({ page, baseURL }) => {
    await openImport(page, baseURL!)
    let calls = 0
    await page.route('**/api/vendors/import', (route) => {
      calls++
      return route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'You do not have permission to do this' }) })
    })
    await chooseFile(page, csvFile('refused.csv', `name,logo_url\nRefused Vendor,${LOGO}\n`))
    await panel(page).getByRole('button', { name: 'Import Vendors' }).click()
    const alert = resultAlert(page, 'vendors')
    await expect(alert.getByText('Import failed')).toBeVisible(SLOW)
    await expect(alert.getByText('You do not have permission to do this')).toBeVisible()
    expect(calls).toBe(1)
  })

  test('a file that is not CSV: "Invalid file type" / "Please select a CSV file", and it is not chosen', async ({ page, baseURL }) => {
    await openImport(page, baseURL!)
    await expect(panel(page).locator('input[type="file"]')).toHaveAttribute('accept', '.csv,text/csv')
    await panel(page).locator('input[type="file"]').setInputFiles(csvFile('vendors.txt', 'name,logo_url\n', 'text/plain'))
    await expectToast(page, 'Invalid file type', 'Please select a CSV file')
    await expect(panel(page).getByText('No file chosen')).toBeVisible()
    await expect(panel(page).getByRole('button', { name: 'Import Vendors' })).toBeDisabled()
    // A real CSV chosen afterwards is accepted.
    await chooseFile(page, csvFile('ok.csv', 'name,logo_url\n'))
    await expect(panel(page).getByRole('button', { name: 'Import Vendors' })).toBeEnabled()
  })

  test('offline: importing says it needs a connection and cannot start', async ({ page, baseURL, context }) => {
    await openImport(page, baseURL!)
    await chooseFile(page, csvFile('later.csv', `name,logo_url\nOffline Vendor,${LOGO}\n`))
    await context.setOffline(true)
    await expect(panel(page).getByText(/Importing needs an internet connection/)).toBeVisible()
    await expect(panel(page).getByRole('button', { name: 'Import Vendors' })).toBeDisabled()
    await context.setOffline(false)
    await expect(panel(page).getByRole('button', { name: 'Import Vendors' })).toBeEnabled()
  })

  test('Export CSV downloads vendors-<date>.csv with every column and a neutralised =cmd cell', async ({ page, baseURL }) => {
    await signInApi(page.request, baseURL!, ADMIN.username, ADMIN.password)
    const name = `=cmd|' /C calc'!A0 ${uniqueToken()}`
    const created = await page.request.post('/api/vendors', {
      headers: { Origin: baseURL! },
      data: { name, logoUrl: LOGO, category: 'security', pros: ['+1 support', 'Fast'], pricingModel: '@risk' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const vendorCount = ((await (await page.request.get('/api/vendors')).json()) as Vendor[]).length
    await openAdmin(page, baseURL!, '/admin/vendors')
    const exportButton = page.getByRole('button', { name: 'Export CSV' })
    await expect(exportButton).toBeEnabled(SLOW)
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()])
    expect(download.suggestedFilename()).toBe(vendorExportFileName(new Date()))
    expect(download.suggestedFilename()).toMatch(/^vendors-\d{4}-\d{2}-\d{2}\.csv$/)
    await expectToast(page, 'Vendors exported successfully')

    const text = (await readFile(await download.path())).toString('utf8')
    expect(text.startsWith('\uFEFF')).toBe(true) // so spreadsheets read it as UTF-8
    const lines = text.slice(1).split('\r\n')
    // Every cell quoted, the header too (sync/rules/csv-writer.ts).
    expect(lines[0]).toBe(VENDOR_EXPORT_COLUMNS.map(([column]) => `"${column}"`).join(','))
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.data).toHaveLength(vendorCount)
    const row = parsed.data.find((r) => r.name.includes(name))!
    expect(row).toMatchObject({ name: `'${name}`, logo_url: LOGO, category: 'security', pros: "'+1 support;Fast", pricing_model: "'@risk", featured: 'false' })
    expect(lines.find((l) => l.includes(name))).toContain(`,"'${name}",`)
  })
})
