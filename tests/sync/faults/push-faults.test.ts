// Batches under faults (docs/sync.md, "Batched push"), against the real server behind msw: a batch
// whose answer is lost is sent again under the same numbers and nothing is applied twice, nor a refusal
// taken for applied; a server that stops part way through a batch leaves a prefix applied, and the next
// push goes on from there; a pull meanwhile confirms only what the batch's kept answers say applied;
// conflicts and refusals in a batch do what they do alone; a server without the push call gets one
// request per change.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PUSH_PATH } from '../../../sync/protocol/push'
import type { VettedDb } from '../../../web/db/db'
import { pull } from '../../../web/sync/pull/pull'
import { resetBatchSupport } from '../../../web/sync/push/batch-sender'
import { createLocal, updateLocal } from '../../../web/sync/push/local-writes'
import { sendPending } from '../../../web/sync/push/sender'
import type { FetchLike } from '../../../web/sync/base/api-client'
import { vendorBody } from '../../api/harness'
import { fault, useFaults } from '../msw-faults'
import { makeSyncHarness, type SyncHarness } from '../sync-harness'
import { deviceCopy, localTempRows, localVendorsNamed, serverValue, serverVendorsNamed } from './kit'

const faults = useFaults()
let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})
afterEach(() => resetBatchSupport())

const admin = () => h.fetchAs(h.cookies.admin)
const serverProductsNamed = async (name: string) => await serverValue(h, 'SELECT COUNT(*) FROM products WHERE name = ?', name)
/** The last number the server applied of this device's client. */
const lastApplied = async (db: VettedDb) => {
  const { clientId } = (await db.outbox.toCollection().first())!
  return await serverValue(h, 'SELECT last_mutation_id FROM sync_clients WHERE user_id = ? AND client_id = ?', h.ids.admin, clientId)
}
/** The device's changes sent as REST calls (they carry a change number). */
const changesSentAlone = (path: string) => faults.requests('POST', path).filter((r) => r.mutation !== null)

/**
 * An admin's device with a day's work queued: a vendor created offline and a product of it, a product
 * of a vendor that does not exist (refused), and an edit of an existing vendor. Returns the names.
 */
async function queuedWork(tag: string) {
  const db = await deviceCopy(h, h.cookies.admin)
  const existing = (await h.admin('post', '/api/vendors').send(vendorBody({ name: `${tag} existing` }))).body as { id: number }
  await pull(db, { fetchImpl: admin(), ownerId: h.ids.admin })
  const vendorId = await createLocal(db, 'vendor', vendorBody({ name: `${tag} vendor` }))
  await createLocal(db, 'product', { vendorId, name: `${tag} product`, description: 'Made offline', category: 'security' })
  await createLocal(db, 'product', { vendorId: 999_999, name: `${tag} orphan`, description: 'Of no vendor', category: 'security' })
  await updateLocal(db, 'vendor', existing.id, { description: `${tag} edited` })
  return { db, existingId: existing.id }
}

/** What the device and the server hold once the work has landed: each change once, every row re-keyed. */
async function expectLandedOnce(db: VettedDb, tag: string, existingId: number) {
  expect(await serverVendorsNamed(h, `${tag} vendor`)).toBe(1)
  expect(await serverProductsNamed(`${tag} product`)).toBe(1)
  expect(await serverProductsNamed(`${tag} orphan`)).toBe(0)
  expect(await serverValue(h, 'SELECT COUNT(*) FROM vendors WHERE id = ? AND description = ?', existingId, `${tag} edited`)).toBe(1)
  expect(await db.outbox.count()).toBe(0)
  expect(await localTempRows(db)).toBe(0)
  expect(await localVendorsNamed(db, `${tag} vendor`)).toBe(1)
  const vendor = await db.vendors.filter((v) => v.name === `${tag} vendor`).first()
  const product = await db.products.filter((p) => p.name === `${tag} product`).first()
  expect(product?.vendorId).toBe(vendor?.id)
  expect(product!.id).toBeGreaterThan(0)
  const refusals = await db.rejections.toArray()
  expect(refusals.filter((r) => r.message === 'Vendor not found')).toHaveLength(1)
}

describe('a batch under faults', () => {
  it('a lost batch answer: sent again with the same numbers, each change lands once and the refusal stays a refusal', async () => {
    const { db, existingId } = await queuedWork('Lost batch')
    faults.inject('POST', PUSH_PATH, fault.loseAnswer())
    expect((await sendPending(db, admin())).retryInMs).toBeGreaterThan(0)
    expect(await serverVendorsNamed(h, 'Lost batch vendor')).toBe(1) // applied; the device cannot know
    const lost = (await db.outbox.toArray()).map((e) => e.mutationId!)
    expect(await lastApplied(db)).toBe(lost[3])

    await db.rejections.clear()
    expect(await sendPending(db, admin(), { ignoreBackoff: true })).toMatchObject({ sent: 3, rejected: 1 })
    expect(faults.requests('POST', PUSH_PATH)).toHaveLength(2)
    await expectLandedOnce(db, 'Lost batch', existingId)
  })

  it('a pull between the lost answer and the retry confirms what the batch applied, and leaves the refusal to the retry', async () => {
    const { db, existingId } = await queuedWork('Pulled batch')
    faults.inject('POST', PUSH_PATH, fault.loseAnswer())
    await sendPending(db, admin())
    await pull(db, { fetchImpl: admin(), ownerId: h.ids.admin })
    // The created rows took their real ids with the page that brought them: each shows once.
    expect(await localVendorsNamed(db, 'Pulled batch vendor')).toBe(1)
    expect(await localTempRows(db)).toBe(0)
    expect(await db.products.filter((p) => p.name === 'Pulled batch product').count()).toBe(1)
    const left = await db.outbox.toArray()
    expect(left.map((e) => e.name)).toEqual(['product.create']) // the refused one: not taken for applied

    await db.rejections.clear()
    expect(await sendPending(db, admin(), { ignoreBackoff: true })).toMatchObject({ sent: 0, rejected: 1 })
    await expectLandedOnce(db, 'Pulled batch', existingId)
  })

  it('a server that stops part way through a batch (a restart) leaves a prefix applied; the next push goes on from its last applied number', async () => {
    const { db, existingId } = await queuedWork('Restarted batch')
    // The server applies the first two changes of the batch, then stops: no answer reaches the device.
    const stopsAfterTwo: FetchLike = async (path, init) => {
      if (path !== PUSH_PATH) return admin()(path, init)
      const batch = JSON.parse(init.body as string) as { mutations: unknown[] }
      await admin()(path, { ...init, body: JSON.stringify({ ...batch, mutations: batch.mutations.slice(0, 2) }) })
      throw new TypeError('Failed to fetch')
    }
    expect((await sendPending(db, stopsAfterTwo)).retryInMs).toBeGreaterThan(0)
    const numbers = (await db.outbox.toArray()).map((e) => e.mutationId!)
    expect(await lastApplied(db)).toBe(numbers[1])
    expect(await serverProductsNamed('Restarted batch product')).toBe(1)
    expect(await serverValue(h, 'SELECT COUNT(*) FROM vendors WHERE id = ? AND description = ?', existingId, 'Restarted batch edited')).toBe(0)

    await db.rejections.clear()
    const [edit] = await db.outbox.toArray()
    expect(await sendPending(db, admin(), { ignoreBackoff: true })).toMatchObject({ sent: 3, rejected: 1 })
    expect(await serverValue(h, 'SELECT last_mutation_id FROM sync_clients WHERE client_id = ?', edit.clientId)).toBe(numbers[3])
    await expectLandedOnce(db, 'Restarted batch', existingId)
  })

  it('a 503 to the batch holds the queue, and the retry lands it under the same numbers', async () => {
    const { db, existingId } = await queuedWork('Held batch')
    faults.inject('POST', PUSH_PATH, fault.status(503, 30))
    const held = await sendPending(db, admin())
    expect(held).toMatchObject({ sent: 0, rejected: 0 })
    expect(held.retryInMs).toBeGreaterThanOrEqual(30_000)
    await db.rejections.clear()
    expect(await sendPending(db, admin(), { ignoreBackoff: true })).toMatchObject({ sent: 3, rejected: 1 })
    await expectLandedOnce(db, 'Held batch', existingId)
  })
})

describe('a lost batch answer confirmed by the pull', () => {
  // The model test's history, in a batch: the admin's edit of a vendor lands, the batch's answer is
  // lost, the pull confirms it from the batch's kept answers. An edit made after it, on top of it,
  // follows the version it left the row at (docs/sync.md, "Exactly once"), not the one before it.
  it('hands the version the applied change left its row at to the edit queued after the batch', async () => {
    const db = await deviceCopy(h, h.cookies.admin)
    const id = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Batch Confirmed Vendor' }))).body.id as number
    await pull(db, { fetchImpl: admin(), ownerId: h.ids.admin })
    await updateLocal(db, 'vendor', id, { description: 'First' })
    faults.inject('POST', PUSH_PATH, fault.loseAnswer())
    expect((await sendPending(db, admin(), { ownerId: h.ids.admin })).retryInMs).toBeGreaterThan(0)
    await updateLocal(db, 'vendor', id, { description: 'Second' })
    await pull(db, { fetchImpl: admin(), ownerId: h.ids.admin })
    expect(await db.outbox.count()).toBe(1)

    expect(await sendPending(db, admin(), { ownerId: h.ids.admin, ignoreBackoff: true })).toMatchObject({ sent: 1, conflicts: 0 })
    expect(await serverValue(h, 'SELECT COUNT(*) FROM vendors WHERE id = ? AND description = ?', id, 'Second')).toBe(1)
    expect(await db.outbox.count()).toBe(0)
  })

  // The model test's history: a row created offline and edited, sent in one batch whose answer is
  // lost; the pull confirms both from the batch's kept answers. Confirming the create re-keys the
  // edit queued behind it, so the edit is confirmed as the real row's: the row keeps no stale copy of
  // the server's row, and a later edit follows the version the batch left it at.
  it('confirms a create and its edit together, and the next edit of the row lands with no conflict', async () => {
    const db = await deviceCopy(h, h.cookies.admin)
    const tempId = await createLocal(db, 'vendor', vendorBody({ name: 'Created in a lost batch' }))
    await updateLocal(db, 'vendor', tempId, { description: 'Edited in the same batch' })
    await updateLocal(db, 'vendor', tempId, { pricingModel: 'Edited after' })
    faults.inject('POST', PUSH_PATH, fault.loseAnswer())
    expect((await sendPending(db, admin(), { ownerId: h.ids.admin, batch: 2 })).retryInMs).toBeGreaterThan(0)
    await pull(db, { fetchImpl: admin(), ownerId: h.ids.admin })

    expect(await db.outbox.count()).toBe(1)
    const row = (await db.vendors.filter((v) => v.name === 'Created in a lost batch').first())!
    expect(row.id).toBeGreaterThan(0)
    expect((await db.shadows.toArray()).map((s) => s.key)).toEqual([`vendor:${row.id}`])
    expect(await sendPending(db, admin(), { ownerId: h.ids.admin, ignoreBackoff: true })).toMatchObject({ sent: 1, conflicts: 0 })
    expect(await serverValue(h, 'SELECT COUNT(*) FROM vendors WHERE id = ? AND pricing_model = ?', row.id, 'Edited after')).toBe(1)
    expect(await db.shadows.count()).toBe(0)
  })
})

describe('conflicts in a batch', () => {
  it("an admin's edit of a row changed meanwhile is parked, the row's later edit waits behind it, and the rest lands", async () => {
    const db = await deviceCopy(h, h.cookies.admin)
    const { id, version } = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Contested in a batch' }))).body as { id: number; version: number }
    await pull(db, { fetchImpl: admin(), ownerId: h.ids.admin })
    await updateLocal(db, 'vendor', id, { description: 'Mine, first' })
    await updateLocal(db, 'vendor', id, { pricingModel: 'Mine, second' })
    await createLocal(db, 'vendor', vendorBody({ name: 'Independent of the conflict' }))
    await h.admin('patch', `/api/vendors/${id}`).set('If-Match', `"${version}"`).send({ description: 'Theirs' })

    expect(await sendPending(db, admin())).toMatchObject({ sent: 1, conflicts: 1 })
    const left = await db.outbox.toArray()
    expect(left.map((e) => [e.status, e.mutationId])).toEqual([['conflict', undefined], ['pending', undefined]])
    expect(await serverVendorsNamed(h, 'Independent of the conflict')).toBe(1)
    expect(await sendPending(db, admin())).toMatchObject({ sent: 0 }) // the later edit waits for the admin's choice
    expect(await serverValue(h, 'SELECT COUNT(*) FROM vendors WHERE id = ? AND pricing_model = ?', id, 'Mine, second')).toBe(0)
  })

  it('two edits of one row and a create with its edit land in one batch with no conflict', async () => {
    const db = await deviceCopy(h, h.cookies.admin)
    const { id } = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Edited twice in a batch' }))).body as { id: number }
    await pull(db, { fetchImpl: admin(), ownerId: h.ids.admin })
    await updateLocal(db, 'vendor', id, { description: 'First' })
    await updateLocal(db, 'vendor', id, { description: 'Second' })
    const created = await createLocal(db, 'vendor', vendorBody({ name: 'Created then edited in a batch' }))
    await updateLocal(db, 'vendor', created, { description: 'Edited before it was sent' })
    expect(await sendPending(db, admin())).toMatchObject({ sent: 4, conflicts: 0, rejected: 0 })
    expect(faults.requests('POST', PUSH_PATH)).toHaveLength(1)
    expect(await serverValue(h, 'SELECT COUNT(*) FROM vendors WHERE id = ? AND description = ?', id, 'Second')).toBe(1)
    expect(await serverValue(h, "SELECT COUNT(*) FROM vendors WHERE name = 'Created then edited in a batch' AND description = 'Edited before it was sent'")).toBe(1)
  })
})

describe('a row edited many times, over several batches', () => {
  it("each batch's If-Match follows the last answer before it, and the copy ends as the server's row", async () => {
    const db = await deviceCopy(h, h.cookies.admin)
    const { id } = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Edited over batches' }))).body as { id: number }
    await pull(db, { fetchImpl: admin(), ownerId: h.ids.admin })
    const edits = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven']
    for (const description of edits) await updateLocal(db, 'vendor', id, { description })
    expect(await sendPending(db, admin(), { batch: 3 })).toMatchObject({ sent: 7, conflicts: 0, rejected: 0 })
    expect(faults.requests('POST', PUSH_PATH)).toHaveLength(3)
    const server = (await h.admin('get', `/api/vendors/${id}`)).body as { description: string; version: number }
    expect(server.description).toBe('Seven')
    expect(await db.vendors.get(id)).toMatchObject({ description: 'Seven', version: server.version })
    expect(await db.outbox.count()).toBe(0)
    expect(await db.shadows.count()).toBe(0)
  })
})

describe('a server without the push call', () => {
  it('gets one request per change: the sender falls back for this page, and every change lands once', async () => {
    const { db, existingId } = await queuedWork('Old server')
    faults.inject('POST', PUSH_PATH, fault.status(404))
    await db.rejections.clear()
    expect(await sendPending(db, admin())).toMatchObject({ sent: 3, rejected: 1 })
    expect(faults.requests('POST', PUSH_PATH)).toHaveLength(1)
    expect(changesSentAlone('/api/vendors')).toHaveLength(1)
    expect(changesSentAlone('/api/products')).toHaveLength(2)
    await expectLandedOnce(db, 'Old server', existingId)

    await createLocal(db, 'vendor', vendorBody({ name: 'Old server, later' }))
    expect(await sendPending(db, admin())).toMatchObject({ sent: 1 })
    expect(faults.requests('POST', PUSH_PATH)).toHaveLength(1) // not asked again on this page
  })
})
