import { describe, expect, it } from 'vitest'
import { countWords, readTimeLabel, readTimeMinutes, WORDS_PER_MINUTE } from './read-time'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

describe('countWords', () => {
  it('counts the words a reader sees, not tags, attributes, entities or scripts', () => {
    expect(countWords('<p class="lead">Hello <strong>big</strong>&nbsp;world</p><script>var a = 1 + 2</script>')).toBe(3)
  })
  it('is 0 for empty or missing content', () => {
    expect(countWords('')).toBe(0)
    expect(countWords(null)).toBe(0)
    expect(countWords('<p> - </p>')).toBe(0)
  })
})

describe('readTimeMinutes', () => {
  it("uses the admin's read time when it is a positive whole number", () => {
    expect(readTimeMinutes({ readTime: 7, content: words(10) })).toBe(7)
  })
  it('estimates from the content when readTime is missing, zero or not whole', () => {
    expect(readTimeMinutes({ readTime: null, content: `<p>${words(WORDS_PER_MINUTE * 3)}</p>` })).toBe(3)
    expect(readTimeMinutes({ readTime: 0, content: words(WORDS_PER_MINUTE * 2 + 1) })).toBe(3)
    expect(readTimeMinutes({ readTime: 2.5, content: words(WORDS_PER_MINUTE) })).toBe(1)
  })
  it('never says less than 1 minute', () => {
    expect(readTimeMinutes({ content: 'Short.' })).toBe(1)
    expect(readTimeMinutes({ content: '' })).toBe(1)
  })
  it('labels the minutes', () => {
    expect(readTimeLabel({ readTime: 5 })).toBe('5 min read')
  })
})
