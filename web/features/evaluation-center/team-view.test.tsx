// The team view's markup, rendered on the server: a real table with column and row headers (what a
// screen reader walks), the words that mark the most disagreed criterion, the fragile-lead notice
// naming the weight, and each person's ranking beside the team's.
import { ChakraProvider } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { teamResults, type TeamScore } from '../../../sync/rules/team-results'
import { SCORE_CRITERIA, type Criterion } from '../../../sync/rules/weighted-score'
import { system } from '../../theme/system'
import { TeamView } from './team-view'

const CRITERIA = SCORE_CRITERIA.map((c) => c.key)
const card = (evaluator: string, item: number, score: number, overrides: Partial<Record<Criterion, number>> = {}): TeamScore<number, string>[] =>
  CRITERIA.map((criterion) => ({ evaluator, item, criterion, score: overrides[criterion] ?? score }))

const results = teamResults({
  items: [1, 2],
  evaluators: ['ana', 'ben'],
  weights: {},
  scores: [
    ...card('ana', 1, 3, { security: 5, features: 4, support: 4, easeOfUse: 4 }), ...card('ben', 1, 3, { security: 5, features: 4, support: 4, easeOfUse: 4, value: 1 }),
    ...card('ana', 2, 3, { price: 5, value: 4 }), ...card('ben', 2, 3, { price: 5, value: 5 }),
  ],
})
const NAMES: Record<string, string> = { 1: 'Acme CRM', 2: 'Beta CRM', ana: 'Ana Lima', ben: 'Ben Ode' }
// Emotion writes its styles inline on the server; only the markup matters here.
const html = renderToStaticMarkup(
  <ChakraProvider value={system}>
    <TeamView results={results} names={{ item: (k) => NAMES[k], evaluator: (k) => NAMES[k] }} />
  </ChakraProvider>,
).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
const text = (fragment: string) => fragment.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

describe('TeamView markup', () => {
  it('is a table with a caption, a column header per criterion and a row header per item', () => {
    const matrix = html.match(/<table[\s\S]*?<\/table>/g)?.[0] ?? ''
    expect(matrix).toContain('<caption')
    const columns = [...matrix.matchAll(/<th[^>]*scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) => text(m[1]))
    expect(columns[0]).toBe('Item')
    expect(columns.slice(1).map((c) => c.split(' Spread')[0])).toEqual(SCORE_CRITERIA.map((c) => c.label))
    const rows = [...matrix.matchAll(/<th[^>]*scope="row"[^>]*>([\s\S]*?)<\/th>/g)].map((m) => text(m[1]))
    expect(rows).toEqual(['Acme CRM', 'Beta CRM'])
  })
  it('gives every cell a button named in words, which opens the evaluators\' scores', () => {
    expect(html).toContain('aria-label="Acme CRM, Value for Money: mean 2.0, standard deviation 1.0, lowest 1, highest 3, 2 of 2 scored. Show each evaluator&#x27;s score"')
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(2 * CRITERIA.length)
  })
  it('marks the most disagreed criterion in words, not only by colour', () => {
    const header = html.match(/<th[^>]*scope="col"[^>]*>((?:(?!<\/th>)[\s\S])*Most disagreement[\s\S]*?)<\/th>/)
    expect(text(header?.[1] ?? '')).toMatch(/^Value for Money Spread 0\.8 Most disagreement$/)
    expect(text(html)).toContain('The team disagrees most on Value for Money.')
  })
  it('names the weight in the fragile-lead notice', () => {
    expect(text(html)).toContain('Fragile lead: Acme CRM leads, but moving the')
    expect(text(html)).toContain('Security down 10 points (16.7% to 6.7% of the weight): Beta CRM would lead.')
  })
  it('shows the team ranking beside each person\'s own', () => {
    const rankings = html.match(/<table[\s\S]*?<\/table>/g)?.[1] ?? ''
    const headers = [...rankings.matchAll(/<th[^>]*scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) => text(m[1]))
    expect(headers).toEqual(['Item', 'Team rank', 'Team score', 'Ana Lima', 'Ben Ode'])
    const rows = [...rankings.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].slice(1).map((m) => text(m[1]))
    expect(rows).toEqual(['Acme CRM #1 3.67 #1 #2', 'Beta CRM #2 3.58 #2 #1'])
  })
})
