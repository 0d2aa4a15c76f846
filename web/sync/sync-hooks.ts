// What the sync status UI shows: the engine's state plus live counts from the outbox.
import { useLiveQuery } from 'dexie-react-hooks'
import type { OutboxEntry } from '../../sync/protocol/outbox'
import { useSyncStatus, type SyncStatus } from './base/status-store'
import { db, type SyncRejection } from '../db/db'

export interface SyncOverview extends SyncStatus {
  pending: number
  conflicts: OutboxEntry[]
  rejections: SyncRejection[]
}

export function useSyncOverview(): SyncOverview {
  const status = useSyncStatus()
  const pending = useLiveQuery(() => db.outbox.count(), []) ?? 0
  const conflicts = useLiveQuery(() => db.outbox.where('status').equals('conflict').toArray(), []) ?? []
  const rejections = useLiveQuery(() => db.rejections.orderBy('at').reverse().limit(20).toArray(), []) ?? []
  return { ...status, pending, conflicts, rejections }
}

export async function dismissRejections(): Promise<void> {
  await db.rejections.clear()
}
