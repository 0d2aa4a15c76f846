// The workspace's approval policy: the amount above which a request needs one approver, and a second,
// higher amount above which it needs several (how many). Its admins edit it; everyone else reads it in
// words. Checked here by the server's own rule (sync/rules/approval-policy.ts) before it is queued.
import { Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { MAX_POLICY_AMOUNT, policyProblem, policySummary, type ApprovalPolicy } from '../../../sync/rules/approval-policy'
import { formatMoney } from '../../../sync/rules/money'

export interface PolicyValues {
  approvalAbove: number
  multiApprovalAbove: number | null
  approversNeeded: number | null
}

interface Props {
  policy: ApprovalPolicy
  /** Approvers and admins in the workspace: the most approvers a policy may ask for. */
  approverCount: number
  editable: boolean
  onSave: (values: PolicyValues) => Promise<void> | void
}

const amountProblem = (text: string): string | null => {
  const n = Number(text)
  if (text.trim() === '' || !Number.isFinite(n)) return 'Must be a number'
  if (n < 0) return 'An amount is 0 or more'
  if (n > MAX_POLICY_AMOUNT) return `An amount is at most ${MAX_POLICY_AMOUNT.toLocaleString('en-US')}`
  return null
}

export function PolicyForm({ policy, approverCount, editable, onSave }: Props) {
  const [first, setFirst] = useState(String(policy.approvalAbove))
  const [second, setSecond] = useState(policy.multiApprovalAbove === null ? '' : String(policy.multiApprovalAbove))
  const [count, setCount] = useState(policy.approversNeeded === null ? '' : String(policy.approversNeeded))
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function save(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    const firstProblem = amountProblem(first)
    if (firstProblem) found.approvalAbove = firstProblem
    if (second.trim() !== '') {
      const secondProblem = amountProblem(second)
      if (secondProblem) found.multiApprovalAbove = secondProblem
    }
    const needed = count.trim() === '' ? null : Number(count)
    if (needed !== null && (!Number.isInteger(needed) || needed < 2)) found.approversNeeded = 'At least 2 approvers'
    const values: PolicyValues = { approvalAbove: Number(first), multiApprovalAbove: second.trim() === '' ? null : Number(second), approversNeeded: needed }
    const problem = Object.keys(found).length ? null : policyProblem(values, approverCount)
    if (problem) found[problem.field] = problem.message
    setErrors(found)
    if (Object.keys(found).length === 0) await onSave(values)
  }

  return (
    <Box as="section" aria-labelledby="policy-heading" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id="policy-heading" size="md" mb="2">Approval policy</Heading>
      <Text color="fg.muted" data-testid="policy-summary">{policySummary(policy, formatMoney)}</Text>
      {editable && (
        <form onSubmit={(e) => void save(e)} noValidate aria-label="Approval policy">
          <Stack gap="4" mt="4">
            <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
              <Field.Root invalid={!!errors.approvalAbove}>
                <Field.Label>{`Approval needed above (${policy.currency})`}</Field.Label>
                <Input inputMode="decimal" value={first} onChange={(e) => setFirst(e.target.value)} />
                <Field.HelperText>0: every request needs one approver.</Field.HelperText>
                <Field.ErrorText>{errors.approvalAbove}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.multiApprovalAbove}>
                <Field.Label>{`Several approvers above (${policy.currency})`}</Field.Label>
                <Input inputMode="decimal" value={second} onChange={(e) => setSecond(e.target.value)} />
                <Field.HelperText>Leave empty for one approver at most.</Field.HelperText>
                <Field.ErrorText>{errors.multiApprovalAbove}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.approversNeeded} maxW={{ md: '44' }}>
                <Field.Label>Approvers needed</Field.Label>
                <Input inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
                <Field.HelperText>{`2 to ${approverCount}`}</Field.HelperText>
                <Field.ErrorText>{errors.approversNeeded}</Field.ErrorText>
              </Field.Root>
            </Flex>
            <Box><Button type="submit">Save policy</Button></Box>
          </Stack>
        </form>
      )}
    </Box>
  )
}
