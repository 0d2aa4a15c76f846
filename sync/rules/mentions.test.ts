import { describe, expect, it } from 'vitest'
import { findMentions, insertMention, mentionedMembers, membersMatching, mentionQueryAt, mentionSegments } from './mentions'

describe('findMentions', () => {
  it('finds each @username once, in lower case, in the order written', () => {
    expect(findMentions('@Ann and @ben.k, then @ANN again')).toEqual(['ann', 'ben.k'])
  })
  it('ends a mention before trailing dots and dashes, and takes none from an email address or a lone @', () => {
    expect(findMentions('thanks @ann. Ask @bob-! Mail carl@example.com or @ alone, @@dan')).toEqual(['ann', 'bob'])
  })
  it('takes a mention after punctuation and line breaks', () => {
    expect(findMentions('(@ann)\n@bob,@cat')).toEqual(['ann', 'bob', 'cat'])
  })
})

describe('mentionedMembers', () => {
  const members = [{ userId: 1, username: 'ann' }, { userId: 2, username: 'Bob' }, { userId: 3, username: 'cat' }]
  it('names the members mentioned, letter case aside, never the author and never a non-member', () => {
    expect(mentionedMembers('@bob @ann @nobody @cat @BOB', members, 3)).toEqual([2, 1])
  })
})

describe('mentionSegments', () => {
  it('cuts the text into plain pieces and mentions that join back into the text', () => {
    const text = 'Hi @ann, see mail a@b.c and @bob.'
    const segments = mentionSegments(text)
    expect(segments).toEqual([{ text: 'Hi ' }, { text: '@ann', mention: 'ann' }, { text: ', see mail a@b.c and ' }, { text: '@bob', mention: 'bob' }, { text: '.' }])
    expect(segments.map((s) => s.text).join('')).toBe(text)
  })
  it('keeps markup as plain text', () => {
    expect(mentionSegments('<b>@ann</b>')).toEqual([{ text: '<b>' }, { text: '@ann', mention: 'ann' }, { text: '</b>' }])
  })
})

describe('the composer: mentionQueryAt, membersMatching, insertMention', () => {
  it('finds the mention being typed at the caret, and none inside an email address', () => {
    expect(mentionQueryAt('hello @an', 9)).toEqual({ start: 6, query: 'an' })
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' })
    expect(mentionQueryAt('mail ann@ex', 11)).toBeNull()
    expect(mentionQueryAt('hello @ann there', 16)).toBeNull()
  })
  it('matches members by the start of their username or of a word of their name', () => {
    const members = [{ userId: 1, username: 'ann.lee', name: 'Ann Lee' }, { userId: 2, username: 'bob', name: 'Robert Annan' }, { userId: 3, username: 'cat', name: 'Cat' }]
    expect(membersMatching('an', members).map((m) => m.userId)).toEqual([1, 2])
    expect(membersMatching('', members, 2).map((m) => m.userId)).toEqual([1, 2])
  })
  it('puts "@username " in place of what was typed and the caret after it', () => {
    expect(insertMention('hi @an, ok', 3, 6, 'ann.lee')).toEqual({ text: 'hi @ann.lee , ok', caret: 12 })
  })
})
