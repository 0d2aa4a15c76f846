import { describe, expect, it } from 'vitest'
import { teamResults, type TeamScore } from '../../../sync/rules/team-results'
import { SCORE_CRITERIA, type Criterion } from '../../../sync/rules/weighted-score'
import { cellLabel, criterionColumns, disagreementSummary, fragileNotice, listText, matrixRows, rankingRows, spreadText, type TeamViewNames } from './team-view-model'

const CRITERIA = SCORE_CRITERIA.map((c) => c.key)
function card(evaluator: number, item: number, score: number, overrides: Partial<Record<Criterion, number>> = {}): TeamScore<number, number>[] {
  return CRITERIA.map((criterion) => ({ evaluator, item, criterion, score: overrides[criterion] ?? score }))
}
const ITEMS: Record<number, string> = { 1: 'Acme CRM', 2: 'Beta CRM', 3: 'Cobalt CRM' }
const PEOPLE: Record<number, string> = { 7: 'Ana Lima', 8: 'Ben Ode', 9: 'Cleo Park' }
const names: TeamViewNames<number, number> = { item: (k) => ITEMS[k], evaluator: (k) => PEOPLE[k] }

// Ana and Ben split on value; Cleo has not scored. Acme leads narrowly, thanks to security.
const results = teamResults({
  items: [1, 2],
  evaluators: [7, 8, 9],
  weights: {},
  scores: [
    ...card(7, 1, 3, { security: 5, features: 4, support: 4, easeOfUse: 4 }), ...card(8, 1, 3, { security: 5, features: 4, support: 4, easeOfUse: 4, value: 1 }),
    ...card(7, 2, 3, { price: 5, value: 4 }), ...card(8, 2, 3, { price: 5, value: 5 }),
  ],
})

describe('team view texts', () => {
  it('writes a spread as the standard deviation and the range', () => {
    expect(spreadText({ sd: 1.5, min: 2, max: 5, count: 2 })).toBe('±1.5 · 2–5')
    expect(spreadText({ sd: 0, min: 4, max: 4, count: 3 })).toBe('±0.0 · all 4')
    expect(spreadText({ sd: null, min: null, max: null, count: 0 })).toBe('No scores')
  })
  it('labels a cell in words for a screen reader, saying how many scored', () => {
    const cell = results.items[0].cells.value
    expect(cellLabel('Acme CRM', 'Value', cell)).toBe(
      "Acme CRM, Value: mean 2.0, standard deviation 1.0, lowest 1, highest 3, 2 of 3 scored. Show each evaluator's score",
    )
  })
  it('gives each cell every evaluator by name, with "Not scored" for a missing score', () => {
    const [acme] = matrixRows(results, names)
    expect(acme.name).toBe('Acme CRM')
    expect(acme.cells.map((c) => c.criterion)).toEqual(CRITERIA)
    expect(acme.cells.find((c) => c.criterion === 'value')).toMatchObject({
      meanText: '2.0', spreadText: '±1.0 · 1–3',
      scores: [{ name: 'Ana Lima', text: '3' }, { name: 'Ben Ode', text: '1' }, { name: 'Cleo Park', text: 'Not scored' }],
    })
  })
  it('marks the most disagreed criteria in the columns, the cells and a sentence', () => {
    const columns = criterionColumns(results.disagreement)
    expect(columns.filter((c) => c.mostDisagreed).map((c) => c.key)).toEqual(['value'])
    expect(columns.find((c) => c.key === 'value')?.disagreementText).toBe('Spread 0.8')
    expect(matrixRows(results, names)[1].cells.find((c) => c.criterion === 'value')?.mostDisagreed).toBe(true)
    expect(disagreementSummary(results.disagreement)).toBe('The team disagrees most on Value for Money.')
    const agreed = teamResults({ items: [1], evaluators: [7, 8], weights: {}, scores: [...card(7, 1, 3), ...card(8, 1, 3)] })
    expect(disagreementSummary(agreed.disagreement)).toBeNull()
  })
  it('lists the team ranking with each person own rank, ties and people who have not scored', () => {
    expect(rankingRows(results, names)).toEqual([
      { key: 1, name: 'Acme CRM', teamRank: '#1', teamScore: '3.67', personal: ['#1', '#2', 'Not scored yet'] },
      { key: 2, name: 'Beta CRM', teamRank: '#2', teamScore: '3.58', personal: ['#2', '#1', 'Not scored yet'] },
    ])
    const tied = teamResults({ items: [1, 2], evaluators: [7], weights: {}, scores: [...card(7, 1, 3), ...card(7, 2, 3)] })
    expect(rankingRows(tied, names).map((r) => r.teamRank)).toEqual(['#1 (tied)', '#1 (tied)'])
  })
  it('names the weight in the fragile-lead notice, with each move and who would lead', () => {
    const notice = fragileNotice(results, names)
    expect(notice?.title).toMatch(/^Fragile lead: Acme CRM leads, but moving the .*Security.* weight by 10 points would change first place\.$/)
    expect(notice?.moves).toContain('Security down 10 points (16.7% to 6.7% of the weight): Beta CRM would lead.')
    const clear = teamResults({ items: [1, 2], evaluators: [7], weights: {}, scores: [...card(7, 1, 5), ...card(7, 2, 1)] })
    expect(fragileNotice(clear, names)).toBeNull()
  })
  it('joins names with commas and a final and/or', () => {
    expect(listText(['A'])).toBe('A')
    expect(listText(['A', 'B', 'C'])).toBe('A, B and C')
    expect(listText(['A', 'B'], 'or')).toBe('A or B')
  })
})
