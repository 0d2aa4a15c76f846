import { describe, expect, it } from 'vitest'
import { teamCsv, teamCsvFileName, teamCsvRows } from './team-csv'
import { teamResults } from './team-results'

const results = teamResults({
  items: [1, 2],
  evaluators: ['ann', 'bo'],
  weights: { security: 10, value: 0, support: 0, easeOfUse: 0, features: 0, price: 0 },
  scores: [
    { evaluator: 'ann', item: 1, criterion: 'security', score: 4 },
    { evaluator: 'bo', item: 1, criterion: 'security', score: 2 },
    { evaluator: 'ann', item: 2, criterion: 'security', score: 5 },
  ],
})
const names = { 1: 'Acme', 2: '=Birch' } as Record<number, string>
const rows = teamCsvRows(results, (k) => names[k], (e) => (e === 'ann' ? 'Ann' : 'Bo'))

describe('teamCsvRows', () => {
  it('has a row per item and criterion with the mean, the spread and each evaluator\'s score', () => {
    expect(rows[0]).toEqual(['Item', 'Criterion', 'Team mean', 'Standard deviation', 'Lowest', 'Highest', 'Ann', 'Bo'])
    expect(rows[1]).toEqual(['Acme', 'Security', '3.00', '1.00', '2', '4', '4', '2'])
    expect(rows[2]).toEqual(['Acme', 'Value for Money', '', '', '', '', '', ''])
    expect(rows.filter((r) => r[1] === 'Security').map((r) => r[0])).toEqual(['Acme', '=Birch'])
  })

  it('ends with each item\'s weighted score and rank, the team\'s and each person\'s', () => {
    expect(rows.slice(-2)).toEqual([
      ['Acme', 'Weighted score (rank)', '3.00 (#2)', '', '', '', '4.00 (#2)', '2.00 (#1)'],
      ['=Birch', 'Weighted score (rank)', '5.00 (#1)', '', '', '', '5.00 (#1)', '0.00 (#2)'],
    ])
  })
})

it('ends with the decision on a decided board: what was chosen, by whom and when, and why', () => {
  const decided = teamCsvRows(results, (k) => names[k], String, { chosen: 'Acme', rationale: '=SUM(A1) beats the rest', decidedBy: 'Ann', decidedAt: '2026-11-27T10:00:00.000Z' })
  expect(decided.slice(-2)).toEqual([['Decision', 'Acme', 'Decided by Ann on 11/27/2026'], ['Rationale', '=SUM(A1) beats the rest']])
  expect(teamCsv(results, (k) => names[k], String, { chosen: 'Acme', rationale: '=SUM(A1)', decidedBy: null, decidedAt: '2026-11-27T10:00:00.000Z' })).toContain('"\'=SUM(A1)"')
  expect(rows.some((r) => r[0] === 'Decision')).toBe(false)
})

it('writes the file neutralised against formulas, with a name from the board', () => {
  expect(teamCsv(results, (k) => names[k], String)).toContain('"\'=Birch"')
  expect(teamCsvFileName('CRM shortlist 2027')).toBe('crm-shortlist-2027-team-results.csv')
})

it('writes Security & compliance after the six on a board that has it, the trust profile standing for an evaluator who gave no score', () => {
  const withSecurity = teamResults({
    items: [1], evaluators: ['ann', 'bo'], weights: { securityCompliance: 5 }, prefill: new Map([[1, 3.5]]),
    scores: [{ evaluator: 'ann', item: 1, criterion: 'securityCompliance', score: 5 }],
  })
  const csv = teamCsvRows(withSecurity, (k) => names[k], (e) => (e === 'ann' ? 'Ann' : 'Bo'))
  expect(csv.slice(1, 8).map((r) => r[1])).toEqual(['Security', 'Value for Money', 'Customer Support', 'Ease of Use', 'Features', 'Price', 'Security & compliance'])
  expect(csv[7]).toEqual(['Acme', 'Security & compliance', '4.25', '0.75', '3.5', '5', '5', '3.5'])
  expect(rows.some((r) => r[1] === 'Security & compliance')).toBe(false)
})
