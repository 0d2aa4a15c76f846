// The renewal calendar end to end (docs/renewals.md): a member requests a subscription in a workspace
// and an approver approves it (through the API); the member's Renewals page shows it with its dates;
// "Start renewal review" opens a board with the vendor and its similar vendors, linked back to the
// subscription; the .ics export holds its notice deadline; an edit made offline shows at once and
// lands when the connection returns.
import { readFileSync } from 'node:fs'
import { formatDay, localDay } from '../../sync/rules/dates'
import { daysLeftText, renewalDates } from '../../sync/rules/renewal-dates'
import { similarVendors } from '../../sync/rules/similar-vendors'
import { expect, test } from './base-test'
import { EDR, edrPlans } from './buy-fixtures'
import { expectNoSeriousA11yIssues, newUser, registerUser } from './account-helpers'

interface Vendor { id: number; name: string; category: string | null; featured: boolean; rating: number }

test('an approved request appears on Renewals, starts a review board, exports its deadline and edits offline', async ({ page, context, baseURL, request, playwright }) => {
  const headers = { Origin: baseURL! }
  const approverApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers })
  try {
    const approver = newUser()
    await registerUser(approverApi, baseURL!, approver)
    const member = newUser()
    await registerUser(page.request, baseURL!, member)
    const workspace = (await (await approverApi.post('/api/workspaces', { data: { name: 'Renewal Co', currency: 'USD' } })).json()) as { id: number }
    const invited = (await (await approverApi.post(`/api/workspaces/${workspace.id}/members`, { data: { user: member.username, role: 'member' } })).json()) as { id: number }
    expect((await page.request.post(`/api/workspaces/${workspace.id}/members/${invited.id}/accept`, { data: {}, headers })).status()).toBe(200)

    const plans = await edrPlans(request)
    const option = plans.option('Essentials', 'USD')
    const placed = await page.request.post('/api/orders', { headers, data: { productId: plans.productId, tierId: option.productTierId, pricingOptionId: option.id, users: 10, workspaceId: workspace.id } })
    expect(placed.status()).toBe(201)
    const order = (await placed.json()) as { id: number; approvalStatus: string }
    expect(order.approvalStatus).toBe('awaiting')
    expect((await approverApi.post(`/api/orders/${order.id}/decision`, { data: { decision: 'approve', round: 1, seen: 0 } })).status()).toBe(201)
    const [subscription] = (await (await page.request.get(`/api/subscriptions?workspaceId=${workspace.id}`)).json()) as { id: number; startDate: string; vendorId: number }[]

    // The member picks the workspace in the header, then opens Renewals from the account menu. With the
    // picker there, a laptop's header search keeps room to type in.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.getByLabel('Current workspace').selectOption({ label: 'Renewal Co' })
    const headerSearch = page.getByRole('banner').getByRole('search')
    expect((await headerSearch.boundingBox())!.width, 'the header search at 1280 px').toBeGreaterThanOrEqual(200)
    await page.getByRole('button', { name: `Account menu for ${member.username}` }).click()
    await page.getByRole('menuitem', { name: 'Renewals' }).click()
    await expect(page).toHaveURL(/\/renewals$/)
    await expect(page.getByRole('heading', { name: 'Renewals' })).toBeVisible()
    const card = page.getByTestId('renewal').filter({ hasText: EDR.name })
    const today = localDay(new Date())
    const dates = renewalDates({ term: 'monthly', startDate: subscription.startDate, autoRenew: true, noticeDays: 30 }, today)
    await expect(card.getByTestId('notice-deadline')).toHaveText(formatDay(dates.noticeDeadline, 'text'), { timeout: 30_000 })
    await expect(card.getByTestId('days-left')).toHaveText(daysLeftText(dates.daysToDeadline))
    await expect(card).toContainText(`Renews${formatDay(dates.renewalDate, 'text')}`)
    await expect(card).toContainText('Per year$840')
    await expect(card).toContainText('OwnerYou')
    await expect(card).toContainText('Active')

    // The calendar export, written from the device's copy.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export calendar (.ics)' }).click()])
    expect(download.suggestedFilename()).toBe('renewals.ics')
    const ics = readFileSync((await download.path()), 'utf8')
    expect(ics).toContain(`\r\nDTSTART;VALUE=DATE:${dates.noticeDeadline.replace(/-/g, '')}\r\n`)
    expect(ics).toContain(`UID:subscription-${subscription.id}-notice-${dates.noticeDeadline}@vetted`)
    expect(ics).toContain(`SUMMARY:Notice deadline: ${EDR.name}`)

    // Phones and tablets: the cards stack, nothing scrolls sideways; no serious accessibility issue.
    await expectNoSeriousA11yIssues(page, 'Renewals')
    for (const size of [{ width: 390, height: 844 }, { width: 820, height: 1180 }]) {
      await page.setViewportSize(size)
      await expect(card.getByTestId('days-left')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${size.width} px`).toBe(true)
      await page.screenshot({ path: test.info().outputPath(`renewals-${size.width}.png`), fullPage: true })
    }
    // A phone's header has no picker: the side menu has it, and working alone there hides the card.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawerPicker = page.getByRole('dialog').getByLabel('Current workspace')
    await expect(drawerPicker).toHaveValue(String(workspace.id))
    await drawerPicker.selectOption({ label: 'Working alone' })
    await expect(card).toHaveCount(0)
    await drawerPicker.selectOption({ label: 'Renewal Co' })
    await expect(card).toHaveCount(1)
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 1280, height: 800 })

    // Offline: a longer notice period moves the deadline at once, and lands when back online.
    await context.setOffline(true)
    await card.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Notice period (days)').fill('45')
    await dialog.getByRole('button', { name: 'Save' }).click()
    const later = renewalDates({ term: 'monthly', startDate: subscription.startDate, autoRenew: true, noticeDays: 45 }, today)
    await expect(card.getByTestId('notice-deadline')).toHaveText(formatDay(later.noticeDeadline, 'text'))
    await context.setOffline(false)
    await expect.poll(async () => ((await (await page.request.get(`/api/subscriptions/${subscription.id}`)).json()) as { noticeDays: number }).noticeDays, { timeout: 30_000 }).toBe(45)

    // The renewal review: a board with the vendor and its similar vendors, linked both ways.
    const vendorsAnswer = (await (await request.get('/api/vendors?limit=1000')).json()) as Vendor[] | { items: Vendor[] }
    const vendors = Array.isArray(vendorsAnswer) ? vendorsAnswer : vendorsAnswer.items
    const vendor = vendors.find((v) => v.id === subscription.vendorId)!
    const similar = similarVendors(vendor.id, vendors.filter((v) => v.category?.toLowerCase() === vendor.category?.toLowerCase()))
    expect(similar.length).toBeGreaterThan(0)
    await card.getByRole('button', { name: 'Start renewal review' }).click()
    await expect(page).toHaveURL(/\/evaluation-center\/-?\d+$/)
    await expect(page.getByRole('heading', { name: `Renewal review: ${EDR.name}` })).toBeVisible()
    await expect(page.getByTestId('reviewed-subscription')).toContainText(`Renewal review of ${EDR.name}`)
    for (const v of [vendor, ...similar]) await expect(page.getByText(v.name, { exact: true }).first()).toBeVisible()
    await expect.poll(async () => ((await (await page.request.get(`/api/subscriptions/${subscription.id}`)).json()) as { status: string }).status, { timeout: 30_000 }).toBe('in-review')

    await page.getByRole('link', { name: 'See it on Renewals' }).click()
    await expect(card).toContainText('In review')
    await expect(card.getByRole('link', { name: 'Open review board' })).toBeVisible()

    // A reminder's link opens the renewals of its workspace, whichever was current.
    await page.getByLabel('Current workspace').selectOption({ label: 'Working alone' })
    await expect(page.getByText('Your own subscriptions (working alone)')).toBeVisible()
    await page.goto(`/renewals?workspace=${workspace.id}`)
    await expect(page.getByText('Subscriptions of Renewal Co')).toBeVisible()
    await expect(page).toHaveURL(/\/renewals$/)
    await expect(card.getByTestId('notice-deadline')).toBeVisible()
  } finally {
    await approverApi.dispose()
  }
})

test('a person working alone adds a subscription bought elsewhere, told what is wrong first', async ({ page, baseURL }) => {
  const buyer = newUser()
  await registerUser(page.request, baseURL!, buyer)
  await page.goto('/renewals')
  await expect(page.getByText('Your own subscriptions (working alone)')).toBeVisible()
  await page.getByRole('button', { name: 'Add subscription' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Design tool, team plan')
  await dialog.getByLabel('Cost per term').fill('1200')
  await dialog.getByLabel('Term', { exact: true }).selectOption('annual')
  await dialog.getByLabel('Start date').fill('2026-03-01')
  await dialog.getByLabel('Notice period (days)').fill('400')
  await dialog.getByRole('button', { name: 'Add subscription' }).click()
  await expect(dialog.getByText('The notice period is 0 to 365 days')).toBeVisible()
  await dialog.getByLabel('Notice period (days)').fill('60')
  await dialog.getByRole('button', { name: 'Add subscription' }).click()
  await expect(dialog).toHaveCount(0)

  const card = page.getByTestId('renewal').filter({ hasText: 'Design tool, team plan' })
  const dates = renewalDates({ term: 'annual', startDate: '2026-03-01', autoRenew: true, noticeDays: 60 }, localDay(new Date()))
  await expect(card.getByTestId('notice-deadline')).toHaveText(formatDay(dates.noticeDeadline, 'text'))
  await expect(card).toContainText('Per year$1,200')
  await expect.poll(async () => ((await (await page.request.get('/api/subscriptions')).json()) as { name: string; noticeDays: number }[]).map((s) => [s.name, s.noticeDays]), { timeout: 30_000 })
    .toEqual([['Design tool, team plan', 60]])
})
