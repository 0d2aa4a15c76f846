// A write's outbox wake-up runs outside the writing transaction: the sender it starts reads other
// tables, which inside that transaction's zone failed with NotFoundError and left the change queued.
import { expect, it } from 'vitest'
import { db } from '../../db/db'
import { enqueue, onEnqueue } from './outbox'

it('wakes listeners outside the transaction that queued the entry', async () => {
  let seen: string | null = null
  const stop = onEnqueue(() => {
    db.vendors.count().then(() => (seen = 'read other tables'), (e: Error) => (seen = e.name))
  })
  await db.transaction('rw', [db.outbox], () => enqueue(db, null, { name: 'vendor.create', entityId: -1 }))
  await expect.poll(() => seen).toBe('read other tables')
  stop()
  await db.outbox.clear()
})
