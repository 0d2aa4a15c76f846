// When the signed-in identity changes, the previous account's rows leave this device's copy (its
// favourites, cart, boards, orders; an admin's users and drafts; the documents they opened) and the new account's rows are
// fetched. The previous person's unsent changes and the rows they created here are stashed and the
// new person's own stash comes back (web/sync/account/stash.ts, docs/sync.md "Accounts on a shared device").
import type { SyncEntity } from '../../../sync/protocol/changes'
import { TABLE_OF, type VettedDb } from '../../db/db'
import { logoutPending, type SessionUser } from '../base/session'
import type { FetchLike } from '../base/api-client'
import { pull } from '../pull/pull'
import { ACCOUNT_ROWS_KEY } from '../copy/account-mark'
import { rowKey } from '../copy/rebase'
import { ACCOUNT_ENTITIES } from '../copy/reset'
import { clearOpenedDocuments } from './opened-documents'
import { restoreAccount, stashAccount } from './stash'

/** The account whose rows the copy holds: recorded only once they were downloaded (copy/account-mark.ts). */
const IDENTITY_KEY = ACCOUNT_ROWS_KEY
/**
 * Whose private pending state (and account rows) is out on the device. Kept apart from the identity so
 * a download retried by the next round neither stashes, restores nor clears a second time.
 */
const ON_DEVICE_KEY = 'identityOnDevice'
/** Who a person is to sync: whose rows the copy holds, and whom a live stream speaks for. */
export const identityOf = (user: SessionUser | null) => (user ? `${user.id}:${user.role}` : 'anonymous')
const userIdOf = (identity: string | undefined) => (identity && identity !== 'anonymous' ? Number(identity.split(':')[0]) : null)

/**
 * Returns true when the identity changed (and the copy was adjusted). Runs inside the sync lock, so no
 * other tab's round writes the previous account's rows meanwhile. The identity is recorded once the
 * account's rows were downloaded; a download that fails is tried again by the next round.
 * `stillSignedIn`: the download stops (SignedOutDuringPull) once this person is no longer the one signed in.
 */
export async function followIdentity(db: VettedDb, user: SessionUser | null, fetchImpl?: FetchLike, stillSignedIn?: () => boolean): Promise<boolean> {
  const identity = identityOf(user)
  const arriving = user?.id ?? null
  const downloaded = (await db.meta.get(IDENTITY_KEY))?.value as string | undefined
  // A copy from before the stash existed: whoever was downloaded is the one on the device.
  const onDevice = ((await db.meta.get(ON_DEVICE_KEY))?.value as string | undefined) ?? downloaded
  if (onDevice !== identity) {
    const leaving = userIdOf(onDevice)
    if (leaving !== null && leaving !== arriving) await stashAccount(db, leaving)
    await stashOthers(db, arriving)
    if (arriving !== null && leaving !== arriving) await restoreAccount(db, arriving)
    await clearAccountRows(db, onDevice?.endsWith(':admin') ?? false)
    await clearOpenedDocuments()
    await db.meta.put({ key: ON_DEVICE_KEY, value: identity })
  } else {
    await stashOthers(db, arriving)
    if (downloaded === identity) return stopWhileLogoutPending(user, false)
  }
  if (user) await pull(db, { scope: 'account', fetchImpl, ownerId: user.id, stillSignedIn })
  await db.meta.put({ key: IDENTITY_KEY, value: identity })
  return stopWhileLogoutPending(user, true)
}

/**
 * Anyone else's changes still queued go to their stash, every round: a tab whose session lagged behind
 * a sign-in in another tab stamps its write for the person who left, and it must neither stay on
 * screen nor wait in the queue for the person now signed in (it comes back when its owner signs in here).
 */
async function stashOthers(db: VettedDb, arriving: number | null): Promise<void> {
  const owners = new Set((await db.outbox.toArray()).map((e) => e.ownerId ?? null))
  for (const owner of owners) if (owner !== null && owner !== arriving) await stashAccount(db, owner)
}

/**
 * Signed out on this device but not yet on the server: the session cookie still speaks for the person
 * who left, so the round ends here, with their data put aside, rather than send or pull as them.
 */
function stopWhileLogoutPending(user: SessionUser | null, changed: boolean): boolean {
  if (!user && logoutPending()) throw new Error('Signing out has not reached the server yet')
  return changed
}

/** Rows with queued changes stay: they are the new person's, restored just before (or a visitor's). */
async function clearAccountRows(db: VettedDb, wasAdmin: boolean): Promise<void> {
  const tables = [...ACCOUNT_ENTITIES, 'blogPost', 'resource'].map((e) => db.table(TABLE_OF[e as SyncEntity]))
  await db.transaction('rw', [...tables, db.outbox], async () => {
    const queued = new Set((await db.outbox.toArray()).map((e) => rowKey(e.entity, e.entityId)))
    for (const entity of ACCOUNT_ENTITIES) {
      await db.table(TABLE_OF[entity]).where('id').above(0).filter((row: { id: number }) => !queued.has(rowKey(entity, row.id))).delete()
    }
    if (wasAdmin) {
      await db.blogPosts.filter((p) => !p.published && !queued.has(rowKey('blogPost', p.id))).delete()
      await db.resources.filter((r) => !r.published && !queued.has(rowKey('resource', r.id))).delete()
    }
  })
}
