import { describe, expect, it } from 'vitest'
import { verifiedVendorBadge } from './verified-badge'

describe('verifiedVendorBadge (0, or the count rounded down to a multiple of 5 with "+", the step taken from n-1)', () => {
  it('shows 0 when there are no vendors', () => expect(verifiedVendorBadge(0)).toBe('0'))

  it('takes the step from n-1, so an exact multiple of 5 reads the step below it', () => {
    expect(verifiedVendorBadge(5)).toBe('0+')
    expect(verifiedVendorBadge(10)).toBe('5+')
    expect(verifiedVendorBadge(40)).toBe('35+') // the hub's and menu's fixed claim
  })

  it('rounds down in steps of 5 between multiples', () => {
    expect(verifiedVendorBadge(1)).toBe('0+')
    expect(verifiedVendorBadge(6)).toBe('5+')
    expect(verifiedVendorBadge(11)).toBe('10+')
    expect(verifiedVendorBadge(36)).toBe('35+')
    expect(verifiedVendorBadge(41)).toBe('40+')
    expect(verifiedVendorBadge(42)).toBe('40+') // the seeded demo catalogue
    expect(verifiedVendorBadge(10_000)).toBe('9995+')
  })

  it('never claims more than there are: "k+" always has k below the count', () => {
    for (let n = 1; n <= 200; n++) {
      const k = Number.parseInt(verifiedVendorBadge(n), 10)
      expect(k % 5).toBe(0)
      expect(k).toBeLessThan(n)
      expect(n - k).toBeLessThanOrEqual(5)
    }
  })

  it('shows 0 for anything that is not a positive count', () => {
    expect(verifiedVendorBadge(-3)).toBe('0')
    expect(verifiedVendorBadge(Number.NaN)).toBe('0')
  })
})
