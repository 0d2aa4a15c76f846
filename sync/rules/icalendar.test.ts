import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, writeCalendar } from './icalendar'

const octets = (line: string) => new TextEncoder().encode(line).length

describe('the iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds lines at 75 octets with CRLF and a space, never inside a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75)
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
    expect(foldLine('SHORT:line')).toBe('SHORT:line')
  })

  it('writes all-day events with stable UIDs, a DTSTAMP and CRLF line ends', () => {
    const text = writeCalendar('Acme renewals', [{ uid: 'subscription-7-notice@vetted', day: '2027-02-28', summary: 'Notice deadline: Slack, Inc.', description: 'Renews Mar 30; 30 days notice' }], new Date('2026-11-27T21:15:00.123Z'))
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/)
    const lines = text.split('\r\n')
    expect(lines).toContain('BEGIN:VCALENDAR')
    expect(lines).toContain('UID:subscription-7-notice@vetted')
    expect(lines).toContain('DTSTAMP:20261127T211500Z')
    expect(lines).toContain('DTSTART;VALUE=DATE:20270228')
    expect(lines).toContain('DTEND;VALUE=DATE:20270301')
    expect(lines).toContain('SUMMARY:Notice deadline: Slack\\, Inc.')
    expect(lines).toContain('DESCRIPTION:Renews Mar 30\\; 30 days notice')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
  })
})
