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
export async function listSubscriptions(db: Db, userId: number, workspaceId: number | undefined): Promise<Subscription[]> {
  if (workspaceId === undefined) return await findWhere(db, subscriptionsTable, 'workspace_id IS NULL AND user_id = ? ORDER BY id', userId)
  await workspaceForMember(db, userId, workspaceId)
  return await findWhere(db, subscriptionsTable, 'workspace_id = ? ORDER BY id', workspaceId)
}

/** A subscription its reader may see (its workspace's members, or its owner when made alone); 404 for anyone else. */
export async function readableSubscription(db: Db, userId: number, id: number) {
  const subscription = await findById(db, subscriptionsTable, id)
  if (!subscription) throw notFound('Subscription')
  const role = subscription.workspaceId === null ? null : await roleIn(db, userId, subscription.workspaceId)
  const reads = subscription.workspaceId === null ? subscription.userId === userId : role !== null
  if (!reads) throw notFound('Subscription')
  return { subscription, role }
}

async function changeable(db: Db, userId: number, id: number): Promise<Subscription> {
  const { subscription, role } = await readableSubscription(db, userId, id)
  if (!mayChangeSubscription(subscription, userId, role)) throw forbidden('Only a workspace admin or the subscription’s owner can change it')
  return subscription
}

/** An owner must be an active member of the subscription's workspace (or the caller, made alone). */
async function checkOwner(db: Db, workspaceId: number | null, callerId: number, ownerId: number): Promise<void> {
  const fine = workspaceId === null ? ownerId === callerId : await roleIn(db, ownerId, workspaceId) !== null
  if (!fine) throw badRequest('The owner is a member of the workspace', { ownerId: 'The owner is a member of the workspace' })
}

/** The catalogue's names for the vendor or product given, checked to exist (400 otherwise). */
async function catalogueRefs(db: Db, input: Pick<SubscriptionCreateInput, 'vendorId' | 'productId'>): Promise<{ vendorId: number | null; productId: number | null }> {
  if (input.productId != null) {
    const product = await findById(db, productsTable, input.productId)
    if (!product) throw badRequest('No product has this id', { productId: 'No product has this id' })
    if (input.vendorId != null && input.vendorId !== product.vendorId) throw badRequest('The product is not this vendor’s', { productId: 'The product is not this vendor’s' })
    return { vendorId: product.vendorId, productId: product.id }
  }
  if (input.vendorId != null && !await findById(db, vendorsTable, input.vendorId)) throw badRequest('No vendor has this id', { vendorId: 'No vendor has this id' })
  return { vendorId: input.vendorId ?? null, productId: null }
}

/** A subscription bought elsewhere: added by a workspace admin (a member: 403), or by a person for themselves. */
export async function addSubscription(db: Db, userId: number, input: SubscriptionCreateInput): Promise<Subscription> {
  const workspaceId = input.workspaceId ?? null
  const role = workspaceId === null ? null : (await workspaceForMember(db, userId, workspaceId)).role
  if (!mayAddSubscription(workspaceId, role)) throw forbidden('Only a workspace admin can add a subscription bought elsewhere')
  const ownerId = input.ownerId ?? userId
  await checkOwner(db, workspaceId, userId, ownerId)
  const now = new Date().toISOString()
  return await insertRow(db, subscriptionsTable, {
    userId: ownerId, workspaceId, orderId: null, ...await catalogueRefs(db, input),
    name: input.name, cost: input.cost, currency: input.currency, term: input.term, startDate: input.startDate, autoRenew: input.autoRenew,
    noticeDays: input.noticeDays, status: 'active', reviewBoardId: null, createdAt: now, updatedAt: now,
  })
}

/** Changes a subscription's terms; only a workspace admin gives it another owner. */
export async function editSubscription(db: Db, userId: number, id: number, input: SubscriptionEditInput): Promise<Subscription> {
  const subscription = await changeable(db, userId, id)
  const { ownerId, ...terms } = input
  if (ownerId !== undefined && ownerId !== subscription.userId) {
    if (subscription.workspaceId === null || await roleIn(db, userId, subscription.workspaceId) !== 'admin') throw forbidden('Only a workspace admin can give a subscription another owner')
    await checkOwner(db, subscription.workspaceId, userId, ownerId)
  }
  return await updateRow(db, subscriptionsTable, id, { ...terms, ...(ownerId !== undefined && { userId: ownerId }), updatedAt: new Date().toISOString() })
}

export async function setSubscriptionStatus(db: Db, userId: number, id: number, status: SubscriptionStatus): Promise<Subscription> {
  await changeable(db, userId, id)
  return await updateRow(db, subscriptionsTable, id, { status, updatedAt: new Date().toISOString() })
}

/**
 * Links the renewal review's evaluation board (the caller's own, made by the device with the current
 * vendor and its similar ones) and puts the subscription in review.
 */
export async function startReview(db: Db, userId: number, id: number, boardId: number): Promise<Subscription> {
  await changeable(db, userId, id)
  const board = await findById(db, boardsTable, boardId)
  if (!board || board.userId !== userId) throw badRequest('Not a board of yours', { boardId: 'Not a board of yours' })
  return await updateRow(db, subscriptionsTable, id, { reviewBoardId: boardId, status: 'in-review', updatedAt: new Date().toISOString() })
}
