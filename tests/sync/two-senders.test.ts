// Without Web Locks (Safari before 15.4; docs/engines.md) two tabs may send the same outbox at the
// same time. Each change gets its number once, in the transaction that reads it (both tabs send the
// same number), so whichever tab's request comes second is answered with the recorded answer, and
// every change lands on the server exactly once.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { openVettedDb } from '../../web/db/db'
import { createLocal, updateLocal } from '../../web/sync/push/local-writes'
import { pull } from '../../web/sync/pull/pull'
import { sendPending } from '../../web/sync/push/sender'
import { vendorBody } from '../api/harness'
import { MUTATION_HEADER } from '../../sync/protocol/client-mutations'
import { PUSH_PATH } from '../../sync/protocol/push'
import { followIdentity } from '../../web/sync/account/account-data'
import { actAs, makeSyncHarness, signedIn, type SyncHarness } from './sync-harness'

let h: SyncHarness
const rows = async (sql: string, ...params: unknown[]) => await h.db.all<Record<string, unknown>>(sql, ...params)

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
      // A change's number: on its REST call, or on each change of a batch.
      const key = (init.headers as Record<string, string> | undefined)?.[MUTATION_HEADER]
      const batched = path === PUSH_PATH ? (JSON.parse(init.body as string) as { mutations: { id: number }[] }).mutations.map((m) => String(m.id)) : []
      for (const k of key ? [key, ...batched] : batched) sends.set(k, (sends.get(k) ?? 0) + 1)
      return admin(path, init)
    }
    const existing = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Edited from two tabs' }))).body as { id: number }
    actAs(h, h.cookies.admin)
    await pull(tabA, { fetchImpl, ownerId: h.ids.admin })

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
    expect(await rows("SELECT description FROM vendors WHERE name = 'Made with two tabs open'")).toEqual([{ description: 'Edited before it was sent' }])
    expect(await rows('SELECT description FROM vendors WHERE id = ?', existing.id)).toEqual([{ description: 'Second edit' }])
    // Numbers 1 to 4, each applied once: a second send of any of them was a replay, not a new write.
    expect(await rows('SELECT last_mutation_id FROM sync_clients WHERE user_id = ?', h.ids.admin)).toEqual([{ last_mutation_id: 4 }])
    expect(await tabA.vendors.where('id').below(0).count()).toBe(0)
    tabA.close()
    tabB.close()
  })

  it('a late answer to a change the other tab already settled changes nothing: the newer row stays, and the next edit is no conflict', async () => {
    const name = `late-answer-${process.pid}`
    const [tabA, tabB] = [openVettedDb(name), openVettedDb(name)]
    const admin = h.fetchAs(h.cookies.admin)
    const { id } = (await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Answered late' }))).body as { id: number }
    const serverRow = async () => (await rows('SELECT description, version FROM vendors WHERE id = ?', id))[0]
    const user = signedIn(h, h.cookies.admin)
    await pull(tabA, { fetchImpl: admin, ownerId: h.ids.admin })
    await followIdentity(tabA, user, admin)
    await updateLocal(tabA, 'vendor', id, { description: 'First' })

    // Tab A sends it; the answer is slow to come back.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const slow: typeof admin = async (path, init) => {
      const res = await admin(path, init)
      await held
      return res
    }
    const sendingA = sendPending(tabA, slow, { ownerId: h.ids.admin })
    await vi.waitFor(async () => expect((await serverRow()).description).toBe('First'))
    // Tab B sends the same change (answered from the server's record), then a newer edit of the row.
    expect(await sendPending(tabB, admin, { ownerId: h.ids.admin })).toMatchObject({ sent: 1 })
    await updateLocal(tabB, 'vendor', id, { description: 'Second' })
    expect(await sendPending(tabB, admin, { ownerId: h.ids.admin })).toMatchObject({ sent: 1, conflicts: 0 })
    const newer = await serverRow()
    release()
    await sendingA

    expect(await tabA.vendors.get(id)).toMatchObject({ description: 'Second', version: newer.version })
    await updateLocal(tabA, 'vendor', id, { description: 'Third' })
    expect(await sendPending(tabA, admin, { ownerId: h.ids.admin })).toEqual({ sent: 1, rejected: 0, conflicts: 0 })
    expect((await serverRow()).description).toBe('Third')
    tabA.close()
    tabB.close()
  })
})
