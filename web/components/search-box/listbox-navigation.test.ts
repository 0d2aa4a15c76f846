import { describe, expect, it } from 'vitest'
import { moveHighlight, NO_HIGHLIGHT } from './listbox-navigation'

describe('moveHighlight (search box keyboard: ArrowDown/ArrowUp through the results)', () => {
  it('starts at the first option on ArrowDown and the last on ArrowUp', () => {
    expect(moveHighlight(NO_HIGHLIGHT, 6, 'ArrowDown')).toBe(0)
    expect(moveHighlight(NO_HIGHLIGHT, 6, 'ArrowUp')).toBe(5)
  })
  it('moves one step and wraps at both ends', () => {
    expect(moveHighlight(2, 6, 'ArrowDown')).toBe(3)
    expect(moveHighlight(5, 6, 'ArrowDown')).toBe(0)
    expect(moveHighlight(3, 6, 'ArrowUp')).toBe(2)
    expect(moveHighlight(0, 6, 'ArrowUp')).toBe(5)
  })
  it('lands inside the list when the list shrank under the highlight', () => {
    expect(moveHighlight(7, 3, 'ArrowDown')).toBe(0)
    expect(moveHighlight(7, 3, 'ArrowUp')).toBe(2)
  })
  it('highlights nothing when there are no options', () => {
    expect(moveHighlight(0, 0, 'ArrowDown')).toBe(NO_HIGHLIGHT)
    expect(moveHighlight(NO_HIGHLIGHT, 0, 'ArrowUp')).toBe(NO_HIGHLIGHT)
  })
})
