// The download counter on fake-indexeddb against the real server: a download queued in the outbox
// (offline, or online before the sender runs) is counted once, even when the answer is lost and the
// call retried; a count refused 404 (the resource was unpublished) takes it off the copy.
import { beforeAll, describe, expect, it } from 'vitest'
import { losingAnswers, makeSyncHarness, offline, type SyncHarness } from '../../../tests/sync/sync-harness'
import type { Resource } from '../../../sync/schemas'
import { pull } from '../../sync/pull/pull'
import { sendPending } from '../../sync/push/sender'
import { countResourceDownload } from './resources'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})

async function published(title: string): Promise<Resource> {
  const res = await h.admin('post', '/api/resources').send({ title, description: 'A checklist.', published: true, downloadUrl: '/media/x.csv' })
  expect(res.status).toBe(201)
  return res.body as Resource
}
const serverDownloads = async (id: number) => ((await h.admin('get', `/api/resources/${id}`)).body as Resource).downloads

describe('countResourceDownload', () => {
  it('queues POST /api/resources/{id}/download and the server counts it once, even after a lost answer', async () => {
    const resource = await published('Counted once')
    const d = h.newDb()
    await pull(d, { fetchImpl: h.fetchAs() })
    await countResourceDownload(resource, d)
    const [entry] = await d.outbox.toArray()
    expect(entry).toMatchObject({ name: 'resource.download', entity: 'resource', entityId: resource.id })
    // Offline: nothing is sent and the entry waits.
    expect((await sendPending(d, offline)).retryInMs).toBeGreaterThan(0)
    expect(await serverDownloads(resource.id)).toBe(0)
    // The request reaches the server but the answer is lost; the retry is not counted again (a visitor
    // counts once per resource per hour: visitors' calls carry no change numbers).
    await sendPending(d, losingAnswers(h.fetchAs()), { ignoreBackoff: true })
    await sendPending(d, h.fetchAs(), { ignoreBackoff: true })
    expect(await d.outbox.count()).toBe(0)
    expect(await serverDownloads(resource.id)).toBe(1)
    // Counting changes no version, so no pull brings the count: the answer puts it on the device.
    expect(await d.resources.get(resource.id)).toMatchObject({ title: 'Counted once', downloads: 1 })
  })

  it('a count refused 404 takes the resource off the copy, as the server no longer shows it, and lists the reason', async () => {
    const resource = await published('Unpublished meanwhile')
    const d = h.newDb()
    await pull(d, { fetchImpl: h.fetchAs() })
    await countResourceDownload(resource, d)
    await h.admin('put', `/api/resources/${resource.id}`).send({ title: resource.title, description: 'A checklist.', published: false })
    const result = await sendPending(d, h.fetchAs())
    expect(result.rejected).toBe(1)
    expect(await d.resources.get(resource.id)).toBeUndefined()
    expect(await d.outbox.count()).toBe(0)
    expect((await d.rejections.toArray())[0]).toMatchObject({ status: 404, message: 'Resource not found' })
  })
})
