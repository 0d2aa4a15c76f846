// The cart on the local copy: lines live in the Dexie `cartLines` table, so the
// cart works offline. An anonymous visitor's lines stay on this device (temporary negative ids, userId
// 0, nothing queued). A signed-in buyer's changes are also queued in the outbox, in the same
// transaction, for the server's cart API, which keeps the cart on their other devices. When a visitor
// signs in, their lines move into the account ("adoption"), merging with lines the account already has.
// Each action returns its announcement for the caller's toast.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { CART_MESSAGES, addedQuantity, quantityChange, sameCartLine, type CartLineKey, type CartMessage } from '../../../sync/rules/cart-lines'
import { MAX_LINE_QUANTITY, quantityProblem } from '../../../sync/rules/plan-quantity'
import { defaultPricingOption } from '../../../sync/rules/plan-choice'
import type { CartLine } from '../../../sync/schemas'
import { queueWrite } from '../../sync/push/local-writes'
import { catalogRows } from '../catalog/catalog-rows'
import { lineQuantityProblem } from './cart-quantity'
import { readCartView, type CartView } from './cart-view'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession, type SessionUser } from '../../sync/base/session'

export type { CartLineView, CartView } from './cart-view'

/** A change the cart cannot make; `message` is written for the buyer. */
export class CartError extends Error {}

export interface AddToCartInput {
  productId: number
  tierId?: number | null
  pricingOptionId?: number | null
  /** How many to add (default 1). */
  quantity?: number
}

/** The userId of a line that belongs to nobody yet: an anonymous visitor's. */
export const VISITOR = 0

const tablesOf = (d: VettedDb) => [d.cartLines, d.products, d.productTiers, d.pricingOptions]
const currentUser = () => useSession.getState().user
/** Only a signed-in buyer's own lines reach the server; a visitor's stay local until adopted. */
const isSynced = (line: CartLine, user: SessionUser | null): user is SessionUser => !!user && line.userId === user.id
const keyOf = (l: CartLineKey): CartLineKey => ({ productId: l.productId, tierId: l.tierId, pricingOptionId: l.pricingOptionId })

/** Whether the current person sees a line: a visitor's own, or a buyer's plus any visitor lines not adopted yet. */
const isVisibleLine = (line: CartLine, userId: number | null) => line.userId === VISITOR || (userId !== null && line.userId === userId)

/** The lines the current person sees (isVisibleLine). */
export async function visibleLines(d: VettedDb, user: SessionUser | null): Promise<CartLine[]> {
  return d.cartLines.filter((l) => isVisibleLine(l, user?.id ?? null)).toArray()
}

/** Total quantity of the lines the current person sees (the header's cart badge). */
export function useCartCount(): number {
  const userId = useSession((s) => s.user?.id ?? null)
  return useLiveQuery(async () => (await appDb.cartLines.filter((l) => isVisibleLine(l, userId)).toArray()).reduce((n, l) => n + l.quantity, 0), [userId]) ?? 0
}

/**
 * The cart as the current person sees it; undefined while reading. A buyer whose sign-in the server has
 * confirmed gets any lines they added as a visitor moved into their account.
 */
export function useCart(): CartView | undefined {
  const user = useSession((s) => s.user)
  const confirmed = useSession((s) => s.checkedAt > 0)
  const view = useLiveQuery(async () => readCartView(appDb, await visibleLines(appDb, user)), [user?.id])
  const hasVisitorLines = (useLiveQuery(() => appDb.cartLines.filter((l) => l.userId === VISITOR).count(), []) ?? 0) > 0
  useEffect(() => {
    // Only after the server confirmed the session: a stale remembered user would see the lines refused.
    if (user && confirmed && hasVisitorLines) void adoptVisitorLines(appDb, user).catch((err) => console.error('Could not move the cart into the account', err))
  }, [user, confirmed, hasVisitorLines])
  return view
}

/** Adds a product (optionally a tier and option) to the cart; an existing line grows by the amount. */
export async function addToCart(input: AddToCartInput, d: VettedDb = appDb): Promise<CartMessage> {
  const added = input.quantity ?? 1
  const problem = quantityProblem(added)
  if (problem) throw new CartError(problem)
  const user = currentUser()
  return queueWrite(d, tablesOf(d), async ({ queue, tempId }) => {
    if (user) await adoptVisitorLines(d, user)
    const key = await resolveLineKey(d, input)
    const existing = (await visibleLines(d, user)).find((l) => sameCartLine(l, key)) ?? null
    const { quantity, message } = addedQuantity(existing?.quantity ?? null, added)
    if (quantity > MAX_LINE_QUANTITY) throw new CartError(`Quantity must be at most ${MAX_LINE_QUANTITY}`)
    const limit = await lineQuantityProblem(d, key.pricingOptionId, quantity)
    if (limit) throw new CartError(limit)
    const line: CartLine = existing
      ? { ...existing, quantity }
      : { id: await tempId(), version: 0, userId: user?.id ?? VISITOR, ...key, quantity, createdAt: new Date().toISOString() }
    await d.cartLines.put(line)
    // POST adds to the server's quantity, so additions made on two devices both count.
    if (isSynced(line, user)) {
      const create = existing ? {} : { tempId: line.id }
      await queue({ name: 'cartLine.add', entityId: line.id, args: { ...key, quantity: added }, before: existing, ...create })
    }
    return message
  })
}

/** Sets a line's quantity; 0 or less removes the line. */
export async function setQuantity(lineId: number, quantity: number, d: VettedDb = appDb): Promise<CartMessage> {
  const problem = quantityProblem(quantity, { allowZero: true })
  if (problem) throw new CartError(problem)
  const { remove, message } = quantityChange(quantity)
  if (remove) return removeLine(lineId, d)
  const user = currentUser()
  await queueWrite(d, tablesOf(d), async ({ queue }) => {
    const line = await d.cartLines.get(lineId)
    if (!line) throw new CartError('This item is no longer in the cart')
    const limit = await lineQuantityProblem(d, line.pricingOptionId, quantity)
    if (limit) throw new CartError(limit)
    await d.cartLines.put({ ...line, quantity })
    // No If-Match: the buyer sets the number they are looking at, so the last setting wins.
    if (isSynced(line, user)) await queue({ name: 'cartLine.update', entityId: lineId, args: { quantity }, before: line })
  })
  return message
}

export async function removeLine(lineId: number, d: VettedDb = appDb): Promise<CartMessage> {
  const user = currentUser()
  await queueWrite(d, tablesOf(d), async ({ queue }) => {
    const line = await d.cartLines.get(lineId)
    if (!line) return // already gone (another tab or device removed it)
    await d.cartLines.delete(lineId)
    if (isSynced(line, user)) await queue({ name: 'cartLine.delete', entityId: lineId, before: line })
  })
  return CART_MESSAGES.removed
}

/** Empties the cart: on this device at once, and on the server for a signed-in buyer. */
export async function clearCart(d: VettedDb = appDb): Promise<CartMessage> {
  const user = currentUser()
  await queueWrite(d, tablesOf(d), async ({ queue }) => {
    const lines = await visibleLines(d, user)
    await d.cartLines.bulkDelete(lines.map((l) => l.id))
    if (!user) return
    // A line whose create or addition is still queued would be written back when that answer lands;
    // deleting it by id after it keeps it gone. DELETE /api/cart then empties the rest in one call.
    const queued = new Set((await d.outbox.where('entity').equals('cartLine').toArray()).map((e) => e.entityId))
    for (const line of lines.filter((l) => isSynced(l, user) && queued.has(l.id))) {
      await queue({ name: 'cartLine.delete', entityId: line.id, before: line })
    }
    await queue({ name: 'cart.clear', entityId: 0, before: null })
  })
  return CART_MESSAGES.cleared
}

/** Moves a visitor's lines into the signed-in buyer's cart and queues them for the server. */
export async function adoptVisitorLines(d: VettedDb, user: SessionUser): Promise<void> {
  await queueWrite(d, tablesOf(d), async ({ queue }) => {
    const visitorLines = await d.cartLines.filter((l) => l.userId === VISITOR).toArray()
    for (const line of visitorLines) {
      const own = (await d.cartLines.filter((l) => l.userId === user.id).toArray()).find((l) => sameCartLine(l, line))
      const key = keyOf(line)
      if (own) {
        const added = Math.min(line.quantity, MAX_LINE_QUANTITY - own.quantity)
        await d.cartLines.delete(line.id)
        if (added <= 0) continue
        await d.cartLines.put({ ...own, quantity: own.quantity + added })
        await queue({ name: 'cartLine.add', entityId: own.id, args: { ...key, quantity: added }, before: own })
      } else {
        await d.cartLines.put({ ...line, userId: user.id })
        await queue({ name: 'cartLine.add', entityId: line.id, tempId: line.id, args: { ...key, quantity: line.quantity }, before: null })
      }
    }
  })
}

/** The line key for what was chosen: the chain checked, and a tier without an option given its default option. */
async function resolveLineKey(d: VettedDb, input: AddToCartInput): Promise<CartLineKey> {
  const rows = catalogRows(d)
  const product = await rows.product(input.productId)
  if (!product) throw new CartError('Product not found')
  let option = input.pricingOptionId ? await rows.option(input.pricingOptionId) : null
  if (input.pricingOptionId && !option) throw new CartError("This pricing option is not one of the tier's options")
  const tierId = input.tierId ?? option?.productTierId ?? null
  if (tierId !== null) {
    const tier = await rows.tier(tierId)
    if (!tier || tier.productId !== product.id) throw new CartError("This tier is not one of the product's tiers")
    if (option && option.productTierId !== tier.id) throw new CartError("This pricing option is not one of the tier's options")
    option ??= defaultPricingOption(await rows.optionsOfTier(tierId))
  }
  return { productId: product.id, tierId, pricingOptionId: option?.id ?? null }
}
