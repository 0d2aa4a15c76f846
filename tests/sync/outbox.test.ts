// The outbox against the real server: order, idempotent replay, temporary ids re-keyed everywhere,
// conflicts resolved both ways, permanent refusals rolled back, network failures holding the queue.
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocal, deleteLocal, updateLocal } from '../../web/sync/push/local-writes'
import { pull } from '../../web/sync/pull/pull'
import { resolveConflict, sendPending } from '../../web/sync/push/sender'
import { vendorBody } from '../api/harness'
import { losingAnswers, makeSyncHarness, offline, signedInCopy, type SyncHarness } from './sync-harness'

let h: SyncHarness
const count = async (sql: string, ...params: unknown[]) => await h.db.value(sql, ...params) as number

beforeAll(async () => {
  h = await makeSyncHarness()
  await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Existing Vendor' }))
})

const localNamed = (db: Awaited<ReturnType<typeof adminCopy>>, name: string) => db.vendors.filter((v) => v.name === name).count()

const adminCopy = async () => await signedInCopy(h, h.cookies.admin)

describe('outbox', () => {
  it('creates a vendor, its product, tier and option offline; one send re-keys everything', async () => {
    const db = await adminCopy()
    const vendorId = await createLocal(db, 'vendor', vendorBody({ name: 'Offline Vendor' }))
    const productId = await createLocal(db, 'product', { vendorId, name: 'Offline Product' })
    const tierId = await createLocal(db, 'productTier', { productId, name: 'Pro' })
    await createLocal(db, 'pricingOption', { productTierId: tierId, price: '19.5', currency: 'EUR' })
    await updateLocal(db, 'vendor', vendorId, { description: 'Edited before it was ever sent' })
    await db.vendorCompare.put({ vendorId, addedAt: 1 })
    expect(vendorId).toBeLessThan(0)
    expect(await db.outbox.count()).toBe(5)

    const result = await sendPending(db, h.fetchAs(h.cookies.admin))
    expect(result).toMatchObject({ sent: 5, rejected: 0 })
    const vendor = await h.db.get("SELECT * FROM vendors WHERE name = 'Offline Vendor'") as Record<string, unknown>
    expect(vendor.description).toBe('Edited before it was ever sent')
    const product = await h.db.get('SELECT * FROM products WHERE vendor_id = ?', vendor.id) as Record<string, unknown>
    expect(product.name).toBe('Offline Product')
    const tier = await h.db.get('SELECT * FROM product_tiers WHERE product_id = ?', product.id) as Record<string, unknown>
    expect(await count('SELECT COUNT(*) FROM pricing_options WHERE product_tier_id = ? AND price = 19.5', tier.id)).toBe(1)

    expect(await db.vendors.where('id').below(0).count()).toBe(0)
    expect((await db.products.get(product.id as number))?.vendorId).toBe(vendor.id)
    expect((await db.productTiers.get(tier.id as number))?.productId).toBe(product.id)
    expect((await db.pricingOptions.where('productTierId').equals(tier.id as number).first())?.currency).toBe('EUR')
    expect(await db.vendorCompare.get(vendor.id as number)).toBeTruthy()
    expect(await db.outbox.count()).toBe(0)
  })

  it('replays a request whose answer was lost: the server applies it once', async () => {
    const db = await adminCopy()
    await createLocal(db, 'vendor', vendorBody({ name: 'Lost Answer Vendor' }))
    const held = await sendPending(db, losingAnswers(h.fetchAs(h.cookies.admin)))
    expect(held.retryInMs).toBeGreaterThan(0)
    expect(await db.outbox.count()).toBe(1)
    expect(await sendPending(db, h.fetchAs(h.cookies.admin), { ignoreBackoff: true })).toMatchObject({ sent: 1 })
    expect(await count("SELECT COUNT(*) FROM vendors WHERE name = 'Lost Answer Vendor'")).toBe(1)
    expect(await db.vendors.where('slug').equals('lost-answer-vendor').count()).toBe(1)
  })

  it('holds the queue in order while offline, with growing backoff', async () => {
    const db = await adminCopy()
    await createLocal(db, 'vendor', vendorBody({ name: 'Queued One' }))
    await createLocal(db, 'vendor', vendorBody({ name: 'Queued Two' }))
    const first = await sendPending(db, offline)
    const second = await sendPending(db, offline, { ignoreBackoff: true })
    expect(second.retryInMs!).toBeGreaterThan(first.retryInMs!)
    expect(await sendPending(db, offline)).toMatchObject({ sent: 0 }) // still waiting
    await sendPending(db, h.fetchAs(h.cookies.admin), { ignoreBackoff: true })
    const ids = await h.db.values("SELECT id FROM vendors WHERE name LIKE 'Queued %' ORDER BY id")
    expect(await h.db.values("SELECT name FROM vendors WHERE name LIKE 'Queued %' ORDER BY id")).toEqual(['Queued One', 'Queued Two'])
    expect(ids).toHaveLength(2)
  })

  it('parks a stale update as a conflict; "mine" sends it over the server version', async () => {
    const db = await adminCopy()
    const local = (await db.vendors.where('slug').equals('existing-vendor').first())!
    await h.admin('patch', `/api/vendors/${local.id}`).send({ description: 'Server edit' })
    await updateLocal(db, 'vendor', local.id, { pricingModel: 'My model' })
    expect(await sendPending(db, h.fetchAs(h.cookies.admin))).toMatchObject({ conflicts: 1 })
    const parked = (await db.outbox.toArray())[0]
    expect(parked.status).toBe('conflict')
    expect(parked.serverRow).toMatchObject({ description: 'Server edit' })
    expect((await db.vendors.get(local.id))?.pricingModel).toBe('My model')
    await resolveConflict(db, parked.seq!, 'mine')
    expect(await sendPending(db, h.fetchAs(h.cookies.admin))).toMatchObject({ sent: 1 })
    expect(await h.db.get('SELECT description, pricing_model FROM vendors WHERE id = ?', local.id)).toEqual({ description: 'Server edit', pricing_model: 'My model' })
    expect(await db.vendors.get(local.id)).toMatchObject({ description: 'Server edit', pricingModel: 'My model' })
  })

  it('"theirs" drops the local edit and keeps the server row', async () => {
    const db = await adminCopy()
    const local = (await db.vendors.where('slug').equals('existing-vendor').first())!
    await h.admin('patch', `/api/vendors/${local.id}`).send({ pricingModel: 'Server wins' })
    await updateLocal(db, 'vendor', local.id, { pricingModel: 'Mine loses' })
    await sendPending(db, h.fetchAs(h.cookies.admin))
    const parked = (await db.outbox.toArray())[0]
    await resolveConflict(db, parked.seq!, 'theirs')
    expect(await db.outbox.count()).toBe(0)
    expect((await db.vendors.get(local.id))?.pricingModel).toBe('Server wins')
    expect(await count("SELECT COUNT(*) FROM vendors WHERE pricing_model = 'Mine loses'")).toBe(0)
  })

  it('rolls back a refused change and keeps the server’s reason', async () => {
    const db = h.newDb()
    await pull(db, { fetchImpl: h.fetchAs(h.cookies.member) })
    const vendor = (await db.vendors.where('slug').equals('existing-vendor').first())!
    await updateLocal(db, 'vendor', vendor.id, { name: 'Member Rename' })
    await deleteLocal(db, 'vendor', vendor.id)
    const created = await createLocal(db, 'vendor', vendorBody({ name: 'Member Vendor' }))
    expect(await sendPending(db, h.fetchAs(h.cookies.member))).toMatchObject({ rejected: 3 })
    expect((await db.vendors.get(vendor.id))?.name).toBe(vendor.name)
    expect(await db.vendors.get(created)).toBeUndefined()
    const reasons = await db.rejections.toArray()
    expect(reasons.map((r) => r.status)).toEqual([403, 403, 403])
    expect(reasons[0].message).toBe('Admin privileges are required')
    expect(await count("SELECT COUNT(*) FROM vendors WHERE name IN ('Member Rename', 'Member Vendor')")).toBe(0)
  })

  it('a create whose answer is lost never holds a pull: the pull re-keys it, it shows once, and a delete made meanwhile reaches it', async () => {
    const db = await adminCopy()
    const admin = h.fetchAs(h.cookies.admin)
    const tempId = await createLocal(db, 'vendor', vendorBody({ name: 'Short Lived Vendor' }))
    expect((await sendPending(db, losingAnswers(admin))).retryInMs).toBeGreaterThan(0)
    expect(await count("SELECT COUNT(*) FROM vendors WHERE name = 'Short Lived Vendor'")).toBe(1) // it did land
    // The pull goes on: it says the create was applied and the id of its row, so the temporary row takes it.
    await pull(db, { fetchImpl: admin, ownerId: h.ids.admin })
    expect(await localNamed(db, 'Short Lived Vendor')).toBe(1)
    expect(await db.vendors.get(tempId)).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
    // A delete through the temporary id (a screen still showing it) reaches the real row.
    await deleteLocal(db, 'vendor', tempId)
    expect(await localNamed(db, 'Short Lived Vendor')).toBe(0)
    await pull(db, { fetchImpl: admin, ownerId: h.ids.admin })
    expect(await localNamed(db, 'Short Lived Vendor')).toBe(0)
    expect(await sendPending(db, admin, { ignoreBackoff: true })).toMatchObject({ sent: 1, rejected: 0 })
    expect(await count("SELECT COUNT(*) FROM vendors WHERE name = 'Short Lived Vendor'")).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('an edit or delete made through the temporary id after the create landed reaches the real row', async () => {
    const db = await adminCopy()
    const admin = h.fetchAs(h.cookies.admin)
    const tempId = await createLocal(db, 'vendor', vendorBody({ name: 'Renamed Later Vendor' }))
    await sendPending(db, admin)
    const realId = await count("SELECT id FROM vendors WHERE name = 'Renamed Later Vendor'")
    // A list rendered just before the re-keying still hands out the temporary id.
    await updateLocal(db, 'vendor', tempId, { description: 'Edited through the old id' })
    expect(await db.vendors.get(realId)).toMatchObject({ description: 'Edited through the old id' })
    await deleteLocal(db, 'vendor', tempId)
    expect(await db.vendors.get(realId)).toBeUndefined()
    expect(await sendPending(db, admin)).toMatchObject({ sent: 2, rejected: 0 })
    expect(await count('SELECT COUNT(*) FROM vendors WHERE id = ?', realId)).toBe(0)
  })
})

