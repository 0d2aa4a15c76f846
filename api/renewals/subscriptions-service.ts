// Subscriptions and their renewal terms (docs/renewals.md). A workspace's subscriptions are read by
// its active members and changed by its admins and each subscription's owner; anyone else gets 404
// for the workspace and every subscription in it, so the answer never says whether it exists. The
// rules of who changes what are sync/rules/subscriptions.ts.
import { mayAddSubscription, mayChangeSubscription } from '../../sync/rules/subscriptions'
import type { Subscription, SubscriptionCreateInput, SubscriptionEditInput } from '../../sync/schemas'
import type { SubscriptionStatus } from '../../sync/rules/subscriptions'
import type { Db } from '../db/connection'
import { findById, findWhere, insertRow, updateRow } from '../db/repo'
import { boardsTable, productsTable, subscriptionsTable, vendorsTable } from '../db/tables'
import { badRequest, forbidden, notFound } from '../http/errors'
import { roleIn } from '../workspaces/workspaces-repo'
import { workspaceForMember } from '../workspaces/workspaces-service'

/** The subscriptions of a workspace the caller is in, or their own made alone (no workspace). */
export function listSubscriptions(db: Db, userId: number, workspaceId: number | undefined): Subscription[] {
  if (workspaceId === undefined) return findWhere(db, subscriptionsTable, 'workspace_id IS NULL AND user_id = ? ORDER BY id', userId)
  workspaceForMember(db, userId, workspaceId)
  return findWhere(db, subscriptionsTable, 'workspace_id = ? ORDER BY id', workspaceId)
}

/** A subscription its reader may see (its workspace's members, or its owner when made alone); 404 for anyone else. */
export function readableSubscription(db: Db, userId: number, id: number) {
  const subscription = findById(db, subscriptionsTable, id)
  if (!subscription) throw notFound('Subscription')
  const role = subscription.workspaceId === null ? null : roleIn(db, userId, subscription.workspaceId)
  const reads = subscription.workspaceId === null ? subscription.userId === userId : role !== null
  if (!reads) throw notFound('Subscription')
  return { subscription, role }
}

function changeable(db: Db, userId: number, id: number): Subscription {
  const { subscription, role } = readableSubscription(db, userId, id)
  if (!mayChangeSubscription(subscription, userId, role)) throw forbidden('Only a workspace admin or the subscription’s owner can change it')
  return subscription
}

/** An owner must be an active member of the subscription's workspace (or the caller, made alone). */
function checkOwner(db: Db, workspaceId: number | null, callerId: number, ownerId: number): void {
  const fine = workspaceId === null ? ownerId === callerId : roleIn(db, ownerId, workspaceId) !== null
  if (!fine) throw badRequest('The owner is a member of the workspace', { ownerId: 'The owner is a member of the workspace' })
}

/** The catalogue's names for the vendor or product given, checked to exist (400 otherwise). */
function catalogueRefs(db: Db, input: Pick<SubscriptionCreateInput, 'vendorId' | 'productId'>): { vendorId: number | null; productId: number | null } {
  if (input.productId != null) {
    const product = findById(db, productsTable, input.productId)
    if (!product) throw badRequest('No product has this id', { productId: 'No product has this id' })
    if (input.vendorId != null && input.vendorId !== product.vendorId) throw badRequest('The product is not this vendor’s', { productId: 'The product is not this vendor’s' })
    return { vendorId: product.vendorId, productId: product.id }
  }
  if (input.vendorId != null && !findById(db, vendorsTable, input.vendorId)) throw badRequest('No vendor has this id', { vendorId: 'No vendor has this id' })
  return { vendorId: input.vendorId ?? null, productId: null }
}

/** A subscription bought elsewhere: added by a workspace admin (a member: 403), or by a person for themselves. */
export function addSubscription(db: Db, userId: number, input: SubscriptionCreateInput): Subscription {
  const workspaceId = input.workspaceId ?? null
  const role = workspaceId === null ? null : workspaceForMember(db, userId, workspaceId).role
  if (!mayAddSubscription(workspaceId, role)) throw forbidden('Only a workspace admin can add a subscription bought elsewhere')
  const ownerId = input.ownerId ?? userId
  checkOwner(db, workspaceId, userId, ownerId)
  const now = new Date().toISOString()
  return insertRow(db, subscriptionsTable, {
    userId: ownerId, workspaceId, orderId: null, ...catalogueRefs(db, input),
    name: input.name, cost: input.cost, currency: input.currency, term: input.term, startDate: input.startDate, autoRenew: input.autoRenew,
    noticeDays: input.noticeDays, status: 'active', reviewBoardId: null, createdAt: now, updatedAt: now,
  })
}

/** Changes a subscription's terms; only a workspace admin gives it another owner. */
export function editSubscription(db: Db, userId: number, id: number, input: SubscriptionEditInput): Subscription {
  const subscription = changeable(db, userId, id)
  const { ownerId, ...terms } = input
  if (ownerId !== undefined && ownerId !== subscription.userId) {
    if (subscription.workspaceId === null || roleIn(db, userId, subscription.workspaceId) !== 'admin') throw forbidden('Only a workspace admin can give a subscription another owner')
    checkOwner(db, subscription.workspaceId, userId, ownerId)
  }
  return updateRow(db, subscriptionsTable, id, { ...terms, ...(ownerId !== undefined && { userId: ownerId }), updatedAt: new Date().toISOString() })
}

export function setSubscriptionStatus(db: Db, userId: number, id: number, status: SubscriptionStatus): Subscription {
  changeable(db, userId, id)
  return updateRow(db, subscriptionsTable, id, { status, updatedAt: new Date().toISOString() })
}

/**
 * Links the renewal review's evaluation board (the caller's own, made by the device with the current
 * vendor and its similar ones) and puts the subscription in review.
 */
export function startReview(db: Db, userId: number, id: number, boardId: number): Subscription {
  changeable(db, userId, id)
  const board = findById(db, boardsTable, boardId)
  if (!board || board.userId !== userId) throw badRequest('Not a board of yours', { boardId: 'Not a board of yours' })
  return updateRow(db, subscriptionsTable, id, { reviewBoardId: boardId, status: 'in-review', updatedAt: new Date().toISOString() })
}
