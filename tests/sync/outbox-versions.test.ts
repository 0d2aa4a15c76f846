// The outbox against the real server, where queued writes could work against each other: several queued
// edits of one row, deletes with If-Match, buyers' rows changed on another device, a session that
// ended, a refused create with dependents, and a clock set back.
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocal, deleteLocal, updateLocal } from '../../web/sync/push/local-writes'
import { pull } from '../../web/sync/pull/pull'
import { sendPending } from '../../web/sync/push/sender'
import { useSyncStatus } from '../../web/sync/base/status-store'
import { vendorBody } from '../api/harness'
import { makeSyncHarness, type SyncHarness } from './sync-harness'

let h: SyncHarness
let existingId: number
const sql = async (query: string, ...params: unknown[]) => await h.db.get<Record<string, unknown>>(query, ...params)

beforeAll(async () => {
  h = await makeSyncHarness()
  existingId = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Versioned Vendor' }))).body.id
})

async function copyAs(cookie: string) {
  const db = h.newDb()
  await pull(db, { fetchImpl: h.fetchAs(cookie) })
  return db
}

describe('queued edits of one row', () => {
  it.each([2, 5, 20])('%i edits of one vendor made offline land in order with no conflict', async (n) => {
    const db = await copyAs(h.cookies.admin)
    for (let i = 1; i <= n; i++) await updateLocal(db, 'vendor', existingId, { description: `Edit ${i} of ${n}` })
    expect(await sendPending(db, h.fetchAs(h.cookies.admin))).toEqual({ sent: n, rejected: 0, conflicts: 0 })
    expect((await sql('SELECT description FROM vendors WHERE id = ?', existingId))?.description).toBe(`Edit ${n} of ${n}`)
    expect(await db.outbox.count()).toBe(0)
    const local = await db.vendors.get(existingId)
    expect(local).toMatchObject({ description: `Edit ${n} of ${n}`, version: (await sql('SELECT version FROM vendors WHERE id = ?', existingId))?.version })
  })

  it('edits queued on a row created offline follow its create, then each other', async () => {
    const db = await copyAs(h.cookies.admin)
    const id = await createLocal(db, 'vendor', vendorBody({ name: 'Born Offline' }))
    await updateLocal(db, 'vendor', id, { description: 'first' })
    await updateLocal(db, 'vendor', id, { description: 'second' })
    expect(await sendPending(db, h.fetchAs(h.cookies.admin))).toEqual({ sent: 3, rejected: 0, conflicts: 0 })
    expect((await sql("SELECT description FROM vendors WHERE name = 'Born Offline'"))?.description).toBe('second')
  })

  it('a delete sends If-Match: a delete queued over a row changed elsewhere is a conflict, not a silent loss', async () => {
    const db = await copyAs(h.cookies.admin)
    const victim = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Delete Me Later' }))).body.id as number
    await pull(db, { fetchImpl: h.fetchAs(h.cookies.admin) })
    await deleteLocal(db, 'vendor', victim)
    await h.admin('patch', `/api/vendors/${victim}`).send({ description: 'Changed by another admin' })
    expect(await sendPending(db, h.fetchAs(h.cookies.admin))).toMatchObject({ conflicts: 1 })
    expect((await sql('SELECT description FROM vendors WHERE id = ?', victim))?.description).toBe('Changed by another admin')
  })
})

describe("a buyer's own rows", () => {
  it('a board edited on two devices merges field by field with no conflict to resolve', async () => {
    const board = (await h.member('post', '/api/boards').send({ name: 'Laptop board', type: 'vendor', items: [] })).body
    const tablet = await copyAs(h.cookies.member)
    await updateLocal(tablet, 'board', board.id, { items: [{ itemId: existingId }] })
    await h.member('patch', `/api/boards/${board.id}`).send({ name: 'Renamed on the laptop' })
    expect(await sendPending(tablet, h.fetchAs(h.cookies.member))).toEqual({ sent: 1, rejected: 0, conflicts: 0 })
    const stored = (await sql('SELECT name, items FROM boards WHERE id = ?', board.id))!
    expect(stored.name).toBe('Renamed on the laptop')
    expect(JSON.parse(stored.items as string)).toEqual([{ itemId: existingId }])
    expect(await tablet.boards.get(board.id)).toMatchObject({ name: 'Renamed on the laptop', items: [{ itemId: existingId }] })
    expect(await tablet.outbox.count()).toBe(0)
  })

  it('an edit of a board deleted on another device says so once and leaves nothing queued', async () => {
    const board = (await h.member('post', '/api/boards').send({ name: 'Soon gone', type: 'vendor', items: [] })).body
    const tablet = await copyAs(h.cookies.member)
    await updateLocal(tablet, 'board', board.id, { name: 'Edited offline' })
    await updateLocal(tablet, 'board', board.id, { name: 'Edited again' })
    await h.member('delete', `/api/boards/${board.id}`)
    expect(await sendPending(tablet, h.fetchAs(h.cookies.member))).toMatchObject({ rejected: 1, conflicts: 0 })
    expect((await tablet.rejections.toArray()).map((r) => r.message)).toEqual(['This board was deleted on another device, so this change was not saved.'])
    expect(await tablet.boards.get(board.id)).toBeUndefined()
    expect(await tablet.outbox.count()).toBe(0)
  })
})

describe('holding and refusing', () => {
  it('a 401 while sending holds the queue and asks to sign in; nothing is rolled back or dropped', async () => {
    const db = await copyAs(h.cookies.admin)
    await updateLocal(db, 'vendor', existingId, { description: 'Written before the session ended' })
    expect(await sendPending(db, h.fetchAs(undefined))).toMatchObject({ sent: 0, rejected: 0, signInNeeded: true })
    expect(useSyncStatus.getState().signInNeeded).toBe(true)
    expect(await db.outbox.count()).toBe(1)
    expect(await db.rejections.count()).toBe(0)
    expect((await db.vendors.get(existingId))?.description).toBe('Written before the session ended')
    expect(await sendPending(db, h.fetchAs(h.cookies.admin))).toMatchObject({ sent: 1 })
    useSyncStatus.setState({ signInNeeded: false })
  })

  it('a refused create takes the changes that depend on it with one message', async () => {
    const db = await copyAs(h.cookies.admin)
    const vendorId = await createLocal(db, 'vendor', vendorBody({ name: '' })) // refused: 400
    const productId = await createLocal(db, 'product', { vendorId, name: 'Orphan Product' })
    await createLocal(db, 'productTier', { productId, name: 'Orphan Tier' })
    const result = await sendPending(db, h.fetchAs(h.cookies.admin))
    expect(result).toMatchObject({ sent: 0, rejected: 1 })
    const messages = (await db.rejections.toArray()).map((r) => r.message)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/2 changes that depend on it were not sent either\.$/)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.products.where('id').below(0).count()).toBe(0)
    expect(await db.productTiers.where('id').below(0).count()).toBe(0)
  })

  it('a form that submits a temporary id after its row landed reaches the real row', async () => {
    const db = await copyAs(h.cookies.admin)
    const productId = (await h.admin('post', '/api/products').send({ vendorId: existingId, name: 'Tiered Product' })).body.id as number
    await pull(db, { fetchImpl: h.fetchAs(h.cookies.admin) })
    const tempTier = await createLocal(db, 'productTier', { productId, name: 'Business' })
    await sendPending(db, h.fetchAs(h.cookies.admin)) // the tier lands and is re-keyed
    // The option dialog was opened before that, on the tier's temporary id.
    await createLocal(db, 'pricingOption', { productTierId: tempTier, price: '99', currency: 'USD' })
    expect(await sendPending(db, h.fetchAs(h.cookies.admin))).toMatchObject({ sent: 1, rejected: 0 })
    const tier = (await sql("SELECT id FROM product_tiers WHERE product_id = ? AND name = 'Business'", productId))!
    expect((await sql('SELECT COUNT(*) AS n FROM pricing_options WHERE product_tier_id = ? AND price = 99', tier.id))?.n).toBe(1)
  })

  it('a clock set back a year after a hold does not stall the queue', async () => {
    const db = await copyAs(h.cookies.admin)
    await updateLocal(db, 'vendor', existingId, { description: 'Sent despite the clock' })
    await sendPending(db, async () => { throw new TypeError('Failed to fetch') })
    const [entry] = await db.outbox.toArray()
    // As if the hold happened with the clock a year ahead, and the clock was then put right.
    await db.outbox.update(entry.seq, { notBefore: entry.notBefore + 365 * 24 * 3600 * 1000 })
    expect(await sendPending(db, h.fetchAs(h.cookies.admin))).toMatchObject({ sent: 1 })
  })
})
