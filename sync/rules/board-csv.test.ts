import { describe, expect, it } from 'vitest'
import { boardCsv, boardCsvFileName, boardCsvRows, neutraliseCell } from './board-csv'

describe('neutraliseCell', () => {
  it('prefixes cells a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`)
  })
  it('leaves other cells alone and writes empty values as empty cells', () => {
    expect(neutraliseCell('Northgate Sentinel')).toBe('Northgate Sentinel')
    expect(neutraliseCell(4.5)).toBe('4.5')
    expect(neutraliseCell(null)).toBe('')
    expect(neutraliseCell(undefined)).toBe('')
  })
})

describe('boardCsv', () => {
  const rows = [
    { label: 'Security', values: [4.5, 3] },
    { label: 'Integrations', values: ['Slack, Jira', 'Say "hi"'] },
    { label: 'Notes', values: ['=cmd|calc'] },
  ]
  it('has a header of item names and one row per criterion, padding missing values', () => {
    expect(boardCsvRows(['A', '@B'], rows)).toEqual([
      ['Criterion', 'A', "'@B"],
      ['Security', '4.5', '3'],
      ['Integrations', 'Slack, Jira', 'Say "hi"'],
      ['Notes', "'=cmd|calc", ''],
    ])
  })
  it('quotes every cell (inner quotes doubled), with CRLF line ends', () => {
    expect(boardCsv(['A', 'B'], rows)).toBe(
      '"Criterion","A","B"\r\n"Security","4.5","3"\r\n"Integrations","Slack, Jira","Say ""hi"""\r\n"Notes","\'=cmd|calc",""\r\n',
    )
  })
  it('neutralises each ;-separated part, as lists are joined', () => {
    expect(neutraliseCell('Slack; =cmd; -x')).toBe("Slack;' =cmd;' -x")
  })
  it('names the file after the board', () => {
    expect(boardCsvFileName('Security shortlist (Q3)!')).toBe('security-shortlist-q3-evaluation.csv')
    expect(boardCsvFileName('***')).toBe('board-evaluation.csv')
  })
})
