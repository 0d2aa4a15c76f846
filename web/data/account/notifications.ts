// The signed-in person's notifications on this device (docs/board-teams.md, "Comments and
// notifications"): rows the server makes when a comment mentions them, brought by the feed. Opening
// one marks it read, an optimistic write queued as `notification.read`.
import { useLiveQuery } from 'dexie-react-hooks'
import type { Notification } from '../../../sync/schemas'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { queueWrite } from '../../sync/push/local-writes'

/** The person's notifications, newest first; undefined while reading. */
export function useNotifications(): Notification[] | undefined {
  const userId = useSession((s) => s.user?.id ?? null)
  return useLiveQuery(async () => {
    if (userId === null) return []
    const rows = (await appDb.notifications.toArray()).filter((n) => n.userId === userId)
    return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  }, [userId])
}

/** How many of the person's notifications are unread (0 while reading). */
export function useUnreadNotificationCount(): number {
  const userId = useSession((s) => s.user?.id ?? null)
  return useLiveQuery(async () => (userId === null ? 0 : appDb.notifications.filter((n) => n.userId === userId && !n.readAt).count()), [userId]) ?? 0
}

/** Marks a notification read, here at once and on the server when online. Already read: nothing to do. */
export async function markNotificationRead(notification: Notification, d: VettedDb = appDb): Promise<void> {
  if (notification.readAt || !useSession.getState().user) return
  await queueWrite(d, [d.notifications], async ({ queue }) => {
    const before = await d.notifications.get(notification.id)
    if (!before || before.readAt) return
    const at = new Date().toISOString()
    await d.notifications.put({ ...before, readAt: at })
    await queue({ name: 'notification.read', entityId: before.id, args: { at }, before })
  })
}
