// An iCalendar file (RFC 5545) of all-day events: the Renewals page's export of notice deadlines
// (docs/renewals.md). Lines end in CRLF; a line longer than 75 octets is folded (CRLF and a space)
// without splitting a character's UTF-8 bytes; text values escape backslash, comma, semicolon and
// newlines; a day is `DTSTART;VALUE=DATE:yyyymmdd`, ending the next day (DTEND is exclusive).

export interface CalendarEvent {
  /** Stable across exports, so a calendar that imports the file again updates the event instead of adding one. */
  uid: string
  /** The calendar day "yyyy-mm-dd". */
  day: string
  summary: string
  description?: string
}

const FOLD_AT = 75
const encoder = new TextEncoder()

/** Escapes a TEXT value: backslash, semicolon, comma, and newlines as \n. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')
}

/** One content line folded at 75 octets: each further line starts with a space, which counts in its 75. */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = out.length === 0 ? FOLD_AT : FOLD_AT - 1
    if (octets + size > limit) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

const basicDay = (day: string) => day.replace(/-/g, '')

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

/** A UTC date-time as iCalendar writes it: 20261127T211500Z. */
const stampOf = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')

/** The whole calendar; `stamp` is when it was written (every event's DTSTAMP). */
export function writeCalendar(name: string, events: readonly CalendarEvent[], stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vetted//Renewals//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ]
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stampOf(stamp)}`,
      `DTSTART;VALUE=DATE:${basicDay(event.day)}`,
      `DTEND;VALUE=DATE:${basicDay(nextDay(event.day))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
