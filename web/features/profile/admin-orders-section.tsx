// "All subscription requests" for admins, inside the profile's Orders tab (the admin dashboard's tabs are
// a fixed set): every buyer's request, newest first, with its reference, the buyer, product, users, first payment
// and date, and a status the admin can change. Read from the server, so it needs a connection.
import { Box, Button, Flex, Heading, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { formatDate } from '../../../sync/rules/dates'
import { formatMoney } from '../../../sync/rules/money'
import { ORDER_STATUS_NAMES } from '../../../sync/rules/order-status'
import type { OrderStatus } from '../../../sync/schemas'
import { toaster } from '../../components/toaster'
import { setOrderStatus, useAdminOrders, type AdminOrder } from '../../data/admin/orders-admin'
import { ExtendedChakra } from '../../theme/extended-system'
import { ChosenOnBoard } from '../../components/chosen-on-board'
import { useBoardNames } from '../../data/account/board-decision'

export default function AdminOrdersSection() {
  const { orders, error, reload } = useAdminOrders()
  // The board a request was chosen on is linked only where this admin's device holds it (they may open it).
  const boardNames = useBoardNames(orders?.map((o) => o.boardId) ?? [])
  return (
    <ExtendedChakra>
      <Box as="section" aria-labelledby="all-orders-heading">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" id="all-orders-heading" size="lg">All subscription requests{orders ? ` (${orders.length})` : ''}</Heading>
          <Button size="sm" variant="outline" onClick={reload}>Refresh</Button>
        </Flex>
        {error && <Text color="fg.error" mb="3" role="alert">{error}</Text>}
        {orders === undefined ? (
          <Spinner role="status" color="brand.solid" aria-label="Loading subscription requests" />
        ) : orders.length === 0 ? (
          !error && <Text color="fg.muted">No subscription requests yet.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="lg">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {['Reference', 'Buyer', 'Product', 'Users', 'First payment', 'Requested', 'Status'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {orders.map((o) => <AdminOrderRow key={o.id} order={o} onChanged={reload} boardName={o.boardId ? boardNames?.get(o.boardId) : undefined} />)}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
    </ExtendedChakra>
  )
}

function AdminOrderRow({ order, onChanged, boardName }: { order: AdminOrder; onChanged: () => void; boardName: string | undefined }) {
  const [status, setStatus] = useState<OrderStatus>(order.status)
  const [saving, setSaving] = useState(false)
  const product = order.productName ?? `Product #${order.productId}`
  async function change(next: OrderStatus) {
    setStatus(next)
    setSaving(true)
    try {
      await setOrderStatus(order, next)
      toaster.create({ title: 'Status updated', description: `${order.reference ?? product} (${product} for ${order.username ?? 'a deleted user'}): ${ORDER_STATUS_NAMES[next]}`, type: 'success' })
    } catch (err) {
      setStatus(order.status)
      toaster.create({ title: 'Could not change the status', description: (err as Error).message, type: 'error' })
    } finally {
      setSaving(false)
      onChanged()
    }
  }
  return (
    <Table.Row data-testid="admin-order-row">
      <Table.Cell whiteSpace="nowrap" fontFamily="mono">{order.reference ?? '—'}</Table.Cell>
      <Table.Cell>{order.username ?? 'Deleted user'}</Table.Cell>
      <Table.Cell>
        {product}
        {order.boardId && (boardName
          ? <ChosenOnBoard boardId={order.boardId} boardName={boardName} fontSize="xs" />
          : <Text fontSize="xs" color="fg.muted">Chosen on a team board</Text>)}
      </Table.Cell>
      <Table.Cell>{order.users}</Table.Cell>
      <Table.Cell>{formatMoney(order.total, order.currency)}</Table.Cell>
      <Table.Cell>{formatDate(order.createdAt, 'text')}</Table.Cell>
      <Table.Cell minW="10rem">
        <NativeSelect.Root size="sm" disabled={saving}>
          <NativeSelect.Field aria-label={`Status of ${order.username ?? 'deleted user'}'s ${product} request`} value={status}
            onChange={(e) => void change(e.currentTarget.value as OrderStatus)}>
            {(Object.keys(ORDER_STATUS_NAMES) as OrderStatus[]).map((s) => <option key={s} value={s}>{ORDER_STATUS_NAMES[s]}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
    </Table.Row>
  )
}
