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
