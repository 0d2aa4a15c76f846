// A contact message queued offline reaches the real server once when the outbox is sent, even if the
// first answer is lost (sent signed in: the server keeps Idempotency-Key answers for signed-in accounts
// only, docs/security.md "Abuse"), and the rest of the local copy is untouched.
import { beforeAll, expect, it } from 'vitest'
import { losingAnswers, makeSyncHarness, offline, type SyncHarness } from '../../../tests/sync/sync-harness'
import type { ContactMessage } from '../../../sync/schemas'
import { sendPending } from '../../sync/push/sender'
import { queueContactMessage, sendContactMessage } from './contact-messages'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})

const stored = async (name: string) => ((await h.admin('get', '/api/admin/contact-messages')).body as ContactMessage[]).filter((m) => m.name === name)

it('offline, the message is queued and sent once after reconnecting', async () => {
  const d = h.newDb()
  const message = { name: 'Queued Quinn', email: 'quinn@example.com', company: '', subject: 'Support', message: 'Please call me back today.' }
  expect(await queueContactMessage(message, d)).toEqual({ status: 'queued' })
  expect(await d.outbox.toArray()).toMatchObject([{ name: 'contact.send', args: message }])
  await sendPending(d, offline)
  expect(await stored('Queued Quinn')).toHaveLength(0)
  await sendPending(d, losingAnswers(h.fetchAs(h.cookies.member)), { ignoreBackoff: true })
  await sendPending(d, h.fetchAs(h.cookies.member), { ignoreBackoff: true })
  expect(await d.outbox.count()).toBe(0)
  expect(await d.rejections.count()).toBe(0)
  expect(await stored('Queued Quinn')).toMatchObject([{ email: 'quinn@example.com', subject: 'Support', company: null }])
})

it('sendContactMessage queues without trying the network when the browser is offline', async () => {
  // The default database is the app's; only the outcome matters here.
  expect(await sendContactMessage({ name: 'Offline Olu', email: 'olu@example.com', message: 'Hello from a plane.' }, false)).toEqual({ status: 'queued' })
})
