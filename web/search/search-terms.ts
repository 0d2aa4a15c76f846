// How text becomes search terms and how much each kind of match counts (docs/search.md explains the
// choices). The same processing runs at index time and at query time, so "Café" finds "cafe" and back.

// Words too common to narrow anything; dropping them also keeps "point of sale" from requiring "of".
// Not "it": "IT Operations" is a category.
const STOP_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'with'])
const WORD = /[\p{L}\p{N}]+/gu
const NON_ASCII = /[^\x00-\x7f]/
const MARKS = /\p{M}/gu

/** The text's search terms in order: words lower-cased with accents folded, stop words dropped. */
export function termsOf(text: string | null | undefined): string[] {
  if (!text) return []
  const lower = text.toLowerCase()
  const folded = NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower
  const terms: string[] = []
  for (const [word] of folded.matchAll(WORD)) if (!STOP_WORDS.has(word)) terms.push(word)
  return terms
}

/**
 * The terms a typed query searches for. Single letters are dropped when longer words remain: they are
 * usually a word being started ("expense m") and would match half the catalogue.
 */
export function queryTerms(text: string): string[] {
  const terms = termsOf(text)
  const words = terms.filter((t) => t.length > 1)
  return [...new Set(words.length ? words : terms)]
}

/** How far a query word may be from an indexed word: 1 edit from 4 letters, 2 from 8, none below 4. */
export const maxTypos = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0)

/** Weight of a match by kind: the exact word, a word it starts ("secu" → security), a word one typo away. */
export const MATCH_WEIGHT = {
  exact: 1,
  /** Scaled up by how much of the word was typed, so "payroll" beats "payrolls" for "payr". */
  prefix: (typed: number, word: number) => 0.45 + 0.4 * (typed / word),
  typo: (edits: number) => (edits === 1 ? 0.4 : 0.25),
} as const

/** Field weights: the name counts most, then the product's vendor name, the category, the description. */
export const VENDOR_FIELDS = [
  { name: 'name', boost: 5 },
  { name: 'category', boost: 1.5 },
  { name: 'description', boost: 1 },
] as const
export const PRODUCT_FIELDS = [
  { name: 'name', boost: 5 },
  { name: 'vendorName', boost: 2 },
  { name: 'category', boost: 1.5 },
  { name: 'description', boost: 1 },
] as const
