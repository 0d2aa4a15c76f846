// The catalogue lists' one order, for the server and the app alike: featured first, then the name in
// natural order blind to case and accents ("Vendor 9" before "Vendor 10", "éclair" beside "Eclair"),
// then the id, so no two rows tie. LIST_ORDER below is the definition; the app's comparator
// (compareForList) and the server's ORDER BY and paging (api/db/list-page.ts) are both made from it,
// so the API and a device can never list the same rows in different orders.
//
// The name is compared through its key (listNameKey), a plain string compared code point by code
// point: the server stores it beside the name (the hidden `name_key` column) and SQLite's BINARY
// collation compares UTF-8 bytes, which is code point order too. A locale collator cannot be shared
// that way: SQLite has none, and two engines' collators disagree.

/** Changes with listNameKey: a new version needs a migration that recomputes `name_key` (and old paging cursors stop). */
export const LIST_ORDER_VERSION = 1

/** Keys agree on at most this many UTF-16 units; names alike that far are ordered by id. */
const MAX_KEY_LENGTH = 512
/** Digit runs longer than this compare digit by digit among themselves (after every shorter number). */
const MAX_DIGITS = 99

/**
 * The name as the list order compares it: compatibility forms unfolded (NFKD: "ﬁ" is "fi", "²" is
 * "2"), accents and other combining marks dropped, lower case, and each run of digits written as its
 * length (two digits) and its value without leading zeros, so numbers compare by value: "Vendor 9"
 * is "vendor 019", "Vendor 10" is "vendor 0210". A lone surrogate (not text) becomes U+FFFD, as
 * SQLite stores it.
 */
export function listNameKey(name: string): string {
  // Most names are ASCII, which has nothing to unfold: a 10,000-row import computes 10,000 keys.
  const ascii = ASCII.test(name)
  const folded = ascii ? name.toLowerCase() : name.normalize('NFKD').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')
  const key = (DIGIT.test(folded) ? folded.replace(DIGIT_RUNS, numberKey) : folded).slice(0, MAX_KEY_LENGTH)
  return ascii ? key : key.replace(/\p{Cs}/gu, '\uFFFD')
}

const ASCII = /^[\0-\x7f]*$/
const DIGIT = /[0-9]/
const DIGIT_RUNS = /[0-9]+/g

function numberKey(run: string): string {
  const digits = run.replace(/^0+/, '')
  return String(Math.min(digits.length, MAX_DIGITS)).padStart(2, '0') + digits
}

/** UTF-16 units ordered as their code points: surrogates (astral characters) after U+E000..U+FFFF. */
const codePointRank = (unit: number) => (unit < 0xd800 ? unit : unit < 0xe000 ? unit + 0x2000 : unit - 0x800)

/** Code point order: what SQLite's BINARY collation gives the same strings (UTF-8 bytes compare so). */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const [x, y] = [a.charCodeAt(i), b.charCodeAt(i)]
    if (x !== y) return codePointRank(x) - codePointRank(y)
  }
  return a.length - b.length
}

/** What the order reads of a row. */
export interface ListRow {
  featured?: boolean
  name: string
  id: number
}

/** The row's place in the order: the values LIST_ORDER names. */
export interface ListKey {
  featured: boolean
  nameKey: string
  id: number
}

/** The order, first column first: a field of ListKey and whether it runs from high to low. */
export const LIST_ORDER: readonly { field: keyof ListKey; descending: boolean }[] = [
  { field: 'featured', descending: true },
  { field: 'nameKey', descending: false },
  { field: 'id', descending: false },
]

// Rows are not changed in place (a changed row is a new object), so a row's key is worked out once.
const nameKeys = new WeakMap<object, string>()

function nameKeyOf(row: { name: string }): string {
  let key = nameKeys.get(row)
  if (key === undefined) nameKeys.set(row, (key = listNameKey(row.name)))
  return key
}

export const listKeyOf = (row: ListRow): ListKey => ({ featured: row.featured === true, nameKey: nameKeyOf(row), id: row.id })

function compareValues(a: ListKey[keyof ListKey], b: ListKey[keyof ListKey]): number {
  if (typeof a === 'string') return compareCodePoints(a, b as string)
  return Number(a) - Number(b)
}

/** The order without its featured part: lists sorted by name alone. */
const NAME_ORDER = LIST_ORDER.filter((column) => column.field !== 'featured')

function compareIn(order: typeof LIST_ORDER, a: ListKey, b: ListKey): number {
  for (const { field, descending } of order) {
    const result = compareValues(a[field], b[field])
    if (result) return descending ? -result : result
  }
  return 0
}

/** Compares two list keys in LIST_ORDER. */
export const compareListKeys = (a: ListKey, b: ListKey): number => compareIn(LIST_ORDER, a, b)

/** The catalogue lists' order (featured first, then the name, then the id): Array.prototype.sort's comparator. */
export const compareForList = (a: ListRow, b: ListRow): number => compareListKeys(listKeyOf(a), listKeyOf(b))

/** The same order without its featured part: lists sorted by name alone (then by id). */
export const compareByListName = (a: ListRow, b: ListRow): number => compareIn(NAME_ORDER, listKeyOf(a), listKeyOf(b))

/** Two texts in the list's name order, with no id to break a tie: category names, labels. */
export const compareListNames = (a: string, b: string): number => compareCodePoints(listNameKey(a), listNameKey(b))
