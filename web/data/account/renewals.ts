// Subscriptions and renewals on this device (docs/renewals.md): the current workspace's subscriptions
// (working alone: the person's own) as the feed brings them, and the changes the Renewals page makes.
// Each change is an optimistic local write queued as a named mutation (sync/mutations/subscriptions.ts),
// so it works offline and reaches the server once; the server decides who may change what
// (sync/rules/subscriptions.ts) and a refused change is rolled back with its message.
import { useLiveQuery } from 'dexie-react-hooks'
import { similarVendors } from '../../../sync/rules/similar-vendors'
import type { SubscriptionStatus } from '../../../sync/rules/subscriptions'
import type { Term } from '../../../sync/rules/renewal-dates'
import type { Subscription, Vendor } from '../../../sync/schemas'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { currentId } from '../../sync/copy/remap-local'
import { queueWrite } from '../../sync/push/local-writes'
import { createBoard } from './boards'

function signedIn() {
  const user = useSession.getState().user
  if (!user) throw new Error('Sign in to keep track of renewals')
  return user
}

/** The subscriptions of a workspace, or (null) the person's own made alone; undefined while reading. */
export function useSubscriptions(workspaceId: number | null, userId: number | undefined): Subscription[] | undefined {
  return useLiveQuery(async () => {
    if (workspaceId !== null) return appDb.subscriptions.where('workspaceId').equals(workspaceId).toArray()
    if (userId === undefined) return []
    return (await appDb.subscriptions.where('userId').equals(userId).toArray()).filter((s) => s.workspaceId === null)
  }, [workspaceId, userId])
}

/** The subscription whose renewal review a board is, when this device holds it. */
export function useReviewedSubscription(boardId: number): Subscription | null | undefined {
  return useLiveQuery(async () => (await appDb.subscriptions.where('reviewBoardId').equals(boardId).first()) ?? null, [boardId])
}

const VENDOR_SUGGESTIONS = 8

/** Catalogue vendors whose name holds `text` (lower case, 2 letters at least), for the form's suggestions. */
export function useVendorSuggestions(text: string): Vendor[] | undefined {
  return useLiveQuery(
    () => (text.length < 2 ? [] : appDb.vendors.filter((v) => v.name.toLowerCase().includes(text)).limit(VENDOR_SUGGESTIONS).toArray()),
    [text],
  )
}

export interface SubscriptionTerms {
  name: string
  cost: number
  currency: string
  term: Term
  startDate: string
  autoRenew: boolean
  noticeDays: number
}

export interface NewSubscription extends SubscriptionTerms {
  workspaceId: number | null
  vendorId: number | null
  productId: number | null
  ownerId: number
}

/** A subscription bought elsewhere: shown at once; resolves with its (temporary) id. */
export async function addSubscription(input: NewSubscription, d: VettedDb = appDb): Promise<number> {
  signedIn()
  return queueWrite(d, [d.subscriptions], async ({ queue, tempId }) => {
    const id = await tempId()
    const now = new Date().toISOString()
    const { ownerId, ...fields } = input
    await d.subscriptions.put({ id, version: 0, userId: ownerId, orderId: null, status: 'active', reviewBoardId: null, createdAt: now, updatedAt: now, ...fields })
    await queue({ name: 'subscription.add', entityId: id, tempId: id, args: { ...input }, before: null })
    return id
  })
}

/** A change of one subscription: written here at once, and queued. */
async function change(d: VettedDb, subscription: Subscription, name: string, args: Record<string, unknown>, after: Partial<Subscription>): Promise<void> {
  signedIn()
  await queueWrite(d, [d.subscriptions], async ({ queue }) => {
    const id = await currentId(d, 'subscription', subscription.id)
    const before = (await d.subscriptions.get(id)) ?? null
    if (before) await d.subscriptions.put({ ...before, ...after, id })
    await queue({ name, entityId: id, args, before })
  })
}

/** Edits its terms; `ownerId` (admins only) gives it another owner. */
export function editSubscription(subscription: Subscription, terms: Partial<SubscriptionTerms> & { ownerId?: number }, d: VettedDb = appDb): Promise<void> {
  const { ownerId, ...rest } = terms
  return change(d, subscription, 'subscription.edit', { ...terms }, { ...rest, ...(ownerId !== undefined && { userId: ownerId }) })
}

export const setSubscriptionStatus = (subscription: Subscription, status: SubscriptionStatus, d: VettedDb = appDb): Promise<void> =>
  change(d, subscription, 'subscription.setStatus', { status }, { status })

/**
 * Starts the renewal review: an evaluation board with the subscription's vendor and its similar
 * vendors (sync/rules/similar-vendors.ts), made here like any board (offline too), linked to the
 * subscription, which goes in review. Resolves with the board's (temporary) id.
 */
export async function startRenewalReview(subscription: Subscription, d: VettedDb = appDb): Promise<number> {
  const vendor = subscription.vendorId === null ? undefined : await d.vendors.get(subscription.vendorId)
  const sameCategory = vendor?.category ? await d.vendors.where('category').equalsIgnoreCase(vendor.category).toArray() : []
  const vendors = vendor ? [vendor, ...similarVendors(vendor.id, sameCategory)] : []
  const boardId = await createBoard({
    name: `Renewal review: ${subscription.name}`, type: 'vendor', items: vendors.map((v) => ({ itemId: v.id })),
    notes: `Reviews the renewal of ${subscription.name}.`,
  }, d)
  await change(d, subscription, 'subscription.startReview', { reviewBoardId: boardId }, { reviewBoardId: boardId, status: 'in-review' })
  return boardId
}
