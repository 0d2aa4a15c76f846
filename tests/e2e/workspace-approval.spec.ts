// A workspace request approved on a tablet while offline (docs/workspaces.md): the requester, the
// approver, the workspace and the request are set up through the API; the approver opens the request
// on a tablet-sized screen, loses the connection, approves (the decision waits on the tablet), comes
// back online, and the request reaches Vetted's admin Orders.
import { expect, test } from './base-test'
import { ADMIN, newUser, registerUser, signInApi } from './account-helpers'
import { edrPlans } from './buy-fixtures'

test('an approver approves a request offline on a tablet; back online, the admin sees it', async ({ browser, baseURL, request, playwright }) => {
  const headers = { Origin: baseURL! }
  const requesterApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers })
  const requester = newUser()
  await registerUser(requesterApi, baseURL!, requester)
  const tablet = await browser.newContext({ baseURL, viewport: { width: 820, height: 1180 }, extraHTTPHeaders: headers })
  const page = await tablet.newPage()
  const approver = newUser()
  await registerUser(page.request, baseURL!, approver)
  try {
    const workspace = (await (await requesterApi.post('/api/workspaces', { data: { name: 'Acme Buying', currency: 'USD' } })).json()) as { id: number }
    const invited = (await (await requesterApi.post(`/api/workspaces/${workspace.id}/members`, { data: { user: approver.username, role: 'approver' } })).json()) as { id: number }
    expect((await page.request.post(`/api/workspaces/${workspace.id}/members/${invited.id}/accept`, { data: {} })).status()).toBe(200)
    const plans = await edrPlans(request)
    const option = plans.option('Essentials', 'USD')
    const placed = await requesterApi.post('/api/orders', { data: { productId: plans.productId, tierId: option.productTierId, pricingOptionId: option.id, users: 10, workspaceId: workspace.id } })
    expect(placed.status()).toBe(201)
    const order = (await placed.json()) as { id: number; approvalStatus: string }
    expect(order.approvalStatus).toBe('awaiting')

    await page.goto(`/approvals/${order.id}`)
    await expect(page.getByTestId('approval-status')).toHaveText('Awaiting approval', { timeout: 30_000 })
    await expect(page.getByTestId('approval-total')).toHaveText('Total $70')
    await tablet.setOffline(true)
    await page.getByRole('button', { name: 'Approve' }).click()
    const step = page.getByTestId('approval-step').filter({ hasText: 'approved' })
    await expect(step.getByText('Waiting to sync')).toBeVisible()
    await tablet.setOffline(false)
    await expect(page.getByTestId('approval-status')).toHaveText('Approved', { timeout: 30_000 })
    await expect(step.getByText('Waiting to sync')).toHaveCount(0)

    await signInApi(request, baseURL!, ADMIN.username, ADMIN.password)
    const adminOrders = async () => ((await (await request.get('/api/admin/orders', { headers })).json()) as { id: number }[]).map((o) => o.id)
    expect(await adminOrders()).toContain(order.id)
  } finally {
    await tablet.close()
    await requesterApi.dispose()
  }
})
