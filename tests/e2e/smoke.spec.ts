import { expect, test } from '@playwright/test'

test('the built app loads from the API server and reaches the API', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Vetted' })).toBeVisible()
  await expect(page.getByTestId('api-status')).toHaveText('API ok')
})

test('an unknown API call answers 404 JSON, security headers are set, no X-Powered-By', async ({ request }) => {
  const res = await request.get('/api/nope')
  expect(res.status()).toBe(404)
  expect((await res.json()).message).toContain('No API call')
  expect(res.headers()['x-powered-by']).toBeUndefined()
  expect(res.headers()['content-security-policy']).toContain("default-src 'self'")
})
