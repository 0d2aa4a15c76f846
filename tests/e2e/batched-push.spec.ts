// A day of offline changes lands in a few requests (docs/sync.md, "Batched push"): a buyer adds a plan
// to the cart 200 times with no connection; every addition waits in the outbox ("200 changes waiting
// to sync"), and once back online they reach the server in batches, not one request each, each
// exactly once: an addition adds to the server's quantity, so a change lost or applied twice would
// show in it.
import { expect, test } from './base-test'
import { EDR } from './buy-fixtures'
import { newUser, registerUser } from './account-helpers'

test.use({ serviceWorkers: 'allow' })

const CHANGES = 200

test('200 additions made offline land exactly once, in batches, and nothing is left waiting', async ({ page, context, baseURL }) => {
  test.slow()
  await registerUser(page.request, baseURL!, newUser())
  await page.goto(`/products/${EDR.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: EDR.name })).toBeVisible({ timeout: 20_000 })
  // Offline, the app's lazy code (the header's sync details) comes from the service worker's precache.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
  const calls: string[] = []
  // Calls that reached the server (while offline, the sender's attempts fail before leaving).
  page.on('requestfinished', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`)
  })

  await context.setOffline(true)
  await page.getByRole('region', { name: 'Plans & Pricing' }).getByRole('radio', { name: /^Advanced: \$12 per user \/ month/ }).check()
  const panel = page.getByRole('region', { name: 'Your plan' })
  await panel.getByRole('spinbutton', { name: 'Users' }).fill('1')
  const add = panel.getByRole('button', { name: 'Add to cart' })
  for (let i = 0; i < CHANGES; i++) await add.click()
  await expect(page.getByRole('button', { name: `${CHANGES} changes waiting to sync` })).toBeVisible({ timeout: 30_000 })

  await context.setOffline(false)
  await expect(page.getByRole('button', { name: /waiting to sync/ })).toHaveCount(0, { timeout: 60_000 })
  const lines = (await (await page.request.get('/api/cart')).json()) as { productId: number; quantity: number }[]
  expect(lines.map((l) => l.quantity)).toEqual([CHANGES])
  expect(calls.filter((c) => c === 'POST /api/cart/lines')).toEqual([]) // none sent alone
  expect(calls.filter((c) => c === 'POST /api/sync/push').length).toBeLessThanOrEqual(2)
})
