import { describe, expect, it } from 'vitest'
import { boardCsv, boardCsvFileName, boardCsvRows } from './board-csv'

describe('boardCsv', () => {
  const rows = [
    { label: 'Security', values: [4.5, 3] },
    { label: 'Integrations', values: ['Slack, Jira', 'Say "hi"'] },
    { label: 'Notes', values: ['=cmd|calc'] },
  ]
  it('has a header of item names and one row per criterion, padding missing values', () => {
    expect(boardCsvRows(['A', '@B'], rows)).toEqual([
      ['Criterion', 'A', '@B'],
      ['Security', '4.5', '3'],
      ['Integrations', 'Slack, Jira', 'Say "hi"'],
      ['Notes', '=cmd|calc', ''],
    ])
  })
  it('writes the byte order mark, then every cell neutralised and quoted (inner quotes doubled), with CRLF line ends', () => {
    expect(boardCsv(['A', '@B'], rows)).toBe(
      '\uFEFF"Criterion","A","\'@B"\r\n"Security","4.5","3"\r\n"Integrations","Slack, Jira","Say ""hi"""\r\n"Notes","\'=cmd|calc",""\r\n',
    )
  })
  it('neutralises each ;-separated part, as lists are joined', () => {
    expect(boardCsv(['A'], [{ label: 'Integrations', values: ['Slack; =cmd; -x'] }])).toContain(`"Slack;' =cmd;' -x"`)
  })
  it('names the file after the board', () => {
    expect(boardCsvFileName('Security shortlist (Q3)!')).toBe('security-shortlist-q3-evaluation.csv')
    expect(boardCsvFileName('***')).toBe('board-evaluation.csv')
  })
})
