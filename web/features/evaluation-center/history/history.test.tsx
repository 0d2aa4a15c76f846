// The activity list's and the clash list's markup, rendered on the server: an ordered list with a
// label, "You" for the reader, a relative time with the exact one for screen readers and as a tooltip;
// both values of a clash in words, with buttons that say which value they keep.
import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BoardActivity } from '../../../../sync/schemas'
import { formatDate } from '../../../../sync/rules/dates'
import { system } from '../../../theme/system'
import { ActivityList } from './activity-list'
import { ClashList } from './clash-list'

const render = (node: ReactNode) => renderToStaticMarkup(<ChakraProvider value={system}>{node}</ChakraProvider>).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

const now = Date.parse('2026-11-27T15:00:00Z')
const entry = (id: number, userId: number, kind: BoardActivity['kind'], detail: Record<string, unknown>, minutesAgo: number): BoardActivity => ({
  id, version: id, boardId: 1, userId, actorName: userId === 1 ? 'Ana Lima' : 'Ben Ode', kind, detail, undoneAt: null,
  createdAt: new Date(now - minutesAgo * 60_000).toISOString(), updatedAt: new Date(now).toISOString(),
})

describe('ActivityList', () => {
  const entries = [entry(3, 2, 'weight-changed', { criterion: 'price', before: 5, after: 8 }, 5), entry(2, 1, 'item-added', { item: { itemId: 9 } }, 120), entry(1, 2, 'submitted', {}, 60 * 24 * 3)]
  const html = render(<ActivityList entries={entries} readerId={1} names={{ item: () => 'Acme CRM' }} now={now} />)
  it('is an ordered list with a label, newest first, "You" for the reader', () => {
    expect(html).toMatch(/<ol[^>]*aria-label="Board activity"/)
    const items = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => text(m[1]))
    expect(items.map((i) => i.split(' · ')[0])).toEqual(['Ben Ode changed the weight of Price from 5 to 8', 'You added Acme CRM', 'Ben Ode submitted their scorecard'])
    expect(items[0]).toContain('5 minutes ago')
    expect(items[1]).toContain('2 hours ago')
  })
  it('gives the exact time as the time element’s value, a tooltip and words for screen readers', () => {
    const exact = formatDate(entries[0].createdAt, 'dateTime')
    expect(html).toMatch(new RegExp(`<time datetime="${entries[0].createdAt}" title="${exact}">`, 'i'))
    expect(text(html)).toContain(`5 minutes ago , ${exact}`)
  })
  it('says so when nothing happened yet', () => {
    expect(text(render(<ActivityList entries={[]} readerId={1} names={{ item: () => '' }} now={now} />))).toBe('Nothing has happened on this board yet.')
  })
})

describe('ClashList', () => {
  const html = render(<ClashList onChoose={() => undefined} clashes={[
    { seq: 4, clash: { field: 'weight', criterion: 'easeOfUse', mine: 2, theirs: 9 } },
    { seq: 5, clash: { field: 'name', mine: 'Mine', theirs: 'Theirs' } },
  ]} />)
  it('names the field and both values in words, with buttons that say what they keep', () => {
    expect(html).toContain('Changes that clashed')
    expect(text(html)).toContain('Weight of Ease of Use: yours 2, theirs 9')
    expect(text(html)).toContain('Board name: yours “Mine”, theirs “Theirs”')
    expect(html).toContain('aria-label="Keep mine: Weight of Ease of Use 2"')
    expect(html).toContain('aria-label="Take theirs: Board name “Theirs”"')
  })
  it('shows nothing when nothing clashed', () => {
    expect(render(<ClashList clashes={[]} onChoose={() => undefined} />)).toBe('')
  })
})
