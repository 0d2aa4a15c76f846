// The app on PostgreSQL with two server processes behind one port (README, "Operating"): a visitor's
// first download, a buyer's favourite kept across reloads, and an admin's edits reaching an open page
// live whichever process takes each call (every new connection may go to the other one). The file
// starts a throwaway PostgreSQL cluster (scripts/pg-cluster.js) and its own server with WORKERS=2, and
// stops both when it ends.
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newUser, registerUser } from './account-helpers'
import { adminApi, SLOW, uniqueName, type VendorRow } from './admin-catalog-helpers'
import { test as base, expect } from './base-test'
import { startServer, type ServerProcess } from './faults/server-process'

const clusterEnv = { ...process.env, PG_CLUSTER_DIR: join(tmpdir(), `vetted-e2e-pg-${process.pid}`) }
const cluster = (command: 'start' | 'stop') => execFileSync('node', ['scripts/pg-cluster.js', command], { encoding: 'utf8', env: clusterEnv }).trim().split('\n').pop()!

let started: Promise<ServerProcess> | undefined
const start = async (webDist: string | undefined): Promise<ServerProcess> => {
  const url = cluster('start')
  return await startServer({ name: 'postgres', webDist, env: { DATABASE_URL: url, WORKERS: '2', FILES_DIR: join(clusterEnv.PG_CLUSTER_DIR, 'files') } })
}
base.afterAll(async () => {
  const server = await started?.catch(() => undefined)
  await server?.kill('SIGTERM')
  if (started) cluster('stop')
})

const test = base.extend<{ server: ServerProcess }>({
  server: async ({}, use, testInfo) => use(await (started ??= start((testInfo.project.metadata as { webDist?: string } | undefined)?.webDist))),
  baseURL: async ({ server }, use) => use(`http://localhost:${server.port}`),
})
test.use({ serviceWorkers: 'allow' })

test('the server answers from PostgreSQL: a visitor browses the catalogue, a buyer saves a vendor that stays saved', async ({ page, request, baseURL }) => {
  const health = (await (await request.get('/api/health')).json()) as { engine: string }
  expect(health.engine).toBe('postgres')
  const [vendor] = (await (await request.get('/api/vendors?limit=1')).json()) as VendorRow[]
  await page.goto(`/vendors/${vendor.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible(SLOW)

  const user = newUser()
  await registerUser(page.request, baseURL!, user)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Favorite Vendors (0)' })).toBeVisible(SLOW)
  const saved = await page.request.post('/api/favorites', { headers: { Origin: baseURL! }, data: { itemType: 'vendor', itemId: vendor.id } })
  expect(saved.status()).toBe(201)
  await expect(page.getByRole('heading', { name: 'Favorite Vendors (1)' })).toBeVisible(SLOW)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Favorite Vendors' }).getByRole('link', { name: vendor.name })).toBeVisible(SLOW)
})

test("an admin's edits reach a visitor's open page live, whichever process takes the write", async ({ page, baseURL }) => {
  const name = uniqueName('Two process vendor')
  const creator = await adminApi(baseURL!)
  const created = await creator.post('/api/vendors', { data: { name, description: 'First description' } })
  expect(created.status()).toBe(201)
  const vendor = (await created.json()) as VendorRow
  await creator.dispose()
  await page.goto(`/vendors/${vendor.slug}`)
  await expect(page.getByText('First description').first()).toBeVisible(SLOW)

  // Each edit on a new connection: the two processes take turns at new connections, so the page's
  // stream is on the other process for some of them.
  for (let n = 1; n <= 4; n++) {
    const api = await adminApi(baseURL!)
    expect((await api.patch(`/api/vendors/${vendor.id}`, { data: { description: `Edit number ${n}` } })).status()).toBe(200)
    await api.dispose()
    await expect(page.getByText(`Edit number ${n}`).first()).toBeVisible()
  }
})
