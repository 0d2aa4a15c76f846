import { describe, expect, it } from 'vitest'
import { formatDate } from './dates'

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
