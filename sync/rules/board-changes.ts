// The changes one edit makes to a board's shared fields, one at a time (docs/board-teams.md, "Activity,
// undo and merging"): a vendor added or removed, a criterion's weight changed, a criterion added or
// removed, the board renamed. The server records each as an activity entry; Undo reverses one of them
// only while the board still shows it (nobody changed that field since), on the device and on the server.
import { SCORE_CRITERIA } from './weighted-score'

export interface BoardItemRef {
  itemId: number
  tierId?: number | null
  pricingOptionId?: number | null
}

/** The fields of a board that its owner and co-owners share. */
export interface BoardFields {
  name: string
  items: readonly BoardItemRef[]
  weights: Readonly<Record<string, number>>
}

export type BoardChange =
  | { kind: 'item-added' | 'item-removed'; item: BoardItemRef }
  /** A weight set on a criterion; `before` or `after` null: the criterion was not weighted (a standard one then counts 5). */
  | { kind: 'weight-changed'; criterion: string; before: number | null; after: number | null }
  /** A criterion of the board's own added (`before` null) or removed (`after` null). */
  | { kind: 'criteria-changed'; criterion: string; before: number | null; after: number | null }
  | { kind: 'renamed'; before: string; after: string }

export type BoardChangeKind = BoardChange['kind']
export const BOARD_CHANGE_KINDS: readonly BoardChangeKind[] = ['item-added', 'item-removed', 'weight-changed', 'criteria-changed', 'renamed']

const STANDARD = new Set<string>(SCORE_CRITERIA.map((c) => c.key))

/** The key that tells two board items apart (a product may sit on a board once per tier and option). */
export const itemRefKey = (item: BoardItemRef) => `${item.itemId}:${item.tierId ?? ''}:${item.pricingOptionId ?? ''}`

const weightOf = (weights: Readonly<Record<string, number>> | null | undefined, criterion: string): number | null => {
  const value = weights?.[criterion]
  return typeof value === 'number' ? value : null
}

/**
 * The changes from `before` to `after`, in a fixed order (name, items added, items removed, weights in
 * criterion order). A field absent from `after` did not change.
 */
export function boardChanges(before: Partial<BoardFields>, after: Partial<BoardFields>): BoardChange[] {
  const changes: BoardChange[] = []
  if (after.name !== undefined && before.name !== undefined && after.name !== before.name) changes.push({ kind: 'renamed', before: before.name, after: after.name })
  if (after.items !== undefined) {
    const was = new Set((before.items ?? []).map(itemRefKey))
    const now = new Set(after.items.map(itemRefKey))
    for (const item of after.items) if (!was.has(itemRefKey(item))) changes.push({ kind: 'item-added', item: plainItem(item) })
    for (const item of before.items ?? []) if (!now.has(itemRefKey(item))) changes.push({ kind: 'item-removed', item: plainItem(item) })
  }
  if (after.weights !== undefined) {
    for (const criterion of [...new Set([...Object.keys(before.weights ?? {}), ...Object.keys(after.weights)])]) {
      const b = weightOf(before.weights, criterion)
      const a = weightOf(after.weights, criterion)
      if (a === b) continue
      const ownCriterion = !STANDARD.has(criterion) && (a === null || b === null)
      changes.push({ kind: ownCriterion ? 'criteria-changed' : 'weight-changed', criterion, before: b, after: a })
    }
  }
  return changes
}

const plainItem = (item: BoardItemRef): BoardItemRef => ({
  itemId: item.itemId,
  ...(item.tierId != null && { tierId: item.tierId }),
  ...(item.pricingOptionId != null && { pricingOptionId: item.pricingOptionId }),
})

/** The change that takes `change` back. */
export function reverseChange(change: BoardChange): BoardChange {
  switch (change.kind) {
    case 'item-added': return { kind: 'item-removed', item: change.item }
    case 'item-removed': return { kind: 'item-added', item: change.item }
    default: return { ...change, before: change.after, after: change.before } as BoardChange
  }
}

/** Whether the board still shows what `change` made of its field (nobody changed that field since). */
export function showsChange(board: Partial<BoardFields>, change: BoardChange): boolean {
  switch (change.kind) {
    case 'item-added': return (board.items ?? []).some((i) => itemRefKey(i) === itemRefKey(change.item))
    case 'item-removed': return !(board.items ?? []).some((i) => itemRefKey(i) === itemRefKey(change.item))
    case 'renamed': return board.name === change.after
    default: return weightOf(board.weights, change.criterion) === change.after
  }
}

/** The fields to write so that the board shows `change` (the rest of the field as it is now). */
export function withChange(board: Partial<BoardFields>, change: BoardChange): Partial<BoardFields> {
  switch (change.kind) {
    case 'item-added': return { items: showsChange(board, change) ? [...(board.items ?? [])] : [...(board.items ?? []), change.item] }
    case 'item-removed': return { items: (board.items ?? []).filter((i) => itemRefKey(i) !== itemRefKey(change.item)) }
    case 'renamed': return { name: change.after }
    default: {
      const weights = { ...board.weights }
      if (change.after === null) delete weights[change.criterion]
      else weights[change.criterion] = change.after
      return { weights }
    }
  }
}

/** Whether two changes are to the same thing: one vendor, one criterion's weight, or the name. */
export function sameTarget(a: BoardChange, b: BoardChange): boolean {
  if (a.kind === 'renamed' || b.kind === 'renamed') return a.kind === b.kind
  if ('item' in a || 'item' in b) return 'item' in a && 'item' in b && itemRefKey(a.item) === itemRefKey(b.item)
  return a.criterion === b.criterion
}

/** Whether two changes are the same change (the kind, the thing and what it made of it). */
export const sameChange = (a: BoardChange, b: BoardChange): boolean =>
  a.kind === b.kind && sameTarget(a, b) && ('item' in a || JSON.stringify(a.after) === JSON.stringify((b as { after: unknown }).after))

/** A change read back from stored JSON (an activity entry's detail, a queued undo): null when it is not one. */
export function asBoardChange(value: unknown): BoardChange | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const num = (x: unknown) => x === null || (typeof x === 'number' && Number.isFinite(x))
  switch (v.kind) {
    case 'item-added':
    case 'item-removed': {
      const item = v.item as Record<string, unknown> | undefined
      return item && Number.isInteger(item.itemId) ? { kind: v.kind, item: plainItem(item as unknown as BoardItemRef) } : null
    }
    case 'weight-changed':
    case 'criteria-changed':
      return typeof v.criterion === 'string' && num(v.before) && num(v.after) ? { kind: v.kind, criterion: v.criterion, before: v.before as number | null, after: v.after as number | null } : null
    case 'renamed':
      return typeof v.before === 'string' && typeof v.after === 'string' ? { kind: 'renamed', before: v.before, after: v.after } : null
    default:
      return null
  }
}
