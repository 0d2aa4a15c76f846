// A buyer's queued edit sent again over a row that changed on another device (412; docs/sync.md,
// "Conflicts"). A buyer's own row (favourite, cart line, order) merges field by field: the fields this
// edit changed take its values (it is the later write to reach the server), every other field keeps
// the server's value. A board's shared fields merge three ways, each against the row the edit was
// made on: the shortlist as a set, the weights criterion by criterion, the name as one value; two
// different values for the same field (or the same criterion's weight) are a clash, which a board
// someone else may edit puts to the person (mineOnClash false); where nobody else may edit it, the
// later edit wins.
import { itemRefKey, type BoardItemRef } from '../rules/board-changes'

type Row = Record<string, unknown>

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * The body to send again over `current`: `body` is what was queued, `before` the row it was made on
 * (null when unknown). A field the edit left as it was takes the server's current value, so a PUT
 * (whole row) never reverts another device's change to a field this edit did not touch.
 */
export function mergeOwnEdit(body: Row, before: Row | null | undefined, current: Row): Row {
  const merged: Row = {}
  for (const [field, value] of Object.entries(body)) {
    const untouched = before != null && field in before && same(before[field], value)
    merged[field] = untouched && field in current ? current[field] : value
  }
  return merged
}

/** Two members' different values for one field of a board: its name, or one criterion's weight (null: not weighted). */
export type BoardClash =
  | { field: 'name'; mine: string; theirs: string }
  | { field: 'weight'; criterion: string; mine: number | null; theirs: number | null }

export interface BoardMerge {
  /** The edit to send over `current`: every change of its that nobody else contradicted. */
  changes: Row
  /** The fields where the server holds another value than this edit's (left at the server's). */
  clashes: BoardClash[]
}

const items = (row: Row | null | undefined, field = 'items') => (Array.isArray(row?.[field]) ? (row[field] as BoardItemRef[]) : [])
const weights = (row: Row | null | undefined) => (row?.weights && typeof row.weights === 'object' ? (row.weights as Record<string, number>) : {})
const weightOf = (w: Record<string, number>, criterion: string) => (typeof w[criterion] === 'number' ? w[criterion] : null)

/** The shortlist: the server's, with this edit's additions and removals (of other vendors, or the same: both land). */
function mergeItems(base: BoardItemRef[], mine: BoardItemRef[], theirs: BoardItemRef[]): BoardItemRef[] {
  const baseKeys = new Set(base.map(itemRefKey))
  const mineKeys = new Set(mine.map(itemRefKey))
  const removed = new Set([...baseKeys].filter((k) => !mineKeys.has(k)))
  const merged = theirs.filter((i) => !removed.has(itemRefKey(i)))
  const mergedKeys = new Set(merged.map(itemRefKey))
  for (const item of mine) if (!baseKeys.has(itemRefKey(item)) && !mergedKeys.has(itemRefKey(item))) merged.push(item)
  return merged
}

/**
 * A board edit (`changes`, made on `before`) merged over the server's `current` row. With
 * `mineOnClash`, a clash takes this edit's value (one person's own devices: the later edit wins).
 */
export function mergeBoardEdit(changes: Row, before: Row | null | undefined, current: Row, { mineOnClash }: { mineOnClash: boolean }): BoardMerge {
  const { name, items: _items, weights: _weights, ...rest } = changes
  const merged = before ? mergeOwnEdit(rest, before, current) : { ...rest }
  const clashes: BoardClash[] = []
  if (!before) return { changes: { ...changes }, clashes }
  if (typeof name === 'string' && name !== before.name) {
    const theirs = current.name
    if (theirs === before.name || theirs === name || mineOnClash || typeof theirs !== 'string') merged.name = name
    else clashes.push({ field: 'name', mine: name, theirs })
  }
  if ('items' in changes) merged.items = mergeItems(items(before), items(changes), items(current))
  if ('weights' in changes) {
    const base = weights(before)
    const mine = weights(changes)
    const result = { ...weights(current) }
    for (const criterion of new Set([...Object.keys(base), ...Object.keys(mine)])) {
      const [b, m, t] = [weightOf(base, criterion), weightOf(mine, criterion), weightOf(result, criterion)]
      if (b === m) continue
      if (t === b || t === m || mineOnClash) {
        if (m === null) delete result[criterion]
        else result[criterion] = m
      } else clashes.push({ field: 'weight', criterion, mine: m, theirs: t })
    }
    merged.weights = result
  }
  return { changes: merged, clashes }
}
