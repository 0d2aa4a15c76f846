import { expect, test } from './base-test'

test('the built app loads from the API server, which also answers the API', async ({ page, request }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Vetted Technology' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Vetted home' })).toBeVisible()
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect((await health.json()).status).toBe('ok')
})

test('an unknown API call answers 404 JSON, security headers are set, no X-Powered-By', async ({ request }) => {
  const res = await request.get('/api/nope')
  expect(res.status()).toBe(404)
  expect((await res.json()).message).toContain('No API call')
  expect(res.headers()['x-powered-by']).toBeUndefined()
  expect(res.headers()['content-security-policy']).toContain("default-src 'self'")
})
