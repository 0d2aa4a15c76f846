import { describe, expect, it } from 'vitest'
import { canComment, commentExcerpt, EXCERPT_MAX, threadsOpen } from './board-comments'

describe('board comments', () => {
  it('lets the owner, co-owners and evaluators comment, and not viewers or non-members', () => {
    expect((['owner', 'co-owner', 'evaluator'] as const).map(canComment)).toEqual([true, true, true])
    expect([canComment('viewer'), canComment(null)]).toEqual([false, false])
  })
  it('keeps threads open before and after the reveal', () => {
    expect([threadsOpen({ decidedAt: null }), threadsOpen({ decidedAt: '2026-11-27T10:00:00Z' })]).toEqual([true, false])
  })
  it('makes an excerpt on one line, cut with an ellipsis past its length', () => {
    expect(commentExcerpt('  Line one\n\nline   two ')).toBe('Line one line two')
    const long = commentExcerpt('word '.repeat(100))
    expect(long).toHaveLength(EXCERPT_MAX)
    expect(long.endsWith('…')).toBe(true)
  })
})
