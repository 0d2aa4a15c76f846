// Accounts on a shared device (docs/sync.md): one person's unsent changes, temporary rows and refusals
// leave with them and come back when they sign in again, sent once; the next person's rows are
// downloaded even when a lost create held the account's first pull.
import { beforeAll, expect, it } from 'vitest'
import type { VettedDb } from '../../web/db/db'
import { useSession, type SessionUser } from '../../web/sync/base/session'
import { followIdentity } from '../../web/sync/account/account-data'
import { createLocal, queueWrite, updateLocal } from '../../web/sync/push/local-writes'
import { pull } from '../../web/sync/pull/pull'
import { sendPending } from '../../web/sync/push/sender'
import { discardAccount } from '../../web/sync/account/stash'
import { vendorBody } from '../api/harness'
import { losingAnswers, makeSyncHarness, type SyncHarness } from './sync-harness'

let h: SyncHarness
let vendorIds: number[]
const count = async (sql: string, ...params: unknown[]) => await h.db.value(sql, ...params) as number
const asUser = (id: number, username: string, role: 'user' | 'admin' = 'user'): SessionUser =>
  ({ id, username, email: `${username}@example.com`, firstName: null, lastName: null, role })

beforeAll(async () => {
  h = await makeSyncHarness()
  for (const name of ['Shared One', 'Shared Two', 'Shared Three']) await h.admin('post', '/api/vendors').send(vendorBody({ name }))
  vendorIds = await h.db.values<number>("SELECT id FROM vendors WHERE name LIKE 'Shared %' ORDER BY id")
})

/** The app's sign-in as seen by sync: the session the outbox stamps entries with, then the round's identity step. */
async function signInAs(db: VettedDb, user: SessionUser | null, cookie?: string) {
  useSession.setState({ user, known: true, checkedAt: Date.now() })
  await followIdentity(db, user, h.fetchAs(cookie))
}

/** A favourite saved offline, as web/data/account/favorites.ts does it (a temporary row and its queued create). */
async function favouriteOffline(db: VettedDb, userId: number, itemId: number): Promise<number> {
  return queueWrite(db, [db.favorites], async ({ queue, tempId }) => {
    const id = await tempId()
    await db.favorites.put({ id, version: 0, userId, itemType: 'vendor', itemId, createdAt: new Date().toISOString() })
    await queue({ name: 'favorite.add', entityId: id, tempId: id, args: { itemType: 'vendor', itemId }, before: null })
    return id
  })
}

it("a member's unsent board edit, offline favourite and refusals leave with them; back on sign-in, sent once", async () => {
  const a = asUser(h.ids.member, 'member')
  const b = await h.addUser('bee')
  const board = (await h.member('post', '/api/boards').send({ name: 'A board', type: 'vendor' })).body as { id: number }
  expect((await h.call('post', '/api/favorites', b.cookie).send({ itemType: 'vendor', itemId: vendorIds[2] })).status).toBe(201)
  const db = h.newDb()
  await pull(db, { fetchImpl: h.fetchAs(h.cookies.member) })
  await signInAs(db, a, h.cookies.member)
  expect((await db.boards.get(board.id))?.name).toBe('A board')

  // Offline: A renames the board and saves a favourite; an earlier change of A's was refused.
  await updateLocal(db, 'board', board.id, { name: 'A renamed offline' })
  const tempId = await favouriteOffline(db, a.id, vendorIds[0])
  await db.rejections.add({ entity: 'vendor', entityId: 1, method: 'PATCH', path: '/api/vendors/1', status: 403, message: 'Admin privileges are required', at: Date.now() })
  const queued = (await db.outbox.orderBy('seq').toArray()).map((e) => e.mutationId)

  await signInAs(db, null)
  await signInAs(db, asUser(b.id, 'bee'), b.cookie)
  expect(await db.favorites.get(tempId)).toBeUndefined()
  expect((await db.favorites.toArray()).map((f) => [f.userId, f.itemId])).toEqual([[b.id, vendorIds[2]]]) // B's own, downloaded
  expect(await db.boards.filter((x) => x.name === 'A renamed offline').count()).toBe(0)
  expect(await db.outbox.count()).toBe(0)
  expect(await db.rejections.count()).toBe(0)
  expect(await sendPending(db, h.fetchAs(b.cookie), { ownerId: b.id })).toMatchObject({ sent: 0 })

  await signInAs(db, null)
  await signInAs(db, a, h.cookies.member)
  const back = await db.outbox.orderBy('seq').toArray()
  expect(back.map((e) => e.mutationId)).toEqual(queued)
  expect(back.every((e) => e.ownerId === a.id)).toBe(true)
  expect(await db.favorites.get(tempId)).toMatchObject({ itemId: vendorIds[0] })
  expect((await db.boards.get(board.id))?.name).toBe('A renamed offline') // rebased on the downloaded row
  expect(await sendPending(db, h.fetchAs(h.cookies.member), { ownerId: a.id })).toMatchObject({ sent: 2, rejected: 0, conflicts: 0 })
  expect(await sendPending(db, h.fetchAs(h.cookies.member), { ownerId: a.id })).toMatchObject({ sent: 0 })
  expect(await h.db.value('SELECT name FROM boards WHERE id = ?', board.id)).toBe('A renamed offline')
  expect(await count('SELECT COUNT(*) FROM favorites WHERE user_id = ? AND item_id = ?', a.id, vendorIds[0])).toBe(1)
  expect(await db.favorites.where('id').below(0).count()).toBe(0)
})

it("an admin's unsent vendor edit shows the server's vendor to the next person, and comes back rebased on the newer row", async () => {
  const admin = asUser(h.ids.admin, 'root', 'admin')
  const db = h.newDb()
  await pull(db, { fetchImpl: h.fetchAs(h.cookies.admin) })
  await signInAs(db, admin, h.cookies.admin)
  await updateLocal(db, 'vendor', vendorIds[1], { description: 'Admin offline edit' })

  await signInAs(db, asUser(h.ids.member, 'member'), h.cookies.member)
  expect((await db.vendors.get(vendorIds[1]))?.description).toBe('Endpoint protection for teams')
  expect(await db.shadows.count()).toBe(0)
  // Meanwhile the server's vendor changes (another device), and the member's copy follows it.
  expect((await h.admin('patch', `/api/vendors/${vendorIds[1]}`).send({ pricingModel: 'Per site' })).status).toBe(200)
  await pull(db, { fetchImpl: h.fetchAs(h.cookies.member) })

  await signInAs(db, admin, h.cookies.admin)
  expect(await db.vendors.get(vendorIds[1])).toMatchObject({ description: 'Admin offline edit', pricingModel: 'Per site' })
  expect((await db.shadows.get(`vendor:${vendorIds[1]}`))?.row).toMatchObject({ description: 'Endpoint protection for teams', pricingModel: 'Per site' })
  // The edit was made on the older version: the server reports the conflict rather than overwrite.
  expect(await sendPending(db, h.fetchAs(h.cookies.admin), { ownerId: admin.id })).toMatchObject({ conflicts: 1 })
})

it("a create whose answers keep getting lost never hides the person's rows: signed out and in, every favourite shows, the lost one once", async () => {
  const c = await h.addUser('cee')
  const user = asUser(c.id, 'cee')
  expect((await h.call('post', '/api/favorites', c.cookie).send({ itemType: 'vendor', itemId: vendorIds[0] })).status).toBe(201)
  const db = h.newDb()
  await signInAs(db, user, c.cookie)
  expect(await db.favorites.count()).toBe(1)
  await favouriteOffline(db, c.id, vendorIds[1])
  // Every answer to it is lost: it lands once, and the device never hears so from the call itself.
  for (let attempt = 0; attempt < 3; attempt++) await sendPending(db, losingAnswers(h.fetchAs(c.cookie)), { ignoreBackoff: true, ownerId: c.id })
  expect(await count('SELECT COUNT(*) FROM favorites WHERE user_id = ?', c.id)).toBe(2)

  await signInAs(db, null)
  expect(await db.favorites.count()).toBe(0)
  await signInAs(db, user, c.cookie)
  // The account's download does not wait for the outbox: it says the create was applied, and its row's id.
  expect((await db.favorites.toArray()).map((f) => f.itemId).sort()).toEqual([vendorIds[0], vendorIds[1]].sort())
  expect(await db.favorites.where('id').below(0).count()).toBe(0)
  expect(await db.outbox.count()).toBe(0)
  expect((await db.meta.get('identity'))?.value).toBe(`${c.id}:user`)
  expect(await count('SELECT COUNT(*) FROM favorites WHERE user_id = ?', c.id)).toBe(2)
})

it("Discard drops only that person's changes: rows back to the server's, their new rows gone, a visitor's entry kept", async () => {
  const admin = asUser(h.ids.admin, 'root', 'admin')
  const db = h.newDb()
  await pull(db, { fetchImpl: h.fetchAs(h.cookies.admin) })
  await signInAs(db, null)
  await queueWrite(db, [], ({ queue }) => queue({ name: 'contact.send', entityId: 0, args: {} }))
  await signInAs(db, admin, h.cookies.admin)
  await updateLocal(db, 'vendor', vendorIds[2], { description: 'Never sent' })
  const tempId = await createLocal(db, 'vendor', vendorBody({ name: 'Never Created' }))
  expect(await discardAccount(db, admin.id)).toBe(2)
  expect((await db.vendors.get(vendorIds[2]))?.description).toBe('Endpoint protection for teams')
  expect(await db.vendors.get(tempId)).toBeUndefined()
  expect((await db.outbox.toArray()).map((e) => [e.ownerId, e.name])).toEqual([[null, 'contact.send']])
  expect(await db.stash.count()).toBe(0)
  await signInAs(db, null)
  await signInAs(db, admin, h.cookies.admin)
  expect(await db.outbox.count()).toBe(1) // nothing of the admin's came back
})

it("a write made in a tab whose session lags behind a sign-in elsewhere goes to its owner's stash, never to the next person", async () => {
  const d = await h.addUser('dee')
  const e = await h.addUser('eve')
  const [dee, eve] = [asUser(d.id, 'dee'), asUser(e.id, 'eve')]
  const db = h.newDb()
  await signInAs(db, dee, d.cookie)
  // Dee signs out in another tab and Eve signs in there; the round follows Eve...
  await signInAs(db, null)
  await signInAs(db, eve, e.cookie)
  // ...while this tab still believes Dee is signed in: its write is stamped for her.
  useSession.setState({ user: dee })
  const tempId = await favouriteOffline(db, d.id, vendorIds[2])
  expect((await db.outbox.toArray()).map((entry) => entry.ownerId)).toEqual([d.id])
  await signInAs(db, eve, e.cookie) // the next round, as Eve
  expect(await db.outbox.count()).toBe(0)
  expect(await db.favorites.get(tempId)).toBeUndefined()
  expect(await db.stash.where('ownerId').equals(d.id).count()).toBeGreaterThan(0)
  expect(await sendPending(db, h.fetchAs(e.cookie), { ownerId: e.id })).toMatchObject({ sent: 0 })

  // Dee finds it when she signs in here again, and it is sent for her, once.
  await signInAs(db, null)
  await signInAs(db, dee, d.cookie)
  expect(await db.outbox.count()).toBe(1)
  expect(await sendPending(db, h.fetchAs(d.cookie), { ownerId: d.id })).toMatchObject({ sent: 1 })
  expect(await count('SELECT COUNT(*) FROM favorites WHERE user_id = ? AND item_id = ?', d.id, vendorIds[2])).toBe(1)
  expect(await count('SELECT COUNT(*) FROM favorites WHERE user_id = ?', e.id)).toBe(0)
})
