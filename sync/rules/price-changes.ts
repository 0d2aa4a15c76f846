// Price-change alerts for favourites: each device keeps, per buyer, the price summary it last showed
// for every favourite (the "seen" snapshot). A favourite whose summary today differs from the seen one
// is a change to tell the buyer about until they mark it as seen. A favourite seen for the first time
// is only recorded (its price did not change since a visit: there was none), and unsaved favourites leave.
// A summary is compared only with one seen in the same currency (or with "Contact for pricing" and free
// ones, which have none): when the buyer picks another display currency, or a seen summary predates
// currencies, the summary is recorded again rather than reported, since two currencies cannot be compared.

export type PricedItemType = 'vendor' | 'product'

/** A favourite's price summary (sync/rules/price-figure, "Starting at $7/user/month, billed monthly"), and the amount behind it. */
export interface PriceSummary {
  itemType: PricedItemType
  itemId: number
  name: string
  slug: string
  label: string
  /** The figure's amount (per month for a recurring plan); null for "Contact for pricing". */
  amount: number | null
  /** The figure's currency; null when it has none (free, "Contact for pricing"). */
  currency: string | null
}

export interface SeenPrice {
  label: string
  amount: number | null
  /** Absent on summaries recorded before figures carried their currency. */
  currency?: string | null
}
/** Keyed by priceKey(itemType, itemId). */
export type SeenPrices = Record<string, SeenPrice>

export interface PriceChange extends PriceSummary {
  before: SeenPrice
  /** 'up' or 'down' when both amounts are known, else 'changed' (e.g. "Contact for pricing" → a price). */
  direction: 'up' | 'down' | 'changed'
}

export const priceKey = (itemType: PricedItemType, itemId: number): string => `${itemType}:${itemId}`

const seenOf = (s: PriceSummary): SeenPrice => ({ label: s.label, amount: s.amount, currency: s.currency })

/** Whether a seen summary can be compared with today's: the same currency, or either side without one. */
const comparable = (before: SeenPrice, now: PriceSummary) =>
  before.currency !== undefined && (before.currency === now.currency || before.currency === null || now.currency === null)

function directionOf(before: number | null, after: number | null): PriceChange['direction'] {
  if (before === null || after === null || before === after) return 'changed'
  return after > before ? 'up' : 'down'
}

/** The favourites whose summary differs from the one last seen, in the order given. */
export function priceChanges(seen: SeenPrices, current: readonly PriceSummary[]): PriceChange[] {
  const changes: PriceChange[] = []
  for (const summary of current) {
    const before = seen[priceKey(summary.itemType, summary.itemId)]
    if (!before || !comparable(before, summary) || (before.label === summary.label && before.amount === summary.amount)) continue
    changes.push({ ...summary, before, direction: directionOf(before.amount, summary.amount) })
  }
  return changes
}

/**
 * The snapshot to keep after looking at `current`: favourites new to it (or seen only in another
 * currency) are recorded at today's price, favourites no longer saved are dropped, and the others keep
 * the price last seen (so a change stays until marked as seen). Returns null when nothing would change,
 * so callers skip the write.
 */
export function recordNewFavorites(seen: SeenPrices, current: readonly PriceSummary[]): SeenPrices | null {
  const next: SeenPrices = {}
  for (const summary of current) {
    const key = priceKey(summary.itemType, summary.itemId)
    const before = seen[key]
    next[key] = before && comparable(before, summary) ? before : seenOf(summary)
  }
  const same = Object.keys(next).length === Object.keys(seen).length && Object.keys(next).every((k) => next[k] === seen[k])
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
