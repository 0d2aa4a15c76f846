// The Orders tab: the buyer's subscription requests from the local copy (newest first) with their
// reference, status, price and date; a request made offline says it is waiting to be sent (its reference
// comes from the server). A link from the cart (?order=<id>) scrolls to its request and marks it. "No orders yet" until
// there is one. A workspace's request still in its approval shows where it stands ("Awaiting approval"),
// a link to its approval screen. Admins also get "All subscription requests" (every buyer's, with status changes).
import { Badge, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { formatDate } from '../../../sync/rules/dates'
import { formatMoney } from '../../../sync/rules/money'
import { quantityText } from '../../../sync/rules/plan-quantity'
import { ORDER_STATUS_NAMES, canCancel } from '../../../sync/rules/order-status'
import { APPROVAL_STATUS_NAMES } from '../../../sync/rules/approval-state'
import { cancelRequest, useOrders, type OrderView } from '../../data/account/orders'
import { useBoardNames } from '../../data/account/board-decision'
import { ChosenOnBoard } from '../../components/chosen-on-board'
import { useSession } from '../../sync/base/session'
import { EmptyTab } from './empty-tab'
import { statusPalette } from './order-status'

const AdminOrdersSection = lazy(() => import('./admin-orders-section'))

export function OrdersTab() {
  const orders = useOrders()
  // A request chosen on a board links to it only when this device holds the board (its reader may open it).
  const boardNames = useBoardNames(orders?.map((o) => o.boardId) ?? [])
  const isAdmin = useSession((s) => s.user?.role === 'admin')
  return (
    <Stack gap="8" pt="2">
      {orders === undefined ? null : orders.length === 0 ? (
        <EmptyTab title="No orders yet" text="Your purchase history will appear here once you send a subscription request." />
      ) : (
        <Box as="section" aria-labelledby="my-orders-heading">
          <Heading as="h2" id="my-orders-heading" size="lg" mb="3">Your subscription requests ({orders.length})</Heading>
          <Stack as="ul" gap="3" listStyleType="none">
            {orders.map((o) => <OrderRow key={o.id} order={o} boardName={o.boardId ? boardNames?.get(o.boardId) : undefined} />)}
          </Stack>
        </Box>
      )}
      {isAdmin && (
        <Suspense fallback={null}>
          <AdminOrdersSection />
        </Suspense>
      )}
    </Stack>
  )
}

function OrderRow({ order, boardName }: { order: OrderView; boardName: string | undefined }) {
  const name = order.productName ?? `Product #${order.productId}`
  const [params] = useSearchParams()
  const focused = params.get('order') === String(order.id)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' })
  }, [focused])
  return (
    <Flex as="li" ref={ref} data-testid="order-row" aria-label={`${name} request`} aria-current={focused ? 'true' : undefined} gap="3" p="4" rounded="lg"
      borderWidth={focused ? '2px' : '1px'} borderColor={focused ? 'brand.solid' : 'border'}
      direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }}>
      <Box minW="0">
        <Text fontSize="sm" color="fg.muted" data-testid="order-reference">{order.reference ? `Reference ${order.reference}` : 'Reference given once sent'}</Text>
        {order.productSlug ? (
          <Link asChild fontWeight="semibold" color="fg"><RouterLink to={`/products/${order.productSlug}`}>{name}</RouterLink></Link>
        ) : (
          <Text fontWeight="semibold">{name}</Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {order.tierName ? `${order.tierName} plan · ` : ''}{quantityText(order, order.users)} · first payment {formatMoney(order.total, order.currency)}
          {order.trialDays > 0 ? ` after a ${order.trialDays}-day trial` : ''} · requested {formatDate(order.createdAt, 'text')}
        </Text>
        {order.boardId && boardName && <ChosenOnBoard boardId={order.boardId} boardName={boardName} fontSize="sm" />}
      </Box>
      <Flex gap="2" align="center" flexShrink={0}>
        {order.pending && <Badge variant="outline" colorPalette="orange">Waiting to sync</Badge>}
        {order.approvalStatus && order.approvalStatus !== 'approved' ? (
          <Link asChild fontSize="sm" fontWeight="semibold"><RouterLink to={`/approvals/${order.id}`} data-testid="order-approval">{APPROVAL_STATUS_NAMES[order.approvalStatus]}</RouterLink></Link>
        ) : (
          <Badge variant="subtle" size="md" colorPalette={statusPalette(order.status)} data-testid="order-status">Status: {ORDER_STATUS_NAMES[order.status]}</Badge>
        )}
        {canCancel(order.status) && (
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Cancel the ${name} request`}
            onClick={() => void cancelRequest(order.id).catch((err) => console.error('Could not cancel the request', err))}>
            Cancel request
          </Button>
        )}
      </Flex>
    </Flex>
  )
}
