// One inverted index (vendors or products) built for type-ahead over tens of thousands of rows:
// MiniSearch's radix tree (SearchableMap) finds the words a query word may mean (itself, words it
// starts, words within its typo budget), and a flat posting list per word feeds a scorer that keeps
// only the best few documents. MiniSearch's own engine scores and sorts every match, which costs
// 50-250 ms for common words at this size (docs/search.md); this stays near a millisecond.
import SearchableMap from 'minisearch/SearchableMap'
import { rankSlots, type Scratch } from './rank-slots'
import { MATCH_WEIGHT, maxTypos, termsOf } from './search-terms'

/** A posting packs the document's slot and the bit mask of the fields holding the word: slot * 16 + mask. */
const MASKS = 16

export class TermIndex {
  private readonly postings = new SearchableMap<number[]>()
  private readonly boostOfMask: Float64Array
  /** Document id per slot; null once the document is removed (slots are reused only by compact()). */
  private idOfSlot: (number | null)[] = []
  /** The first field's length per slot: equal scores rank the shorter name first, then the lower id. */
  private lengthOfSlot: number[] = []
  private readonly slotOfId = new Map<number, number>()
  private removed = 0
  private readonly scratch: Scratch = { total: new Float64Array(0), best: new Float64Array(0), hits: new Uint8Array(0) }

  /** `boosts`: the weight of each field, in the order put() receives the field texts (at most 4). */
  constructor(boosts: readonly number[]) {
    this.boostOfMask = Float64Array.from({ length: MASKS }, (_, mask) => boosts.reduce((sum, b, f) => sum + (mask & (1 << f) ? b : 0), 0))
  }

  get size(): number {
    return this.slotOfId.size
  }

  /** Indexes (or re-indexes) a document from its field texts. */
  put(id: number, fields: readonly (string | null)[]): void {
    this.remove(id)
    const slot = this.idOfSlot.length
    this.idOfSlot.push(id)
    this.lengthOfSlot.push(fields[0]?.length ?? 0)
    this.slotOfId.set(id, slot)
    const masks = new Map<string, number>()
    fields.forEach((text, f) => {
      for (const term of termsOf(text)) masks.set(term, (masks.get(term) ?? 0) | (1 << f))
    })
    for (const [term, mask] of masks) {
      const list = this.postings.get(term)
      if (list) list.push(slot * MASKS + mask)
      else this.postings.set(term, [slot * MASKS + mask])
    }
  }

  remove(id: number): void {
    const slot = this.slotOfId.get(id)
    if (slot === undefined) return
    this.slotOfId.delete(id)
    this.idOfSlot[slot] = null
    this.removed++
    if (this.removed > 1000 && this.removed * 4 > this.idOfSlot.length) this.compact()
  }

  /** Ids of the best `limit` documents holding every query term (any term when none holds all), best first. */
  search(terms: readonly string[], limit: number): number[] {
    if (!terms.length || limit <= 0 || !this.size) return []
    const expansions = terms.slice(0, 8).map((term) => this.expand(term))
    const slots = rankSlots(expansions, limit, {
      live: (slot) => this.idOfSlot[slot] !== null,
      boostOfMask: this.boostOfMask,
      breakTie: (a, b) => this.lengthOfSlot[a] - this.lengthOfSlot[b] || (this.idOfSlot[a] as number) - (this.idOfSlot[b] as number),
      slotCount: this.idOfSlot.length,
      documentCount: this.size,
      scratch: this.scratch,
    })
    return slots.map((slot) => this.idOfSlot[slot] as number)
  }

  /** The posting lists a query word reaches, each with the weight of that kind of match. */
  private expand(term: string): { list: number[]; weight: number }[] {
    const reached = new Map<string, { list: number[]; weight: number }>()
    const offer = (word: string, list: number[], weight: number) => {
      const seen = reached.get(word)
      if (!seen || seen.weight < weight) reached.set(word, { list, weight })
    }
    // A single letter would begin a large part of the vocabulary: it matches only itself.
    if (term.length < 2) {
      const list = this.postings.get(term)
      if (list) offer(term, list, MATCH_WEIGHT.exact)
    } else {
      for (const [word, list] of this.postings.atPrefix(term)) {
        offer(word, list, word === term ? MATCH_WEIGHT.exact : MATCH_WEIGHT.prefix(term.length, word.length))
      }
    }
    const typos = maxTypos(term)
    if (typos) for (const [word, [list, edits]] of this.postings.fuzzyGet(term, typos)) offer(word, list, MATCH_WEIGHT.typo(edits))
    return [...reached.values()]
  }

  /** Drops removed documents from every posting list and renumbers the slots. */
  private compact(): void {
    const newSlot = new Int32Array(this.idOfSlot.length).fill(-1)
    const ids: number[] = []
    const lengths: number[] = []
    this.idOfSlot.forEach((id, slot) => {
      if (id === null) return
      newSlot[slot] = ids.length
      this.slotOfId.set(id, ids.length)
      ids.push(id)
      lengths.push(this.lengthOfSlot[slot])
    })
    const emptied: string[] = []
    for (const [word, list] of this.postings) {
      let kept = 0
      for (const entry of list) {
        const slot = newSlot[Math.floor(entry / MASKS)]
        if (slot >= 0) list[kept++] = slot * MASKS + (entry % MASKS)
      }
      list.length = kept
      if (!kept) emptied.push(word)
    }
    for (const word of emptied) this.postings.delete(word)
    this.idOfSlot = ids
    this.lengthOfSlot = lengths
    this.removed = 0
  }
}
