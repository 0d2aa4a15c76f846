// One subscription request's approval, as an approver or its requester reads it: the request and its
// total, the linked evaluation board, what the policy needs and who approved, the history (who, what,
// when), a decision of this person's that clashed with a colleague's (both shown), and what the reader
// may do: decide (an approver who is not the requester), or edit and send it again (the requester,
// after a request for changes).
import { Alert, Badge, Box, Button, Field, Flex, Heading, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { APPROVAL_STATUS_NAMES, STEP_WORDS, type Decision } from '../../../sync/rules/approval-state'
import { formatDate } from '../../../sync/rules/dates'
import { formatMoney } from '../../../sync/rules/money'
import type { ApprovalStep, Order } from '../../../sync/schemas'

export interface ApprovalViewProps {
  order: Order
  productName: string
  workspaceName: string
  /** The linked board, when this device holds it (its reader may open it). */
  board: { id: number; name: string } | null
  steps: readonly ApprovalStep[]
  /** The server's refusals of this person's decisions (a clash: the message names both decisions). */
  refusals: readonly { id?: number; message: string }[]
  /** Step ids still waiting to be sent. */
  waiting: ReadonlySet<number>
  canDecide: boolean
  canResubmit: boolean
  onDecide: (decision: Decision, comment: string | null) => Promise<void> | void
  onResubmit: (edit: { users: number; notes: string | null }) => Promise<void> | void
}

export function needText(order: Pick<Order, 'approvalsNeeded'>, approvals: number): string {
  const needed = order.approvalsNeeded ?? 0
  return `Needs ${needed} approval${needed === 1 ? '' : 's'} · ${approvals} given`
}

export function ApprovalView(p: ApprovalViewProps) {
  const round = p.order.approvalRound ?? 1
  const approvers = p.steps.filter((s) => s.round === round && s.kind === 'approved')
  const status = p.order.approvalStatus
  return (
    <Stack gap="6">
      <Box borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" gap="3" wrap="wrap" align="start">
          <Box>
            <Heading as="h2" size="lg">{p.productName}</Heading>
            <Text color="fg.muted">{`${p.order.users} user${p.order.users === 1 ? '' : 's'} · ${p.workspaceName}`}</Text>
          </Box>
          {status && <Badge size="lg" colorPalette={status === 'approved' ? 'green' : status === 'rejected' ? 'red' : 'orange'} data-testid="approval-status">{APPROVAL_STATUS_NAMES[status]}</Badge>}
        </Flex>
        <Text fontSize="2xl" fontWeight="bold" mt="3" data-testid="approval-total">{`Total ${formatMoney(p.order.total, p.order.currency)}`}</Text>
        {p.order.notes && <Text mt="2" whiteSpace="pre-wrap">{p.order.notes}</Text>}
        {p.board && (
          <Text mt="2">Chosen on board <Link asChild color="brand.fg"><RouterLink to={`/evaluation-center/${p.board.id}`}>{p.board.name}</RouterLink></Link></Text>
        )}
        <Text mt="2" data-testid="approval-need">{needText(p.order, approvers.length)}</Text>
        {approvers.length > 0 && <Text color="fg.muted">{`Approved by ${approvers.map((s) => s.actorName).join(', ')}`}</Text>}
      </Box>

      {p.refusals.map((r, i) => (
        <Alert.Root key={r.id ?? i} status="warning" data-testid="decision-conflict">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your decision was not applied</Alert.Title>
            <Alert.Description>{r.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ))}

      {p.canDecide && status === 'awaiting' && <DecisionForm onDecide={p.onDecide} />}
      {p.canResubmit && status === 'changes-requested' && <ResubmitForm order={p.order} onResubmit={p.onResubmit} />}

      <Box as="section" aria-labelledby="history-heading">
        <Heading as="h2" id="history-heading" size="md" mb="2">History</Heading>
        <Stack as="ol" gap="2" listStyleType="none">
          {p.steps.map((s) => (
            <Box as="li" key={s.id} borderLeftWidth="3px" ps="3" data-testid="approval-step">
              <Text><Text as="span" fontWeight="semibold">{s.actorName}</Text>{` ${STEP_WORDS[s.kind]}`}
                {p.waiting.has(s.id) && <Badge ms="2" variant="outline" colorPalette="orange">Waiting to sync</Badge>}</Text>
              {s.comment && <Text whiteSpace="pre-wrap" overflowWrap="anywhere">{s.comment}</Text>}
              <Text fontSize="sm" color="fg.muted">{formatDate(s.createdAt, 'dateTime')}</Text>
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  )
}

function DecisionForm({ onDecide }: { onDecide: ApprovalViewProps['onDecide'] }) {
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const decide = (decision: Decision) => {
    if (decision !== 'approve' && !comment.trim()) return setError(decision === 'reject' ? 'Give a reason for the rejection' : 'Say what should change')
    setError(null)
    void onDecide(decision, comment.trim() || null)
  }
  return (
    <Box as="section" aria-labelledby="decide-heading" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id="decide-heading" size="md" mb="3">Your decision</Heading>
      <Field.Root invalid={error !== null}>
        <Field.Label>Reason or comment</Field.Label>
        <Textarea value={comment} onChange={(e) => setComment(e.target.value)} maxLength={1000} rows={3} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Flex gap="2" mt="3" wrap="wrap">
        <Button colorPalette="green" onClick={() => decide('approve')}>Approve</Button>
        <Button variant="outline" onClick={() => decide('request-changes')}>Ask for changes</Button>
        <Button variant="outline" colorPalette="red" onClick={() => decide('reject')}>Reject</Button>
      </Flex>
    </Box>
  )
}

function ResubmitForm({ order, onResubmit }: { order: Order; onResubmit: ApprovalViewProps['onResubmit'] }) {
  const [users, setUsers] = useState(String(order.users))
  const [notes, setNotes] = useState(order.notes ?? '')
  return (
    <Box as="section" aria-labelledby="resubmit-heading" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id="resubmit-heading" size="md" mb="3">Edit and send again</Heading>
      <Stack gap="3">
        <Field.Root maxW="40">
          <Field.Label>Users</Field.Label>
          <Input inputMode="numeric" value={users} onChange={(e) => setUsers(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Notes</Field.Label>
          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={2000} rows={3} />
        </Field.Root>
        <Box><Button onClick={() => void onResubmit({ users: Number(users), notes: notes.trim() || null })}>Send again</Button></Box>
      </Stack>
    </Box>
  )
}
