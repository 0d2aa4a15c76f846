// When the signed-in identity changes, the previous account's rows leave this device's copy (its
// favourites, cart, boards, orders; an admin's users and drafts) and the new account's rows are
// fetched. Rows created here and not yet sent stay: their outbox entries wait for their owner.
import type { SyncEntity } from '../../sync/protocol/changes'
import { TABLE_OF, type VettedDb } from '../data/db'
import type { SessionUser } from '../data/session'
import type { FetchLike } from './api-client'
import { pull } from './pull'
import { ACCOUNT_ENTITIES } from './reset'

const IDENTITY_KEY = 'identity'
const identityOf = (user: SessionUser | null) => (user ? `${user.id}:${user.role}` : 'anonymous')

/** Returns true when the identity changed (and the copy was adjusted). */
export async function followIdentity(db: VettedDb, user: SessionUser | null, fetchImpl?: FetchLike): Promise<boolean> {
  const identity = identityOf(user)
  const previous = (await db.meta.get(IDENTITY_KEY))?.value as string | undefined
  if (previous === identity) return false
  await clearAccountRows(db, previous?.endsWith(':admin') ?? false)
  if (user) await pull(db, { scope: 'account', fetchImpl })
  await db.meta.put({ key: IDENTITY_KEY, value: identity })
  return true
}

async function clearAccountRows(db: VettedDb, wasAdmin: boolean): Promise<void> {
  const tables = [...ACCOUNT_ENTITIES, 'blogPost', 'resource'].map((e) => db.table(TABLE_OF[e as SyncEntity]))
  await db.transaction('rw', tables, async () => {
    for (const entity of ACCOUNT_ENTITIES) await db.table(TABLE_OF[entity]).where('id').above(0).delete()
    if (wasAdmin) {
      await db.blogPosts.filter((p) => !p.published).delete()
      await db.resources.filter((r) => !r.published).delete()
    }
  })
}
