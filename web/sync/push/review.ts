// Changes waiting for the person's review (docs/sync.md, "Exactly once"): the server forgot this
// device's client for them (client-ids.ts), so nothing tells whether it applied the changes it was sent
// whose answers never came. The person decides: send them again (each under a new number), or discard
// them (rolled back as a refusal would be, without a message: they chose it).
import type { VettedDb } from '../../db/db'
import { allTables } from '../copy/outbox-rows'
import { wakeSender } from './outbox'
import { withdraw } from './refusals'

const inReview = (db: VettedDb, ownerId: number) =>
  db.outbox.filter((e) => e.status === 'review' && (e.ownerId ?? null) === ownerId).sortBy('seq')

/** Sends the reviewed changes again; the queue behind them moves on. */
export async function sendReviewed(db: VettedDb, ownerId: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const e of await inReview(db, ownerId)) await db.outbox.update(e.seq, { status: 'pending', attempts: 0, notBefore: 0 })
  })
  wakeSender()
}

/** Drops the reviewed changes, each row back to the server's; the queue behind them moves on. */
export async function discardReviewed(db: VettedDb, ownerId: number): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    for (const e of await inReview(db, ownerId)) if (await db.outbox.get(e.seq)) await withdraw(db, e, false)
  })
  wakeSender()
}
