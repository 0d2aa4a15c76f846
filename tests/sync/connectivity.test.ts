// Connectivity follows what the app can reach, and a build the server or the database has moved
// past stops writing and asks for a reload.
import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { PROTOCOL_VERSION } from '../../sync/protocol/protocol-version'
import { openVettedDb, onNewerSchema } from '../../web/db/db'
import { apiRaw } from '../../web/sync/base/api-client'
import { updateLocal } from '../../web/sync/push/local-writes'
import { pull } from '../../web/sync/pull/pull'
import { sendPending } from '../../web/sync/push/sender'
import { useSyncStatus } from '../../web/sync/base/status-store'
import { makeSyncHarness } from './sync-harness'

const h = await makeSyncHarness()
const noNetwork = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch')
}

afterEach(() => useSyncStatus.setState({ online: true, reloadNeeded: null }))

describe('connectivity', () => {
  it('a request with no answer marks the app offline until a request gets one', async () => {
    useSyncStatus.setState({ online: true })
    await expect(apiRaw('/api/health', {}, noNetwork)).rejects.toThrow()
    expect(useSyncStatus.getState().online).toBe(false)
    await apiRaw('/api/health', {}, h.fetchAs())
    expect(useSyncStatus.getState().online).toBe(true)
  })

  it('a request that times out counts as no answer', async () => {
    const never = (_: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))
    await expect(apiRaw('/api/health', { timeoutMs: 50 }, never)).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(useSyncStatus.getState().online).toBe(false)
  })

  it('an error answer (500) still means the server is reachable', async () => {
    useSyncStatus.setState({ online: false })
    await apiRaw('/api/health', {}, async () => new Response('boom', { status: 500 }))
    expect(useSyncStatus.getState().online).toBe(true)
  })
})

describe('protocol and schema changes', () => {
  it('every call carries the protocol version; a 426 asks for a reload and the outbox sends nothing more', async () => {
    const seen: string[] = []
    const spy = (path: string, init: RequestInit) => {
      seen.push((init.headers as Record<string, string>)['X-Vetted-Protocol'])
      return h.fetchAs(h.cookies.admin)(path, init)
    }
    const db = h.newDb()
    await pull(db, { fetchImpl: spy })
    expect(seen.every((v) => v === String(PROTOCOL_VERSION))).toBe(true)
    const vendor = (await h.admin('post', '/api/vendors').send({ name: 'Protocol Vendor', category: 'HR' })).body
    await pull(db, { fetchImpl: spy })
    await updateLocal(db, 'vendor', vendor.id, { description: 'Queued by an old build' })
    const gone = async () => Response.json({ message: 'This version of the app is out of date.' }, { status: 426 })
    expect(await sendPending(db, gone)).toMatchObject({ sent: 0, rejected: 0 })
    expect(useSyncStatus.getState().reloadNeeded).toBe('protocol')
    expect(await sendPending(db, h.fetchAs(h.cookies.admin))).toMatchObject({ sent: 0 }) // nothing until reloaded
    expect(await db.outbox.count()).toBe(1)
  })

  it('another tab opening the database with a newer schema closes this one and asks for a reload', async () => {
    const name = `schema-change-${process.pid}`
    const old = openVettedDb(name)
    await old.open()
    let told = 0
    const stop = onNewerSchema(() => told++)
    const newer = new Dexie(name)
    newer.version(Math.round(old.verno) + 1).stores({ extra: 'id' })
    await newer.open() // would block forever if the old connection stayed open
    expect(told).toBe(1)
    expect(old.isOpen()).toBe(false)
    stop()
    newer.close()
  })
})
