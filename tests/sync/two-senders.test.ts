// Without Web Locks (Safari before 15.4; docs/engines.md) two tabs may send the same outbox at the
// same time. Each entry carries its Idempotency-Key, so whichever tab's request comes second is
// answered with the stored answer, and every change lands on the server exactly once.
import { beforeAll, describe, expect, it } from 'vitest'
import { openVettedDb } from '../../web/db/db'
import { createLocal, updateLocal } from '../../web/sync/push/local-writes'
import { pull } from '../../web/sync/pull/pull'
import { sendPending } from '../../web/sync/push/sender'
import { vendorBody } from '../api/harness'
import { makeSyncHarness, type SyncHarness } from './sync-harness'

let h: SyncHarness
const rows = (sql: string, ...params: unknown[]) => h.db.prepare(sql).all(...params) as Record<string, unknown>[]

beforeAll(async () => {
  h = await makeSyncHarness()
})

describe('two tabs sending without a lock', () => {
  it('every change lands once: a create, its edit, and two edits of one row', async () => {
    const name = `two-tabs-${process.pid}`
    const tabA = openVettedDb(name)
    const tabB = openVettedDb(name) // a second connection to the same database: another tab
    const sends = new Map<string, number>()
    const admin = h.fetchAs(h.cookies.admin)
    const fetchImpl: typeof admin = (path, init) => {
      const key = (init.headers as Record<string, string> | undefined)?.['Idempotency-Key']
      if (key) sends.set(key, (sends.get(key) ?? 0) + 1)
      return admin(path, init)
    }
    const existing = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Edited from two tabs' }))).body as { id: number }
    await pull(tabA, { fetchImpl })
    const before = rows('SELECT * FROM idempotency_keys').length

    const created = await createLocal(tabA, 'vendor', vendorBody({ name: 'Made with two tabs open' }))
    await updateLocal(tabA, 'vendor', created, { description: 'Edited before it was sent' })
    await updateLocal(tabA, 'vendor', existing.id, { description: 'First edit' })
    await updateLocal(tabB, 'vendor', existing.id, { description: 'Second edit' })
    const queued = await tabA.outbox.toArray()
    expect(queued).toHaveLength(4)

    // Both tabs send the whole queue at once, each until nothing is left for it.
    const drain = async (db: typeof tabA) => {
      for (let round = 0; round < 10 && (await db.outbox.count()) > 0; round++) await sendPending(db, fetchImpl, { ignoreBackoff: true })
    }
    await Promise.all([drain(tabA), drain(tabB)])

    // The tabs did race: changes were sent by both (each of them, in this run's timing).
    expect([...sends.values()].some((n) => n > 1)).toBe(true)
    expect(await tabA.outbox.count()).toBe(0) // nothing parked as a conflict, nothing refused
    expect(await tabA.rejections.count()).toBe(0)
    expect(rows("SELECT description FROM vendors WHERE name = 'Made with two tabs open'")).toEqual([{ description: 'Edited before it was sent' }])
    expect(rows('SELECT description FROM vendors WHERE id = ?', existing.id)).toEqual([{ description: 'Second edit' }])
    // One stored answer per change: a second send of any of them was a replay, not a new write.
    expect(rows('SELECT * FROM idempotency_keys').length - before).toBe(4)
    expect(await tabA.vendors.where('id').below(0).count()).toBe(0)
    tabA.close()
    tabB.close()
  })
})
