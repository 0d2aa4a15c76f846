// The notifications bell in the header, for signed-in people only. The unread count reads the local
// copy, whose code loads after the page: until then, no badge.
import { lazyPart } from '../../components/lazy-part'
import { useSessionUser } from './header-session'
import { NotificationsButton } from './notifications-button'

const CountedNotificationsLink = lazyPart(() => import('./counted-notifications-link'), () => <NotificationsButton unread={0} />)

export function NotificationsLink() {
  return useSessionUser() ? <CountedNotificationsLink /> : null
}
