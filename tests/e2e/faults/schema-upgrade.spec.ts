// Fault scenario 9: another tab upgrades the local database's schema while this tab has a change
// queued (docs/sync.md, "Protocol and schema changes"; onNewerSchema in web/db/db.ts). Tab A queues a
// favourite offline; a second tab of the origin, with no app in it, opens IndexedDB 'vetted' one version
// up and adds a store, as a newer build's first open would. Tab A must give way at once, show the reload
// banner (web/pwa/update-prompt.tsx) and send nothing more, even once back online.
//
// The end, "every entry is sent once": no newer build exists to take over, so
// tab A's own build is reloaded on the upgraded database. Its code declares Dexie version 3 (IndexedDB
// version 30) and the database is now at 31: Dexie 4 (package.json: dexie ^4.4.7; its dexieOpen)
// answers the VersionError by opening at the installed version, and accepts the schema since it only
// has a store more than declared (verifyInstalledSchema looks for missing stores and indexes only). So
// nothing is deleted: the upgrading connection is closed, tab A reloads through the banner's button,
// and the entry queued before the upgrade must reach the server exactly once (one row, one request,
// recorded as change 1 of the buyer's client on this device).
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { expect } from '../base-test'
import { buyerOnVendorPage, serverFavorites } from './buyer-page'
import { deviceState, localRows } from './device-copy'
import { faultTest } from './fault-env'
import { isWrite } from './fault-proxy'
import { closeNewerSchema, idbShape, openNewerSchema } from './scenario-idb'
import { PUSH_PATH } from '../../../sync/protocol/push'

const test = faultTest('schema-upgrade')
const BANNER = 'Vetted was updated in another tab. Reload to keep working —'

test('scenario 9: a schema upgrade in another tab while a change is queued: reload banner, nothing sent, then sent once after the reload', async ({ page, context, baseURL, server, faultProxy: proxy }) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => {
    const w = window as unknown as { onlineEvents: number }
    w.onlineEvents = 0
    window.addEventListener('online', () => w.onlineEvents++)
  })
  const { userId, vendor } = await buyerOnVendorPage(page, baseURL!, server)
  const other = await context.newPage()
  await other.goto('/api/health') // the origin's IndexedDB, no app code
  let phase = 'before the upgrade'
  const writes: { phase: string; method: string; path: string; mutation?: string }[] = []
  page.on('request', async (r) => {
    const path = new URL(r.url()).pathname
    if (!isWrite({ method: r.method(), url: path })) return
    // A batch carries its changes' numbers in its body; a single change in its header.
    const batch = path === PUSH_PATH ? (r.postDataJSON() as { mutations: { id: number }[] }) : null
    writes.push({ phase, method: r.method(), path, mutation: batch ? batch.mutations.map((m) => m.id).join(',') : (await r.allHeaders())['x-vetted-mutation'] })
  })

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible()
  const queued = await localRows<OutboxEntry>(page, 'outbox')
  expect(queued.map((e) => e.name)).toEqual(['favorite.add'])

  const { version } = await idbShape(other)
  const fromUpgrade = proxy.log.length
  const upgrade = await openNewerSchema(other, 'fromNewerBuild')
  expect(upgrade).toMatchObject({ from: version, to: version + 1 })
  test.info().annotations.push({ type: 'upgrade', description: `${version} → ${upgrade.to}, blocked at first: ${upgrade.blocked}` })
  const banner = page.getByRole('alert').filter({ hasText: BANNER })
  await expect(banner).toBeVisible()
  // From here tab A has given way. Before, an offline round may still have tried to send (and failed):
  // it had not been told of the upgrade yet.
  phase = 'after the upgrade'

  // Back online: the `online` event starts a round, a failed round retries after 2 s. Nothing may go.
  await context.setOffline(false)
  await page.waitForFunction(() => (window as unknown as { onlineEvents: number }).onlineEvents > 0)
  await page.waitForTimeout(5_000) // what is checked is that nothing happens: there is no event to wait for
  expect(writes.filter((w) => w.phase !== 'before the upgrade')).toEqual([])
  expect(proxy.log.slice(fromUpgrade).filter(isWrite)).toEqual([]) // and none reached the server
  expect(serverFavorites(server, userId)).toEqual([])
  expect((await localRows<OutboxEntry>(other, 'outbox')).map((e) => [e.seq, e.name])).toEqual([[queued[0].seq, 'favorite.add']])

  await closeNewerSchema(other)
  phase = 'after the reload'
  await banner.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible()
  await expect.poll(() => serverFavorites(server, userId), { timeout: 30_000 }).toEqual([{ itemType: 'vendor', itemId: vendor.id }])
  await expect.poll(() => deviceState(page)).toEqual({ outbox: 0, rejections: 0, negativeIds: {} })
  expect(writes.filter((w) => w.phase === 'after the reload')).toEqual([{ phase: 'after the reload', method: 'POST', path: PUSH_PATH, mutation: '1' }])
  expect(server.query('SELECT last_mutation_id, last_status FROM sync_clients WHERE user_id = ?', userId)).toEqual([{ last_mutation_id: 1, last_status: 201 }])
  // The app now runs on the upgraded database, a version above what its code declares.
  expect(await idbShape(page)).toMatchObject({ version: version + 1 })
})
