// The workspace screens' parts, rendered on the server: the approval policy form (editable for
// admins, words for everyone else) and the approval view (request, total, board, need, who approved,
// history, a clashing decision with both decisions, and the actions the reader may take).
import { ChakraProvider } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ApprovalStep, Order } from '../../../sync/schemas'
import { system } from '../../theme/system'
import { ApprovalView, type ApprovalViewProps } from './approval-view'
import { PolicyForm } from './policy-form'

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<ChakraProvider value={system}><MemoryRouter>{node}</MemoryRouter></ChakraProvider>).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

const policy = { approvalAbove: 500, multiApprovalAbove: 5000, approversNeeded: 2, currency: 'EUR' }

describe('PolicyForm', () => {
  it("gives an admin the two amounts in the workspace's currency and the number of approvers", () => {
    const markup = html(<PolicyForm policy={policy} approverCount={3} editable onSave={() => undefined} />)
    expect(text(markup)).toContain('Requests above €500 need one approver; above €5,000, 2 approvers.')
    for (const label of ['Approval needed above (EUR)', 'Several approvers above (EUR)', 'Approvers needed', 'Save policy']) expect(text(markup)).toContain(label)
    expect(markup).toContain('value="500"')
    expect(text(markup)).toContain('2 to 3')
  })

  it('shows the policy in words only to a member who is no admin', () => {
    const markup = html(<PolicyForm policy={{ ...policy, approvalAbove: 0, multiApprovalAbove: null, approversNeeded: null }} approverCount={1} editable={false} onSave={() => undefined} />)
    expect(text(markup)).toContain('Every request needs one approver.')
    expect(markup).not.toContain('<form')
  })
})

const order: Order = {
  id: 8, version: 3, reference: 'VT-AAAA-BBBB', userId: 1, productId: 5, tierId: 6, pricingOptionId: 7, users: 12, company: null, contactEmail: null,
  notes: 'For the sales team', boardId: 4, workspaceId: 2, approvalStatus: 'awaiting', approvalsNeeded: 2, approvalRound: 1, status: 'requested',
  unitPrice: 100, setupFee: 0, currency: 'USD', paymentFrequency: 'monthly', pricePerUser: true, trialDays: 0, total: 1200, createdAt: '2026-11-27T09:00:00Z', updatedAt: '2026-11-27T09:00:00Z',
}
const step = (id: number, userId: number, actorName: string, kind: ApprovalStep['kind'], comment: string | null = null): ApprovalStep => ({
  id, version: 1, orderId: 8, workspaceId: 2, userId, requesterId: 1, actorName, kind, comment, round: 1, createdAt: '2026-11-27T10:00:00Z', updatedAt: '2026-11-27T10:00:00Z',
})
const view = (over: Partial<ApprovalViewProps> = {}) => html(
  <ApprovalView order={order} productName="Acme CRM" workspaceName="Acme Buying" board={{ id: 4, name: 'CRM shortlist' }}
    steps={[step(1, 1, 'Rae Buyer', 'requested'), step(2, 3, 'Ann Lee', 'approved')]} refusals={[]} waiting={new Set()}
    canDecide canResubmit={false} onDecide={() => undefined} onResubmit={() => undefined} {...over} />,
)

describe('ApprovalView', () => {
  it('shows the request, its total, the linked board, the need and who approved, and the history', () => {
    const t = text(view())
    for (const part of ['Acme CRM', '12 users · Acme Buying', 'Awaiting approval', 'Total $1,200', 'For the sales team', 'Chosen on board', 'CRM shortlist', 'Needs 2 approvals · 1 given', 'Approved by Ann Lee', 'Rae Buyer requested', 'Ann Lee approved']) {
      expect(t).toContain(part)
    }
    expect(view()).toMatch(/<a[^>]*href="\/evaluation-center\/4"[^>]*>CRM shortlist<\/a>/)
  })

  it('offers an approver the three decisions, and never the requester', () => {
    expect(text(view())).toMatch(/Your decision .*Reason or comment .*Approve .*Ask for changes .*Reject/)
    expect(text(view({ canDecide: false }))).not.toContain('Your decision')
  })

  it("shows a decision that clashed with a colleague's, with both decisions, and one still waiting to sync", () => {
    const t = text(view({ refusals: [{ id: 1, message: 'Ann Lee approved first: your decision (rejected) was not applied.' }], waiting: new Set([2]) }))
    expect(t).toContain('Your decision was not applied')
    expect(t).toContain('Ann Lee approved first: your decision (rejected) was not applied.')
    expect(t).toContain('Waiting to sync')
  })

  it('lets the requester edit and send again a request sent back for changes', () => {
    const t = text(view({ order: { ...order, approvalStatus: 'changes-requested' }, canDecide: false, canResubmit: true, steps: [step(1, 1, 'Rae Buyer', 'requested'), step(2, 3, 'Ann Lee', 'changes-requested', 'Fewer seats')] }))
    expect(t).toContain('Changes requested')
    expect(t).toContain('Ann Lee asked for changes Fewer seats')
    expect(t).toMatch(/Edit and send again .*Users .*Notes .*Send again/)
  })
})
