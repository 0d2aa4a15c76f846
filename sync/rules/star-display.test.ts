// Star display clamps to 0-5, shows a half star when the fraction is at least .25 (vendor card: 0.5
// or more), one decimal; "N/A" if missing on the vendor card. Five stars.
import { describe, expect, it } from 'vitest'
import { starDisplay, vendorCardStars } from './star-display'

const stars = (d: { full: number; half: boolean; empty: number }) => [d.full, d.half, d.empty]

describe('starDisplay (default: half star from .25)', () => {
  it('always draws five stars', () => {
    for (const r of [0, 0.3, 1, 2.5, 3.74, 4.9, 5]) {
      const d = starDisplay(r)
      expect(d.full + (d.half ? 1 : 0) + d.empty).toBe(5)
    }
  })
  it('shows a half star when the fraction is at least .25', () => {
    expect(stars(starDisplay(3.25))).toEqual([3, true, 1])
    expect(stars(starDisplay(3.3))).toEqual([3, true, 1])
    expect(stars(starDisplay(3.24))).toEqual([3, false, 2])
    expect(stars(starDisplay(4.9))).toEqual([4, true, 0])
  })
  it('clamps to 0-5', () => {
    expect(starDisplay(7)).toMatchObject({ value: 5, full: 5, half: false, empty: 0, label: '5.0' })
    expect(starDisplay(-2)).toMatchObject({ value: 0, full: 0, half: false, empty: 5, label: '0.0' })
  })
  it('labels with one decimal', () => {
    expect(starDisplay(4).label).toBe('4.0')
    expect(starDisplay(4.46).label).toBe('4.5')
    expect(starDisplay(3.84).label).toBe('3.8')
  })
  it('shows a missing rating as 0 outside the vendor card', () => {
    expect(starDisplay(null)).toMatchObject({ value: 0, label: '0.0', empty: 5 })
    expect(starDisplay(undefined).label).toBe('0.0')
  })
})

describe('vendorCardStars (half star from .5, N/A when missing)', () => {
  it('needs a fraction of 0.5 or more for a half star', () => {
    expect(stars(vendorCardStars(4.5))).toEqual([4, true, 0])
    expect(stars(vendorCardStars(4.3))).toEqual([4, false, 1])
    expect(stars(vendorCardStars(2.49))).toEqual([2, false, 3])
  })
  it('says N/A with five empty stars when the rating is missing', () => {
    expect(vendorCardStars(null)).toEqual({ value: null, full: 0, half: false, empty: 5, label: 'N/A' })
    expect(vendorCardStars(undefined).label).toBe('N/A')
    expect(vendorCardStars(Number.NaN).label).toBe('N/A')
  })
  it('still clamps and keeps one decimal', () => {
    expect(vendorCardStars(6)).toMatchObject({ label: '5.0', full: 5 })
    expect(vendorCardStars(0).label).toBe('0.0')
  })
})
