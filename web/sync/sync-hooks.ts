// What the sync status UI shows: the engine's state plus live counts from the outbox.
import { useLiveQuery } from 'dexie-react-hooks'
import { BOARD_CLASH } from '../../sync/mutations'
import type { OutboxEntry } from '../../sync/protocol/outbox'
import { useSyncStatus, type SyncStatus } from './base/status-store'
import { useSession } from './base/session'
import { discardReviewed, sendReviewed } from './push/review'
import { db, type SyncRejection } from '../db/db'

export interface SyncOverview extends SyncStatus {
  pending: number
  conflicts: OutboxEntry[]
  rejections: SyncRejection[]
  /** The signed-in person's changes waiting for their review (web/sync/push/review.ts), oldest first. */
  review: OutboxEntry[]
}

export function useSyncOverview(): SyncOverview {
  const status = useSyncStatus()
  const userId = useSession((s) => s.user?.id ?? null)
  const pending = useLiveQuery(() => db.outbox.count(), []) ?? 0
  // A board's clashes are chosen on the board's screen (web/data/account/board-history.ts), not in the admin area.
  const conflicts = useLiveQuery(() => db.outbox.where('status').equals('conflict').filter((e) => e.name !== BOARD_CLASH).toArray(), []) ?? []
  const rejections = useLiveQuery(() => db.rejections.orderBy('at').reverse().limit(20).toArray(), []) ?? []
  const review = useLiveQuery(() => db.outbox.where('status').equals('review').filter((e) => (e.ownerId ?? null) === userId).toArray(), [userId]) ?? []
  return { ...status, pending, conflicts, rejections, review }
}

export async function dismissRejections(): Promise<void> {
  await db.rejections.clear()
}

/** The person's answer to the changes waiting for their review: send them again, or discard them. */
export async function answerReview(choice: 'send' | 'discard'): Promise<void> {
  const userId = useSession.getState().user?.id
  if (userId === undefined) return
  await (choice === 'send' ? sendReviewed(db, userId) : discardReviewed(db, userId))
}
