// A subscription's status, its cost per year, and who may change it (docs/renewals.md). The server
// checks every call with these; the Renewals page offers only what the person may do.
import { convertAmount } from './approval-policy'
import { roundToCents } from './order-pricing'
import type { Term } from './renewal-dates'
import { canManageWorkspace, type WorkspaceRole } from './workspace-roles'

/**
 * active: running; in-review: a renewal review (an evaluation board) is open; cancel-at-term: notice
 * given or to be given, it ends at its renewal; renewed: the review kept it for another term.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'in-review', 'cancel-at-term', 'renewed'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const SUBSCRIPTION_STATUS_NAMES: Record<SubscriptionStatus, string> = {
  active: 'Active',
  'in-review': 'In review',
  'cancel-at-term': 'Cancel at term',
  renewed: 'Renewed',
}

/** A subscription's name when bought elsewhere (free text), once trimmed. */
export const SUBSCRIPTION_NAME_MAX = 120

/** What a subscription costs per year, in `currency` at the app's fixed reference rates. */
export function costPerYear(sub: { cost: number; currency: string; term: Term }, currency: string): number {
  const yearly = sub.term === 'monthly' ? sub.cost * 12 : sub.cost
  return roundToCents(convertAmount(yearly, sub.currency, currency))
}

/**
 * Who changes a subscription: in a workspace, its admins and the subscription's owner (who edit its
 * terms, its status, and start its review); only admins add one bought elsewhere or give it another
 * owner. Made alone, the person's own subscriptions are theirs to add and change.
 */
export function mayChangeSubscription(sub: { userId: number; workspaceId: number | null }, userId: number, role: WorkspaceRole | null): boolean {
  if (sub.workspaceId === null) return sub.userId === userId
  return canManageWorkspace(role) || (role !== null && sub.userId === userId)
}

export const mayAddSubscription = (workspaceId: number | null, role: WorkspaceRole | null): boolean =>
  workspaceId === null || canManageWorkspace(role)
