// Sending a contact message. Online, POST /api/contact answers at once (the person sees the server's
// confirmation or its field messages). Offline, or when the network drops mid-send, the message is
// queued in the outbox: the sync engine sends it on reconnecting, from any page, and the header's sync
// status counts it meanwhile. It is stored once: a signed-in person's by its change number, a
// visitor's by its content (the server keeps the same message from one address once an hour). The outbox is keyed by synced
// entities and a message is none: it is queued under 'user' with id 0, a row that never exists, so the
// sender's bookkeeping (re-keying, rollback on refusal) has nothing to touch.
import type { ContactMessageInput } from '../../../sync/schemas'
import { db, type VettedDb } from '../../db/db'
import { api } from '../../sync/base/api-client'
import { queueWrite } from '../../sync/push/local-writes'

export const CONTACT_PATH = '/api/contact'

export type SendOutcome = { status: 'sent'; message: string } | { status: 'queued' }

/** Queues the message in the outbox (exported for tests, which pass their own database). */
export async function queueContactMessage(message: ContactMessageInput, d: VettedDb = db): Promise<SendOutcome> {
  await queueWrite(d, [], ({ queue }) =>
    queue({ name: 'contact.send', entityId: 0, args: message, before: null }))
  return { status: 'queued' }
}

/** Sends now when online; queues when offline or unreachable. Throws ApiError for a refusal (400, 429). */
export async function sendContactMessage(message: ContactMessageInput, online = navigator.onLine): Promise<SendOutcome> {
  if (!online) return queueContactMessage(message)
  try {
    const answer = await api<{ message: string }>(CONTACT_PATH, {
      method: 'POST', body: message, headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
    return { status: 'sent', message: answer.message }
  } catch (error) {
    if (error instanceof TypeError) return queueContactMessage(message) // fetch rejects with TypeError when the network fails
    throw error
  }
}
