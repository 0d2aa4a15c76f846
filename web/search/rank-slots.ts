// The scorer behind TermIndex.search: one pass over the posting lists a query reaches, typed-array
// accumulators instead of per-document objects, and a top-k pass instead of sorting every match.
// Work is proportional to the postings touched (tens of thousands at most), so it stays fast.

/** Reusable accumulators, one entry per slot; they are left zeroed after every search. */
export interface Scratch {
  total: Float64Array
  best: Float64Array
  hits: Uint8Array
}

export interface RankContext {
  live: (slot: number) => boolean
  boostOfMask: Float64Array
  /** Orders slots of equal score (negative: a first), so results never depend on update history. */
  breakTie: (a: number, b: number) => number
  slotCount: number
  documentCount: number
  scratch: Scratch
}

type Expansion = { list: number[]; weight: number }

const MASKS = 16

/**
 * Scores slots: per query term, the best of its matches (so "pay" matching payroll and payments in one
 * document counts once) times the word's rarity and the fields' boosts; the terms' scores add up.
 * Returns the top `limit` slots holding every term, or, when none does, holding any.
 */
export function rankSlots(expansions: readonly Expansion[][], limit: number, context: RankContext): number[] {
  const { total, best, hits } = ensureCapacity(context.scratch, context.slotCount)
  const { live, boostOfMask, documentCount } = context
  const touched: number[] = []
  const termTouched: number[] = []
  for (const reached of expansions) {
    for (const { list, weight } of reached) {
      const rarity = Math.log(1 + documentCount / list.length)
      for (let i = 0; i < list.length; i++) {
        const entry = list[i]
        const slot = Math.floor(entry / MASKS)
        if (!live(slot)) continue
        const score = weight * rarity * boostOfMask[entry % MASKS]
        if (best[slot] === 0) termTouched.push(slot)
        if (score > best[slot]) best[slot] = score
      }
    }
    for (const slot of termTouched) {
      if (hits[slot] === 0) touched.push(slot)
      hits[slot]++
      total[slot] += best[slot]
      best[slot] = 0
    }
    termTouched.length = 0
  }
  let top = topSlots(touched, expansions.length, limit, context)
  if (!top.length && expansions.length > 1) top = topSlots(touched, 1, limit, context)
  for (const slot of touched) {
    total[slot] = 0
    hits[slot] = 0
  }
  return top
}

/** The best `limit` slots with at least `need` matched terms: by score, then by breakTie. */
function topSlots(touched: readonly number[], need: number, limit: number, context: RankContext): number[] {
  const { total, hits } = context.scratch
  const top: number[] = []
  const before = (a: number, b: number) => (total[a] !== total[b] ? total[a] > total[b] : context.breakTie(a, b) < 0)
  for (const slot of touched) {
    if (hits[slot] < need) continue
    if (top.length === limit && !before(slot, top[limit - 1])) continue
    let at = Math.min(top.length, limit - 1)
    while (at > 0 && before(slot, top[at - 1])) at--
    top.splice(at, 0, slot)
    if (top.length > limit) top.pop()
  }
  return top
}

function ensureCapacity(scratch: Scratch, slots: number): Scratch {
  if (scratch.total.length < slots) {
    const size = Math.max(1024, slots * 2)
    scratch.total = new Float64Array(size)
    scratch.best = new Float64Array(size)
    scratch.hits = new Uint8Array(size)
  }
  return scratch
}
