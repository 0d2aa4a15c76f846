// A buyer's trust review, offline after one visit: the Trust tab of a vendor with a profile (set
// through the API) and a document opened after accepting the NDA; offline and reloaded, the tab and
// the opened document are still readable, and the certification filter still counts and filters.
import { ADMIN, newUser, registerUser, signInApi } from './account-helpers'
import { expect, test, type Page } from './base-test'

test.use({ serviceWorkers: 'allow' })

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

async function firstVisit(page: Page) {
  await page.goto('/vendors')
  await expect(page.getByRole('heading', { name: /^All Vendors \(\d+\)$/ })).toBeVisible({ timeout: 20_000 })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('the Trust tab, an opened document and the certification filter work offline', async ({ page, context, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL })
  await signInApi(admin, baseURL!, ADMIN.username, ADMIN.password)
  const name = `Trusty ${Date.now().toString(36)}`
  const created = await admin.post('/api/vendors', {
    headers: { Origin: baseURL! },
    data: { name, soc2Type: 'type2', soc2ReportDate: '2020-03-31', gdprDpa: true, hipaa: true, dataResidency: ['EU'], securityContact: 'sec@trusty.example' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const vendor = (await created.json()) as { id: number; slug: string }
  const uploaded = await admin.post(`/api/vendors/${vendor.id}/documents?title=SOC%202%20report`, {
    headers: { Origin: baseURL!, 'Content-Type': 'application/pdf' }, data: PDF,
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  await registerUser(page.request, baseURL!, newUser())

  await firstVisit(page)
  await page.goto(`/vendors/${vendor.slug}?tab=trust`)
  const trust = page.getByRole('region', { name: 'Trust & compliance' })
  await expect(trust.getByText('SOC 2 Type II')).toBeVisible()
  await expect(trust.getByText('Report older than 12 months')).toBeVisible()
  await trust.getByRole('button', { name: 'Request access' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request access' })
  await expect(dialog.getByRole('button', { name: 'Request access' })).toBeDisabled()
  await dialog.getByText('I accept the NDA').click()
  await dialog.getByRole('button', { name: 'Request access' }).click()
  const download = page.waitForEvent('download')
  await trust.getByRole('button', { name: 'Open document' }).click()
  expect((await download).suggestedFilename()).toBe('SOC 2 report.pdf')

  await page.goto('/vendors')
  const hipaaLabel = (await page.getByText(/^HIPAA \(\d+\)$/).textContent())!
  const hipaaCount = Number(/\((\d+)\)/.exec(hipaaLabel)![1])
  expect(hipaaCount).toBeGreaterThan(0)
  await context.setOffline(true)
  await page.goto(`/vendors/${vendor.slug}?tab=trust`)
  await expect(trust.getByText('sec@trusty.example')).toBeVisible()
  await expect(trust.getByText('SOC 2 report')).toBeVisible()
  const again = page.waitForEvent('download')
  await trust.getByRole('button', { name: 'Open document' }).click()
  expect((await again).suggestedFilename()).toBe('SOC 2 report.pdf')

  await page.goto('/vendors')
  await page.getByRole('checkbox', { name: hipaaLabel }).check()
  await expect(page).toHaveURL(/cert=hipaa/)
  await expect(page.getByRole('heading', { name: `All Vendors (${hipaaCount})` })).toBeVisible()
  await expect(page.getByRole('link', { name, exact: false }).first()).toBeVisible()
  await context.setOffline(false)
})
