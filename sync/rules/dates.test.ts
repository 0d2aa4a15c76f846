import { describe, expect, it } from 'vitest'
import { formatDate, formatDay, isCalendarDay, localDay, shiftYears } from './dates'

// Noon local time, so the day is the same in every time zone the tests may run in.
const nov22 = new Date(2026, 10, 22, 12, 0)

describe('formatDate (en-US short formats)', () => {
  it('writes the three shapes', () => {
    expect(formatDate(nov22, 'numeric')).toBe('11/22/2026')
    expect(formatDate(nov22, 'text')).toBe('Nov 22, 2026')
    // ICU writes a narrow no-break space before PM in some versions: compare with plain spaces.
    expect(formatDate(new Date(2026, 0, 5, 15, 4), 'dateTime').replace(/\s/g, ' ')).toBe('1/5/2026, 3:04 PM')
  })
  it('reads ISO strings and epoch milliseconds', () => {
    expect(formatDate(nov22.toISOString(), 'text')).toBe('Nov 22, 2026')
    expect(formatDate(nov22.getTime(), 'numeric')).toBe('11/22/2026')
  })
  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatDate(null, 'text')).toBe('')
    expect(formatDate(undefined, 'numeric')).toBe('')
    expect(formatDate('', 'numeric')).toBe('')
    expect(formatDate('not a date', 'text')).toBe('')
  })
})

describe('calendar days (a report date, a certificate expiry)', () => {
  it('knows real days from made-up ones', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2027-02-29')).toBe(false)
    expect(isCalendarDay('2026-13-01')).toBe(false)
    expect(isCalendarDay('2026-1-05')).toBe(false)
  })
  it('writes the same day in every time zone (midnight UTC is the day before in the Americas)', () => {
    expect(formatDay('2026-01-01', 'text')).toBe('Jan 1, 2026')
    expect(formatDay('2026-12-31', 'numeric')).toBe('12/31/2026')
    expect(formatDay(null, 'text')).toBe('')
    expect(formatDay('2026-02-30', 'text')).toBe('')
  })
  it('takes the local day of a moment and moves a day by whole years', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(shiftYears('2026-05-15', -1)).toBe('2025-05-15')
    expect(shiftYears('2028-02-29', 1)).toBe('2029-02-28')
  })
})
