import { describe, expect, it } from 'vitest'
import { countText, formatCount, formatMoney } from './money'

describe('formatMoney (whole amounts without decimals, others with two)', () => {
  it('writes dollars by default, with thousands separators', () => {
    expect(formatMoney(12)).toBe('$12')
    expect(formatMoney(12.5)).toBe('$12.50')
    expect(formatMoney(1290)).toBe('$1,290')
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89')
    expect(formatMoney(0)).toBe('$0')
  })
  it('uses the currency symbol', () => {
    expect(formatMoney(1290, 'GBP')).toBe('£1,290')
    expect(formatMoney(890.1, 'EUR')).toBe('€890.10')
    expect(formatMoney(17.48, 'EUR')).toBe('€17.48')
  })
  it('writes an amount that rounds to whole cents-free dollars without decimals', () => {
    expect(formatMoney(7.001)).toBe('$7')
    expect(formatMoney(7.999)).toBe('$8')
  })
  it('falls back to the number and the code for a code Intl refuses', () => {
    expect(formatMoney(5, 'X1')).toBe('5 X1')
    expect(formatMoney(1290.5, 'X1')).toBe('1,290.50 X1')
  })
})

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(7)).toBe('7')
    expect(formatCount(10000)).toBe('10,000')
  })
  it('names the thing counted, singular only for one', () => {
    expect(countText(1, 'review', 'reviews')).toBe('1 review')
    expect(countText(0, 'review', 'reviews')).toBe('0 reviews')
    expect(countText(1165, 'review', 'reviews')).toBe('1,165 reviews')
  })
})
