// How every screen writes a date: en-US, in one of three named shapes (every date is in the "short US
// format"; the admin tables and the buyer's pages read it differently, and the tests hold both):
// - 'numeric'  "11/22/2026"           admin tables and cards, the printed evaluation board;
// - 'text'     "Nov 22, 2026"         the buyer's pages: profile, orders, blog, resources;
// - 'dateTime' "11/22/2026, 3:04 PM"  when the app last synced.
// One formatter per shape, made once (Intl.DateTimeFormat is costly to build), in the device's time zone.

const FORMATS = {
  numeric: new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: 'numeric' }),
  text: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  dateTime: new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
}

export type DateShape = keyof typeof FORMATS

/** The date in the shape named; '' for a missing or unreadable date, so screens can leave it out. */
export function formatDate(value: string | number | Date | null | undefined, shape: DateShape): string {
  if (value === null || value === undefined || value === '') return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : FORMATS[shape].format(date)
}

// Calendar days ("2026-11-22", no time and no zone: a certificate's expiry, a report's date) are
// written as that same day everywhere: read as midnight UTC and formatted in UTC, never shifted by
// the device's zone (midnight UTC is the day before in the Americas).
const DAY_FORMATS = {
  numeric: new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  text: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
}
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a calendar day "yyyy-mm-dd" that exists (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** A calendar day in the shape named ('numeric' or 'text'), the same day in every time zone; '' when missing or not a day. */
export function formatDay(value: string | null | undefined, shape: 'numeric' | 'text'): string {
  if (!value || !isCalendarDay(value)) return ''
  return DAY_FORMATS[shape].format(new Date(`${value}T00:00:00Z`))
}

/** The device's calendar day of `now` as "yyyy-mm-dd" (its own time zone: "today" where the person is). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The calendar day `years` years after `day` (negative: before); February 29 becomes the 28th in other years. */
export function shiftYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number)
  const year = y + years
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}
