// How a board's activity reads (docs/board-teams.md, "Activity, undo and merging"): one sentence per
// entry, "You" for the reader, and when it happened ("5 minutes ago", the exact time beside it).
import { asBoardChange, type BoardChange } from './board-changes'
import { formatDate } from './dates'
import { RANKED_CRITERIA } from './weighted-score'

export const BOARD_ACTIVITY_KINDS = [
  'item-added', 'item-removed', 'weight-changed', 'criteria-changed', 'renamed',
  'submitted', 'reopened', 'revealed',
  'member-invited', 'member-joined', 'member-removed', 'member-left',
  'commented', 'decided', 'decision-reopened',
] as const
export type BoardActivityKind = (typeof BOARD_ACTIVITY_KINDS)[number]

/** A board keeps its newest entries; older ones leave it (and every device) as new ones come. */
export const MAX_BOARD_ACTIVITY = 200

export interface ActivityEntry {
  userId: number
  actorName: string
  kind: BoardActivityKind
  detail: Record<string, unknown>
}

/** What the sentences need from the screen: the name of a board item, and of a criterion. */
export interface ActivityNames {
  item: (itemId: number) => string
  criterion?: (criterion: string) => string
}

/** A criterion as every screen names it ("Ease of Use"); a board's own criterion by its own name. */
export const criterionLabel = (criterion: string) => RANKED_CRITERIA.find((c) => c.key === criterion)?.label ?? criterion

const weightText = (w: number | null) => (w === null ? 'not weighted' : String(w))

/** What a change did, after its doer ("added Acme CRM", "changed the weight of Price from 5 to 8"). */
export function describeChange(change: BoardChange, names: ActivityNames): string {
  const label = names.criterion ?? criterionLabel
  switch (change.kind) {
    case 'item-added': return `added ${names.item(change.item.itemId)}`
    case 'item-removed': return `removed ${names.item(change.item.itemId)}`
    case 'renamed': return `renamed the board from “${change.before}” to “${change.after}”`
    case 'criteria-changed':
      return change.before === null ? `added the criterion ${label(change.criterion)} (weight ${weightText(change.after)})` : `removed the criterion ${label(change.criterion)}`
    case 'weight-changed':
      return `changed the weight of ${label(change.criterion)} from ${weightText(change.before)} to ${weightText(change.after)}`
  }
}

const str = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback)

/** One entry as a sentence, "You" for the reader's own. */
export function describeActivity(entry: ActivityEntry, readerId: number | null, names: ActivityNames): string {
  const who = entry.userId === readerId ? 'You' : entry.actorName
  const change = asBoardChange({ ...entry.detail, kind: entry.kind })
  const undo = entry.detail.undo === true ? ' (undo)' : ''
  if (change) return `${who} ${describeChange(change, names)}${undo}`
  const member = str(entry.detail.name, 'someone')
  const itemId = typeof entry.detail.itemId === 'number' ? entry.detail.itemId : null
  switch (entry.kind) {
    case 'submitted': return `${who} submitted ${entry.userId === readerId ? 'your' : 'their'} scorecard`
    case 'reopened': return `${who} reopened ${entry.userId === readerId ? 'your' : 'their'} scorecard`
    case 'revealed': return `${who} revealed the results`
    case 'member-invited': return `${who} invited ${member}${typeof entry.detail.role === 'string' ? ` as ${entry.detail.role}` : ''}`
    case 'member-joined': return `${who} joined the board`
    case 'member-removed': return `${who} removed ${member} from the board`
    case 'member-left': return `${who} left the board`
    case 'commented': return itemId === null ? `${who} commented` : `${who} commented on ${names.item(itemId)}`
    case 'decided': return itemId === null ? `${who} recorded the decision` : `${who} chose ${names.item(itemId)}`
    case 'decision-reopened': return `${who} reopened the decision`
    default: return `${who} changed the board`
  }
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** When something happened, relative to `now`: "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date. */
export function relativeTime(at: string, now: number): string {
  const time = new Date(at).getTime()
  if (Number.isNaN(time)) return ''
  const ago = Math.max(0, now - time)
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`
  if (ago < MINUTE) return 'just now'
  if (ago < HOUR) return count(Math.floor(ago / MINUTE), 'minute')
  if (ago < DAY) return count(Math.floor(ago / HOUR), 'hour')
  if (ago < 7 * DAY) return count(Math.floor(ago / DAY), 'day')
  return formatDate(at, 'text')
}
