// A signed-in buyer on a vendor page with the whole catalogue on the device: the starting point of the
// fault specs that queue a favourite (captive-portal, clock-jump): its catalogue and its own rows are in,
// so no download is left to fail once the spec breaks the network.
import { expect, type Page } from '@playwright/test'
import { localRowCount, newUser, registerUser } from '../account-helpers'
import type { ServerProcess } from './server-process'

export async function buyerOnVendorPage(page: Page, baseURL: string, server: ServerProcess) {
  const { id: userId } = await registerUser(page.request, baseURL, newUser()) // the page's context is now signed in
  const vendors = (await (await page.request.get('/api/vendors')).json()) as { id: number; name: string; slug: string }[]
  const vendor = vendors[2]
  await page.goto(`/vendors/${vendor.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible({ timeout: 20_000 })
  // The first download finished: no round of it is left to fail once the spec breaks the network.
  const [{ n: products }] = server.query<{ n: number }>('SELECT count(*) AS n FROM products')
  await expect.poll(() => localRowCount(page, 'products'), { timeout: 20_000 }).toBe(products)
  // And the round that brought them ended: it downloads the buyer's own rows again once the catalogue is
  // in, with the copy's mark of them withdrawn meanwhile, and until the mark is back each round downloads
  // them before it sends anything.
  await expect.poll(() => syncedAs(page), { timeout: 20_000 }).toMatch(new RegExp(`^${userId}:\\S+ synced$`))
  return { userId, vendor }
}

/**
 * Whose own rows the device's copy holds (the identity web/sync/account/account-data.ts records in
 * `meta`), followed by " synced" once a sync round has ended (web/sync/engine.ts records its time).
 */
export function syncedAs(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('vetted')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const meta = open.result.transaction('meta').objectStore('meta')
          const identity = meta.get('identity')
          const synced = meta.get('lastSyncedAt')
          synced.onsuccess = () => {
            open.result.close()
            const who = (identity.result as { value?: string } | undefined)?.value ?? 'nobody'
            resolve(synced.result ? `${who} synced` : who)
          }
        }
      }),
  )
}

/** The buyer's favourites as the server's database holds them. */
export const serverFavorites = (server: ServerProcess, userId: number) =>
  server.query<{ itemType: string; itemId: number }>('SELECT item_type AS itemType, item_id AS itemId FROM favorites WHERE user_id = ?', userId)

export const waitingToSync = (page: Page, n: number) => page.getByRole('button', { name: `${n} ${n === 1 ? 'change' : 'changes'} waiting to sync` })
