// The header's notifications bell; its badge shows how many notifications are unread (none at 0),
// and it opens /notifications.
import { BellIcon } from '../../components/icons'
import { CountBadgeLink } from './count-badge-link'

export const notificationsLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`)

export function NotificationsButton({ unread }: { unread: number }) {
  return <CountBadgeLink to="/notifications" label={notificationsLabel(unread)} count={unread} icon={<BellIcon />} testId="notification-count" />
}
