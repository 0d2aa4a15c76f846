// /renewals: every subscription of the current workspace (working alone: the person's own), soonest
// notice deadline first, so a buyer sees at a glance what needs a decision: days left on each, overdue
// deadlines in red. Reads the device's copy and writes through the outbox, so it works offline; the
// calendar export is written here from that copy too (sync/rules/renewal-calendar.ts).
import { Alert, Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { localDay } from '../../../sync/rules/dates'
import { formatMoney } from '../../../sync/rules/money'
import { renewalCalendar } from '../../../sync/rules/renewal-calendar'
import { mayAddSubscription, mayChangeSubscription } from '../../../sync/rules/subscriptions'
import type { Subscription } from '../../../sync/schemas'
import { downloadFile } from '../../components/download-file'
import { usePageTitle } from '../../components/use-page-title'
import { addSubscription, editSubscription, setSubscriptionStatus, startRenewalReview, useSubscriptions } from '../../data/account/renewals'
import { pickWorkspace, useCurrentWorkspace, useMyWorkspaces, useWorkspaceMembers } from '../../data/account/workspaces'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import { useSession } from '../../sync/base/session'
import { RenewalCard } from './renewal-card'
import { renewalRows, yearlyTotal } from './renewal-rows'
import { SubscriptionDialog } from './subscription-dialog'

type Editing = { kind: 'add' } | { kind: 'edit'; subscription: Subscription } | null

/**
 * `?workspace=` (a reminder's link: a workspace's id, or "alone") makes that workspace current on this
 * device when the person is in it, then leaves the address.
 */
function usePickedFromLink(userId: number | undefined): void {
  const [params, setParams] = useSearchParams()
  const wanted = params.get('workspace')
  const mine = useMyWorkspaces(userId)
  useEffect(() => {
    if (wanted === null || mine === undefined) return
    if (wanted === 'alone') pickWorkspace(null)
    else if (mine.some((w) => String(w.id) === wanted)) pickWorkspace(Number(wanted))
    setParams({}, { replace: true })
  }, [wanted, mine, setParams])
}

export default function RenewalsScreen() {
  usePageTitle('Renewals')
  const user = useSession((s) => s.user)
  const workspace = useCurrentWorkspace()
  const workspaceId = workspace?.id ?? null
  const members = useWorkspaceMembers(workspaceId ?? 0)
  const subscriptions = useSubscriptions(workspaceId, user?.id)
  const displayCurrency = useDisplayCurrency()
  const navigate = useNavigate()
  const [editing, setEditing] = useState<Editing>(null)
  usePickedFromLink(user?.id)
  if (!user) return <Container py="10"><Text>Sign in to see your renewals.</Text></Container>

  const active = (members ?? []).filter((m) => m.status === 'active')
  const role = workspaceId === null ? null : active.find((m) => m.userId === user.id)?.role ?? null
  const currency = workspace?.currency ?? displayCurrency
  const ownerName = (userId: number) => {
    if (userId === user.id) return 'You'
    const member = active.find((m) => m.userId === userId)
    return member ? member.name || member.username : 'A former member'
  }
  const rows = renewalRows(subscriptions ?? [], localDay(new Date()), currency, ownerName)
  const overdue = rows.filter((r) => r.urgency === 'overdue').length
  const owners = role === 'admin' ? active.map((m) => ({ userId: m.userId, name: m.userId === user.id ? `${m.name || m.username} (you)` : m.name || m.username })) : []
  const title = workspace ? `${workspace.name} renewals` : 'My renewals'

  const exportCalendar = () => downloadFile('renewals.ics', renewalCalendar(title, subscriptions ?? [], new Date()), 'text/calendar;charset=utf-8')
  const startReview = async (subscription: Subscription) => {
    const boardId = await startRenewalReview(subscription)
    void navigate(`/evaluation-center/${boardId}`)
  }

  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Flex justify="space-between" align={{ base: 'start', md: 'end' }} gap="4" wrap="wrap" mb="6" direction={{ base: 'column', md: 'row' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Renewals</Heading>
          <Text color="fg.muted" mt="1">
            {workspace ? `Subscriptions of ${workspace.name}` : 'Your own subscriptions (working alone)'}
            {rows.length > 0 && ` · ${formatMoney(yearlyTotal(rows), currency)} per year`}
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          {mayAddSubscription(workspaceId, role) && <Button colorPalette="brand" onClick={() => setEditing({ kind: 'add' })}>Add subscription</Button>}
          <Button variant="outline" onClick={exportCalendar} disabled={rows.length === 0}>Export calendar (.ics)</Button>
        </Flex>
      </Flex>
      {overdue > 0 && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{`${overdue} notice ${overdue === 1 ? 'deadline has' : 'deadlines have'} passed`}</Alert.Title>
        </Alert.Root>
      )}
      {subscriptions?.length === 0 && (
        <Text color="fg.muted">No subscriptions yet. An approved request shows here with its renewal dates{mayAddSubscription(workspaceId, role) ? ', and you can add one bought elsewhere.' : '.'}</Text>
      )}
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Subscriptions by notice deadline">
        {rows.map((row) => (
          <RenewalCard key={row.subscription.id} row={row} currency={currency}
            mayChange={mayChangeSubscription(row.subscription, user.id, role)}
            onEdit={() => setEditing({ kind: 'edit', subscription: row.subscription })}
            onStatus={(status) => void setSubscriptionStatus(row.subscription, status)}
            onStartReview={() => void startReview(row.subscription)} />
        ))}
      </Stack>
      {editing && (
        <SubscriptionDialog
          title={editing.kind === 'add' ? 'Add a subscription' : `Edit ${editing.subscription.name}`}
          submitLabel={editing.kind === 'add' ? 'Add subscription' : 'Save'}
          subscription={editing.kind === 'edit' ? editing.subscription : undefined}
          workspaceId={workspaceId} defaultCurrency={currency} owners={owners} defaultOwnerId={user.id}
          onSubmit={async (values) => {
            if (editing.kind === 'add') return addSubscription(values)
            const { workspaceId: _w, vendorId: _v, productId: _p, ownerId, ...terms } = values
            return editSubscription(editing.subscription, { ...terms, ...(ownerId !== editing.subscription.userId && { ownerId }) })
          }}
          onClose={() => setEditing(null)} />
      )}
    </Container>
  )
}
