// When a subscription renews and by when its owner must give notice (docs/renewals.md). One copy of
// the rule, used by the server's reminder job and by the Renewals page on the device. Dates are
// calendar days "yyyy-mm-dd"; "today" is the reader's own day (the device's time zone on the page,
// UTC on the server).
//
// - A term renews every month or every year from its start date. Each renewal is counted from the
//   start, never from the previous renewal, so a day the month lacks falls on the month's last day
//   and comes back after: monthly from Jan 31 renews Feb 28 (29 in a leap year), then Mar 31; annual
//   from Feb 29 renews Feb 28 in other years.
// - With auto-renewal on, the renewal shown is the first one after today, however long ago it started.
// - With auto-renewal off, the term ends at its first renewal day and never rolls over: once that day
//   is past, the subscription has ended.
// - The notice deadline is the renewal day minus the notice period, in days.

export const TERMS = ['monthly', 'annual'] as const
export type Term = (typeof TERMS)[number]

export const TERM_NAMES: Record<Term, string> = { monthly: 'Monthly', annual: 'Annual' }

const MONTHS_PER_TERM: Record<Term, number> = { monthly: 1, annual: 12 }

/** The notice period, in days. */
export const MAX_NOTICE_DAYS = 365
/** A subscription's cost per term, in its currency. */
export const MAX_SUBSCRIPTION_COST = 10_000_000

const DAY_MS = 86_400_000

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number)
  return [y, m, d]
}

/** The calendar day `months` months after `day`, on the month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day)
  const monthIndex = y * 12 + (m - 1) + months
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12 + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`
}

/** The calendar day `days` days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day)
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from)
  const [y2, m2, d2] = parts(to)
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS)
}

/** The UTC calendar day of an instant: the server's "today". */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

export interface RenewalTerms {
  term: Term
  startDate: string
  autoRenew: boolean
  noticeDays: number
}

export interface RenewalDates {
  /** The next renewal after today; with auto-renewal off, the day the term ends. */
  renewalDate: string
  /** The renewal day minus the notice period. */
  noticeDeadline: string
  /** Days from today to the notice deadline (negative: the deadline has passed). */
  daysToDeadline: number
  /** Auto-renewal off and its end day past: nothing renews any more. */
  ended: boolean
}

/** The renewal and the notice deadline of a subscription, seen on `today`. */
export function renewalDates(terms: RenewalTerms, today: string): RenewalDates {
  const months = MONTHS_PER_TERM[terms.term]
  let renewalDate = addMonths(terms.startDate, months)
  if (terms.autoRenew) {
    // Jump close to today, then step: the start may be decades ago.
    const elapsed = Math.max(0, Math.floor(daysBetween(terms.startDate, today) / (months * 31)) - 1)
    let n = Math.max(1, elapsed)
    renewalDate = addMonths(terms.startDate, n * months)
    while (renewalDate <= today) renewalDate = addMonths(terms.startDate, ++n * months)
  }
  const noticeDeadline = addDays(renewalDate, -terms.noticeDays)
  return { renewalDate, noticeDeadline, daysToDeadline: daysBetween(today, noticeDeadline), ended: !terms.autoRenew && renewalDate <= today }
}

/** Days before a notice deadline when its owner is reminded, farthest first. */
export const REMINDER_DAYS = [120, 90, 60, 30] as const

/**
 * The reminder due with `daysLeft` days to the deadline: the nearest threshold already reached (50
 * days left: the 60-day one), so a deadline already inside several thresholds gets one reminder, not
 * all of them. Null before the first threshold and once the deadline has passed.
 */
export function dueReminder(daysLeft: number): number | null {
  if (daysLeft < 0) return null
  const reached = REMINDER_DAYS.filter((threshold) => daysLeft <= threshold)
  return reached.length ? reached[reached.length - 1] : null
}

/** How many days are left, as the page reads it: "12 days left", "Due today", "3 days overdue". */
export function daysLeftText(days: number): string {
  if (days === 0) return 'Due today'
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} overdue`
  return `${days} ${days === 1 ? 'day' : 'days'} left`
}
