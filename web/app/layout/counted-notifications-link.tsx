// The header's notifications bell with the live unread count (lazily loaded by notifications-link.tsx).
import { useUnreadNotificationCount } from './header-data'
import { NotificationsButton } from './notifications-button'

export default function CountedNotificationsLink() {
  return <NotificationsButton unread={useUnreadNotificationCount()} />
}
