// The person's notifications as a list of links, newest first: who mentioned them, on which item of
// which board, or whose subscription request waits for their approval, or who decided on theirs, or
// which subscription's notice deadline is near; an excerpt and when. Unread ones say so in words (not
// only in colour). Opening one marks it read and goes to the board's thread of that item, the
// request's approval screen, or the Renewals page.
import { Badge, Box, Flex, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { formatDate } from '../../../sync/rules/dates'
import type { Notification } from '../../../sync/schemas'

/**
 * Where a notification leads: its board, with the item's thread chosen; a request's approval screen;
 * the renewals of the reminder's workspace (or of the person working alone).
 */
export function threadPath(n: Pick<Notification, 'kind' | 'boardId' | 'itemId' | 'orderId' | 'workspaceId'>): string {
  if (n.kind === 'mention') return `/evaluation-center/${n.boardId}?comments=${n.itemId}`
  if (n.kind === 'renewal-reminder') return `/renewals?workspace=${n.workspaceId ?? 'alone'}`
  return `/approvals/${n.orderId}`
}

/** What the notification says happened. */
function headline(n: Notification): string {
  if (n.kind === 'approval-request') return `${n.authorName} asks for your approval of ${n.itemName} in ${n.boardName}`
  if (n.kind === 'approval-decision') return `${n.authorName} decided on your request for ${n.itemName}`
  if (n.kind === 'renewal-reminder') return `Notice deadline near: ${n.itemName}${n.boardName ? ` in ${n.boardName}` : ''}`
  return `${n.authorName} mentioned you on ${n.itemName} in ${n.boardName}`
}

interface Props {
  notifications: readonly Notification[]
  onOpen: (notification: Notification) => void
}

export function NotificationList({ notifications, onOpen }: Props) {
  if (notifications.length === 0) return <Text color="fg.muted">No notifications yet. When a colleague mentions you in a comment or asks for your approval, it shows here.</Text>
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="3" aria-label="Notifications">
      {notifications.map((n) => (
        <Box as="li" key={n.id} borderWidth="1px" borderRadius="md" p="4" bg={n.readAt ? undefined : 'bg.subtle'}>
          <Flex gap="2" align="baseline" wrap="wrap">
            {!n.readAt && <Badge colorPalette="blue">Unread</Badge>}
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to={threadPath(n)} onClick={() => onOpen(n)}>{headline(n)}</RouterLink>
            </Link>
          </Flex>
          <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">{n.excerpt}</Text>
          <Text mt="1" fontSize="sm" color="fg.muted">{formatDate(n.createdAt, 'dateTime')}</Text>
        </Box>
      ))}
    </Box>
  )
}
