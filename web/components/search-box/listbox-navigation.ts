// Keyboard movement through the search box's options (WAI-ARIA combobox pattern): ArrowDown and
// ArrowUp move the highlight and wrap at the ends; -1 means nothing is highlighted, so Enter searches
// the typed text instead of opening a result.

export const NO_HIGHLIGHT = -1

/** The highlighted index after ArrowDown or ArrowUp over `count` options. */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return NO_HIGHLIGHT
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1
  return current <= 0 || current > count - 1 ? count - 1 : current - 1
}
