// /approvals/{orderId}: a workspace's subscription request, for its approvers and its requester
// (ApprovalView). Reads the local copy, so an approver decides offline on a tablet; the decision lands
// once when back online, or comes back refused, with both decisions, when a colleague's landed first.
import { Container, Flex, Heading, Spinner } from '@chakra-ui/react'
import { useParams } from 'react-router'
import { decisionRefusal } from '../../../sync/rules/workspace-roles'
import { usePageTitle } from '../../components/use-page-title'
import { toaster } from '../../components/toaster'
import { decideOnRequest, resubmitRequest, useApprovalSteps, useOrder, useProductName, useRefusedDecisions, useWaitingSteps } from '../../data/account/approvals'
import { useBoardNames } from '../../data/account/board-decision'
import { useWorkspace, useWorkspaceMembers } from '../../data/account/workspaces'
import { useSession } from '../../sync/base/session'
import { ApprovalView } from './approval-view'

const failed = (err: unknown) => toaster.create({ type: 'error', title: 'Not saved', description: (err as Error).message })

export default function ApprovalScreen() {
  const orderId = Number(useParams().orderId)
  usePageTitle('Approval')
  const user = useSession((s) => s.user)
  const order = useOrder(orderId)
  const steps = useApprovalSteps(orderId)
  const refusals = useRefusedDecisions(orderId)
  const waiting = useWaitingSteps()
  const workspace = useWorkspace(order?.workspaceId ?? 0)
  const members = useWorkspaceMembers(order?.workspaceId ?? 0)
  const productName = useProductName(order?.productId)
  const boardNames = useBoardNames(order?.boardId ? [order.boardId] : [])
  if (order === undefined || steps === undefined || members === undefined) return <Flex justify="center" py="16"><Spinner size="lg" aria-label="Loading the request" /></Flex>
  if (!order || !order.workspaceId || !user) return <Container maxW="3xl" py="10"><Heading as="h1" size="2xl">Request not found</Heading></Container>
  const role = members.find((m) => m.userId === user.id && m.status === 'active')?.role ?? null
  const boardName = order.boardId ? boardNames?.get(order.boardId) : undefined
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">Subscription request approval</Heading>
      <ApprovalView order={order} productName={productName ?? `Product #${order.productId}`} workspaceName={workspace?.name ?? 'Workspace'}
        board={order.boardId && boardName ? { id: order.boardId, name: boardName } : null} steps={steps} refusals={refusals ?? []} waiting={waiting}
        canDecide={decisionRefusal(role, order.userId, user.id) === null && !steps.some((s) => s.round === (order.approvalRound ?? 1) && s.userId === user.id && s.kind !== 'requested' && s.kind !== 'resubmitted')}
        canResubmit={order.userId === user.id}
        onDecide={(decision, comment) => decideOnRequest(order, decision, comment).catch(failed)}
        onResubmit={(edit) => resubmitRequest(order, edit).catch(failed)} />
    </Container>
  )
}
