// Price-change alerts for favourites: each device keeps, per buyer, the price summary it last showed
// for every favourite (the "seen" snapshot). A favourite whose summary today differs from the seen one
// is a change to tell the buyer about until they mark it as seen. A favourite seen for the first time
// is only recorded (its price did not change since a visit: there was none), and unsaved favourites leave.

export type PricedItemType = 'vendor' | 'product'

/** A favourite's price summary as the cards show it ("Starting at $7/month"), and the amount behind it. */
export interface PriceSummary {
  itemType: PricedItemType
  itemId: number
  name: string
  slug: string
  label: string
  /** The monthly starting price in dollars; null when there is none (free text or "Contact for pricing"). */
  amount: number | null
}

export interface SeenPrice {
  label: string
  amount: number | null
}
/** Keyed by priceKey(itemType, itemId). */
export type SeenPrices = Record<string, SeenPrice>

export interface PriceChange extends PriceSummary {
  before: SeenPrice
  /** 'up' or 'down' when both amounts are known, else 'changed' (e.g. "Contact for pricing" → a price). */
  direction: 'up' | 'down' | 'changed'
}

export const priceKey = (itemType: PricedItemType, itemId: number): string => `${itemType}:${itemId}`

const seenOf = (s: PriceSummary): SeenPrice => ({ label: s.label, amount: s.amount })

function directionOf(before: number | null, after: number | null): PriceChange['direction'] {
  if (before === null || after === null || before === after) return 'changed'
  return after > before ? 'up' : 'down'
}

/** The favourites whose summary differs from the one last seen, in the order given. */
export function priceChanges(seen: SeenPrices, current: readonly PriceSummary[]): PriceChange[] {
  const changes: PriceChange[] = []
  for (const summary of current) {
    const before = seen[priceKey(summary.itemType, summary.itemId)]
    if (!before || (before.label === summary.label && before.amount === summary.amount)) continue
    changes.push({ ...summary, before, direction: directionOf(before.amount, summary.amount) })
  }
  return changes
}

/**
 * The snapshot to keep after looking at `current`: favourites new to it are recorded at today's price,
 * favourites no longer saved are dropped, and the others keep the price last seen (so a change stays
 * until marked as seen). Returns null when nothing would change, so callers skip the write.
 */
export function recordNewFavorites(seen: SeenPrices, current: readonly PriceSummary[]): SeenPrices | null {
  const next: SeenPrices = {}
  for (const summary of current) {
    const key = priceKey(summary.itemType, summary.itemId)
    next[key] = seen[key] ?? seenOf(summary)
  }
  const same = Object.keys(next).length === Object.keys(seen).length && Object.keys(next).every((k) => k in seen)
  return same ? null : next
}

/** "Mark as seen": today's summaries become the ones last seen, for all favourites or only the keys given. */
export function markSeen(seen: SeenPrices, current: readonly PriceSummary[], keys?: readonly string[]): SeenPrices {
  const next: SeenPrices = { ...seen }
  for (const summary of current) {
    const key = priceKey(summary.itemType, summary.itemId)
    if (!keys || keys.includes(key)) next[key] = seenOf(summary)
  }
  return next
}
