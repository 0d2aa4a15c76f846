// Scenario 2: a subscription request (order.request, sent in a batch: POST /api/sync/push) reaches the
// server and commits, and its answer is lost on the way back (the proxy breaks the browser's connection). The outbox must send it again
// under the same change number (the server answers it from its record) or learn from a pull that it
// was applied, and take the server's row under the temporary id's place; the order must never show
// twice meanwhile (web/sync/copy/confirm.ts).
import { expect, type Page } from '../base-test'
import { newUser, registerUser } from '../account-helpers'
import { EDR, edrPlans } from '../buy-fixtures'
import { deviceState, localRows } from './device-copy'
import { faultTest } from './fault-env'
import { PUSH_PATH } from '../../../sync/protocol/push'

const test = faultTest('answer-lost')

/** The most order rows the page ever showed at once, counted on every DOM change (a duplicate that flashes counts). */
const mostOrderRows = (page: Page) => page.evaluate(() => (window as unknown as { mostOrderRows: number }).mostOrderRows)

test('a subscription request whose answer is lost after the commit: one order on the server, never two in Orders', async ({ page, faultProxy: proxy, server, baseURL }) => {
  test.setTimeout(90_000)
  const { id: userId } = await registerUser(page.request, baseURL!, newUser()) // the page is signed in as the buyer
  const plans = await edrPlans(page.request)
  const essentials = plans.option('Essentials', 'USD')
  await page.addInitScript(() => {
    const w = window as unknown as { mostOrderRows: number }
    w.mostOrderRows = 0
    new MutationObserver(() => {
      w.mostOrderRows = Math.max(w.mostOrderRows, document.querySelectorAll('[data-testid="order-row"]').length)
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(`/subscribe/${plans.productId}?option=${essentials.id}`)
  await expect(page.getByRole('main').getByRole('link', { name: EDR.name })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('spinbutton', { name: 'Number of users' }).fill('10')

  const from = proxy.log.length
  proxy.dropAnswerOfWrite(1)
  await page.getByRole('button', { name: 'Send subscription request' }).click()
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible()
  await page.getByRole('link', { name: 'View your orders' }).click()
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
  await expect.poll(() => proxy.log.slice(from).filter((e) => e.outcome === 'answer-dropped').map((e) => `${e.method} ${e.url} ${e.status}`)).toEqual([`POST ${PUSH_PATH} 200`])

  await expect.poll(() => deviceState(page), { timeout: 30_000 }).toEqual({ outbox: 0, rejections: 0, negativeIds: {} })
  const onServer = server.query<{ id: number; users: number }>('SELECT id, users FROM orders WHERE user_id = ?', userId)
  expect(onServer).toEqual([{ id: expect.any(Number), users: 10 }])
  expect((await localRows<{ id: number }>(page, 'orders')).map((o) => o.id)).toEqual([onServer[0].id])
  await expect(page.getByTestId('order-row')).toHaveCount(1)
  expect(await mostOrderRows(page)).toBe(1)
  // A later round's pull brings the order's row again (its change-log entry): still one.
  await page.reload()
  await expect(page.getByTestId('order-row')).toHaveCount(1, { timeout: 20_000 })
  expect(await mostOrderRows(page)).toBe(1) // counted again from the reload
  // Either the app sent it again under the first attempt's number (after the proxy's 500 ms cut of
  // Chromium's own resends), answered from the server's record, or a pull told it first that the
  // order was applied: one change number, applied once.
  const sent = proxy.log.slice(from).filter((e) => e.url === PUSH_PATH)
  expect(new Set(sent.map((e) => e.mutation)).size).toBe(1)
  expect(server.query('SELECT last_mutation_id, last_status FROM sync_clients WHERE user_id = ?', userId)).toEqual([{ last_mutation_id: 1, last_status: 201 }])
})
