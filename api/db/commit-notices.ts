// What each committed transaction changed, told to listeners (the live channel, api/sync/live/) once
// it has committed, never from inside it: a poke sent before COMMIT could make a client pull before
// its change is readable, and a rolled-back write must poke nobody.
//
// The versioned writes (api/db/repo.ts) note each change with its audience as they run; session ends
// (api/auth/sessions.ts) are noted too. `trackCommits` wraps db.transaction so that the outermost
// transaction hands its notes over after it returns, and drops them when it throws. A write outside
// any transaction (SQLite commits each statement on its own) is handed over at once.
import { audienceOfChange, type SyncEntity } from '../../sync/entities'
import type { Db } from './db-handle'

/**
 * Who may see a change in their feed, as readChanges (api/sync/sync-repo.ts) decides it: every
 * visitor, administrators only (users, drafts), or one account (its favourites, cart, boards, orders).
 */
export type Audience = { to: 'everyone' } | { to: 'admins' } | { to: 'owner'; userId: number }

/**
 * The audience of a change to a row of `entity`, by the registry's rule (audienceOfChange): an account's
 * row concerns its owner, an admin-only row or a draft that stays a draft admins, anything else everyone.
 */
export function audienceOf(entity: SyncEntity, ownerId: number | null, publishedBeforeOrAfter: boolean): Audience {
  const to = audienceOfChange(entity, publishedBeforeOrAfter)
  // A team's or a workspace's row pokes its owner field's account here; repo.ts adds the rest of the team.
  if (to === 'owner' || to === 'members' || to === 'workspace') return ownerId === null ? { to: 'admins' } : { to: 'owner', userId: ownerId }
  return { to }
}

export interface CommitNotice {
  /** The feed version after the commit (0 when only sessions ended). */
  version: number
  /** The first version the commit used (0 when only sessions ended): a commit's versions are consecutive. */
  firstVersion: number
  everyone: boolean
  admins: boolean
  owners: Set<number>
  /** Sessions ended by token hash (sign-out) or by user (password change, deactivation, deletion). */
  endedSessions: Set<string>
  endedUsers: Set<number>
}

type Listener = (notice: CommitNotice) => void

interface Tracking {
  pending: CommitNotice | null
  listeners: Set<Listener>
}

const tracked = new WeakMap<Db, Tracking>()

const emptyNotice = (): CommitNotice => ({
  version: 0, firstVersion: 0, everyone: false, admins: false, owners: new Set(), endedSessions: new Set(), endedUsers: new Set(),
})

/** Makes `db` report its commits (once per connection; openDatabase calls it). */
export function trackCommits(db: Db): void {
  if (tracked.has(db)) return
  const tracking: Tracking = { pending: null, listeners: new Set() }
  tracked.set(db, tracking)
  const original = db.transaction.bind(db)
  db.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const transaction = original(fn)
    const wrap = (run: (...args: unknown[]) => unknown) => (...args: unknown[]) => {
      if (db.inTransaction) return run(...args) // a savepoint: the outermost transaction reports
      try {
        const result = run(...args)
        flush(tracking)
        return result
      } catch (err) {
        tracking.pending = null
        throw err
      }
    }
    // better-sqlite3's transaction variants are plain functions (they use no `this`).
    /* eslint-disable @typescript-eslint/unbound-method */
    return Object.assign(wrap(transaction), {
      default: wrap(transaction.default),
      deferred: wrap(transaction.deferred),
      immediate: wrap(transaction.immediate),
      exclusive: wrap(transaction.exclusive),
    })
    /* eslint-enable @typescript-eslint/unbound-method */
  }) as Db['transaction']
}

/** Calls `listener` after every commit that changed synced rows or ended sessions. */
export function onCommit(db: Db, listener: Listener): () => void {
  trackCommits(db)
  const { listeners } = tracked.get(db)!
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A versioned write's change (api/db/repo.ts). */
export function noteChange(db: Db, version: number, audience: Audience): void {
  note(db, (n) => {
    n.version = Math.max(n.version, version)
    n.firstVersion = n.firstVersion ? Math.min(n.firstVersion, version) : version
    if (audience.to === 'everyone') n.everyone = true
    else if (audience.to === 'admins') n.admins = true
    else n.owners.add(audience.userId)
  })
}

/** Sessions that ended: their live connections close (api/auth/sessions.ts). */
export function noteSessionsEnded(db: Db, ended: { tokenHash: string } | { userId: number }): void {
  note(db, (n) => ('tokenHash' in ended ? n.endedSessions.add(ended.tokenHash) : n.endedUsers.add(ended.userId)))
}

function note(db: Db, change: (notice: CommitNotice) => void): void {
  const tracking = tracked.get(db)
  if (!tracking || tracking.listeners.size === 0) return
  tracking.pending ??= emptyNotice()
  change(tracking.pending)
  if (!db.inTransaction) flush(tracking)
}

function flush(tracking: Tracking): void {
  const notice = tracking.pending
  tracking.pending = null
  if (!notice) return
  for (const listener of tracking.listeners) {
    // The write has committed: its answer must still go out whatever a listener does.
    try {
      listener(notice)
    } catch (err) {
      console.error('A commit listener failed:', err)
    }
  }
}
