// What each committed transaction changed, told to listeners (the live channel, api/sync/live/) once
// it has committed, never from inside it: a poke sent before COMMIT could make a client pull before
// its change is readable, and a rolled-back write must poke nobody.
//
// The versioned writes (api/db/repo.ts) note each change with its audience as they run; session ends
// (api/auth/sessions.ts) are noted too. Each database keeps its notes (`db.notices`): the outermost
// transaction hands them over after it commits and drops them when it rolls back (api/db/sqlite-db.ts,
// api/db/postgres-db.ts).
// A write outside any transaction (it commits on its own) is handed over at once.
//
// Several processes may serve one database (PostgreSQL): a relay (api/db/postgres-notice-relay.ts)
// publishes each notice of this process's commits to the others, and hands theirs to this process's
// listeners, which hear every commit to the database whichever process made it.
import { audienceOfChange, type SyncEntity } from '../../sync/entities'

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

/** A listener may answer a promise (it reads the database to decide whom to tell); its failure is logged like a thrown one. */
type Listener = (notice: CommitNotice) => void | Promise<void>

const emptyNotice = (): CommitNotice => ({
  version: 0, firstVersion: 0, everyone: false, admins: false, owners: new Set(), endedSessions: new Set(), endedUsers: new Set(),
})

/** Carries notices between the processes that share one database. */
export interface NoticeRelay {
  /** Starts handing the other processes' notices to `tell` (once this database has a listener). */
  start(tell: (notice: CommitNotice) => void): void
  /** A commit of this process, for the others. */
  publish(notice: CommitNotice): void
}

/** One database's notes of the transaction under way, and who hears of its commits. */
export class CommitNotices {
  private pending: CommitNotice | null = null

  constructor(
    private readonly listeners = new Set<Listener>(),
    private readonly relay?: NoticeRelay,
  ) {}

  /**
   * The notes of one transaction, told to this database's listeners when it commits: where transactions
   * run side by side (PostgreSQL), each keeps its own, so one's commit never tells another's changes.
   */
  forTransaction(): CommitNotices {
    return new CommitNotices(this.listeners, this.relay)
  }

  /** Calls `listener` after every commit that changed synced rows or ended sessions. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener)
    this.relay?.start((notice) => this.tell(notice))
    return () => this.listeners.delete(listener)
  }

  /** Adds to the notes of the write under way; outside a transaction it has committed, and is told at once. */
  note(inTransaction: boolean, change: (notice: CommitNotice) => void): void {
    // With a relay, other processes may listen even when this one does not.
    if (this.listeners.size === 0 && !this.relay) return
    this.pending ??= emptyNotice()
    change(this.pending)
    if (!inTransaction) this.committed()
  }

  /** The outermost transaction committed: its notes go out, to this process's listeners and the others'. */
  committed(): void {
    const notice = this.pending
    this.pending = null
    if (!notice) return
    this.relay?.publish(notice)
    this.tell(notice)
  }

  /** Tells the listeners of a commit (this process's, or one another process made). */
  private tell(notice: CommitNotice): void {
    for (const listener of this.listeners) {
      // The write has committed: its answer must still go out whatever a listener does.
      try {
        const told = listener(notice)
        if (told) told.catch(listenerFailed)
      } catch (err) {
        listenerFailed(err)
      }
    }
  }

  /** The outermost transaction rolled back: nothing it noted happened. */
  rolledBack(): void {
    this.pending = null
  }
}

const listenerFailed = (err: unknown) => console.error('A commit listener failed:', err)

/** What the notes need of a database or a transaction. */
interface Noting {
  readonly inTransaction: boolean
  readonly notices: CommitNotices
}

/** Calls `listener` after every commit of `db` that changed synced rows or ended sessions. */
export function onCommit(db: Noting, listener: Listener): () => void {
  return db.notices.listen(listener)
}

/** A versioned write's change (api/db/repo.ts). */
export function noteChange(db: Noting, version: number, audience: Audience): void {
  db.notices.note(db.inTransaction, (n) => {
    n.version = Math.max(n.version, version)
    n.firstVersion = n.firstVersion ? Math.min(n.firstVersion, version) : version
    if (audience.to === 'everyone') n.everyone = true
    else if (audience.to === 'admins') n.admins = true
    else n.owners.add(audience.userId)
  })
}

/** Sessions that ended: their live connections close (api/auth/sessions.ts). */
export function noteSessionsEnded(db: Noting, ended: { tokenHash: string } | { userId: number }): void {
  db.notices.note(db.inTransaction, (n) => ('tokenHash' in ended ? n.endedSessions.add(ended.tokenHash) : n.endedUsers.add(ended.userId)))
}
