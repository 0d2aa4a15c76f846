// /notifications: the signed-in person's notifications (a colleague mentioned them in a board
// comment), reached from the bell in the header. Reads the local copy, so it works offline.
import { Container, Flex, Heading, Spinner, Text } from '@chakra-ui/react'
import { usePageTitle } from '../../components/use-page-title'
import { markNotificationRead, useNotifications } from '../../data/account/notifications'
import { useSession } from '../../sync/base/session'
import { NotificationList } from './notification-list'

export default function NotificationsScreen() {
  usePageTitle('Notifications')
  const user = useSession((s) => s.user)
  const known = useSession((s) => s.known)
  const notifications = useNotifications()
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">Notifications</Heading>
      {!user && known && <Text>Sign in to see your notifications.</Text>}
      {user && !notifications && <Flex justify="center" py="12"><Spinner size="lg" color="brand.solid" aria-label="Loading your notifications" /></Flex>}
      {user && notifications && <NotificationList notifications={notifications} onOpen={(n) => void markNotificationRead(n)} />}
    </Container>
  )
}
