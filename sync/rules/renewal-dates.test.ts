import { describe, expect, it } from 'vitest'
import { addMonths, daysLeftText, dueReminder, renewalDates } from './renewal-dates'

const terms = (over: Partial<Parameters<typeof renewalDates>[0]>) => ({ term: 'monthly' as const, startDate: '2026-01-31', autoRenew: true, noticeDays: 30, ...over })

describe('renewal dates', () => {
  it('puts a day the month lacks on its last day, counted from the start each time', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31')
    expect(renewalDates(terms({}), '2026-02-01').renewalDate).toBe('2026-02-28')
    expect(renewalDates(terms({ startDate: '2028-01-31' }), '2028-02-01').renewalDate).toBe('2028-02-29')
    expect(renewalDates(terms({}), '2026-02-28').renewalDate).toBe('2026-03-31')
  })

  it('renews an annual term from February 29 on February 28, and on the 29th in a leap year', () => {
    expect(renewalDates(terms({ term: 'annual', startDate: '2024-02-29' }), '2024-03-01').renewalDate).toBe('2025-02-28')
    expect(renewalDates(terms({ term: 'annual', startDate: '2024-02-29' }), '2027-06-01').renewalDate).toBe('2028-02-29')
  })

  it('rolls a start in the past forward to the first renewal after today', () => {
    expect(renewalDates(terms({ term: 'annual', startDate: '2019-05-10' }), '2026-11-27').renewalDate).toBe('2027-05-10')
    expect(renewalDates(terms({ term: 'annual', startDate: '2019-05-10' }), '2027-05-10').renewalDate).toBe('2028-05-10')
    expect(renewalDates(terms({ startDate: '2001-03-15' }), '2026-11-27').renewalDate).toBe('2026-12-15')
  })

  it('ends the term at its first renewal day when auto-renewal is off, without rolling over', () => {
    const running = renewalDates(terms({ term: 'annual', startDate: '2026-06-01', autoRenew: false }), '2026-11-27')
    expect(running).toMatchObject({ renewalDate: '2027-06-01', ended: false })
    const over = renewalDates(terms({ term: 'annual', startDate: '2024-06-01', autoRenew: false }), '2026-11-27')
    expect(over).toMatchObject({ renewalDate: '2025-06-01', ended: true })
  })

  it('sets the notice deadline the notice period before the renewal, and counts the days to it', () => {
    const dates = renewalDates(terms({ term: 'annual', startDate: '2026-03-01', noticeDays: 60 }), '2026-11-27')
    expect(dates.renewalDate).toBe('2027-03-01')
    expect(dates.noticeDeadline).toBe('2026-12-31')
    expect(dates.daysToDeadline).toBe(34)
    expect(renewalDates(terms({ term: 'annual', startDate: '2026-03-01', noticeDays: 0 }), '2026-11-27').noticeDeadline).toBe('2027-03-01')
    expect(renewalDates(terms({ term: 'monthly', startDate: '2026-11-01', noticeDays: 30 }), '2026-11-27').daysToDeadline).toBe(-26)
  })
})

describe('reminders', () => {
  it('is due at 120, 90, 60 and 30 days, the nearest one reached only', () => {
    expect(dueReminder(121)).toBeNull()
    expect(dueReminder(120)).toBe(120)
    expect(dueReminder(91)).toBe(120)
    expect(dueReminder(90)).toBe(90)
    expect(dueReminder(50)).toBe(60)
    expect(dueReminder(30)).toBe(30)
    expect(dueReminder(0)).toBe(30)
    expect(dueReminder(-1)).toBeNull()
  })

  it('reads the days left, today and overdue', () => {
    expect(daysLeftText(12)).toBe('12 days left')
    expect(daysLeftText(1)).toBe('1 day left')
    expect(daysLeftText(0)).toBe('Due today')
    expect(daysLeftText(-3)).toBe('3 days overdue')
  })
})
