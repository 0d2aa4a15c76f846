// CSV exports cannot carry formulas (ASVS 5.0 V1.2.10, CSV and formula injection): every cell is
// quoted, and every `;`-separated part of every cell (a list item, or a cell like `ok;=1+1`) that
// starts with = + - @ tab or carriage return gets a leading '. The check opens each export (after its
// byte order mark, which spreadsheets drop) the way a spreadsheet set to `;` as separator would.
// docs/security.md lists this test.
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { boardCsv } from '../../sync/rules/board-csv'
import { vendorExportCsv } from '../../sync/rules/csv-export'
import { CSV_BOM } from '../../sync/rules/csv-writer'
import { EMPTY_TRUST_PROFILE, type Vendor } from '../../sync/schemas'

const FORMULA_START = /^[=+\-@\t\r]/
const HOSTILE = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=tab', '\r=cr', ' =spaced', '  -spaced', 'a\n=line', 'b\r\n"=quoted"']

const vendor: Vendor = {
  id: 7, version: 42, name: 'ok;=1+1', slug: 'acme', logoUrl: 'https://cdn.example.com/acme.png',
  category: '-security', description: 'Fine; -cmd|calc;@SUM(1);+x, "quoted"\nnext line\n-and this', featured: false,
  securityRating: 4.5, valueRating: 4, supportRating: 3.5, easeOfUseRating: 0, featureRating: null,
  rating: 4, reviewCount: 12, startingPrice: -5, pricingModel: '@risk', pricingDetails: 'a;;=b',
  pricingUrl: null, demoUrl: null, demoVideo: null, pros: ['ok', ...HOSTILE], cons: ['=HYPERLINK("http://evil")'],
  features: ['SSO', '-fast'], integrations: ['Slack', '@Jira'], screenshots: [], deploymentOptions: ['+Cloud'],
  categories: ['security', '=x'], marketScore: 4.5,
  ...EMPTY_TRUST_PROFILE, subprocessors: ['AWS', '=HYPERLINK("http://evil")', '@Stripe'], createdAt: '2024-01-02T03:04:05.000Z', updatedAt: '2024-02-03T04:05:06.000Z',
}

/**
 * The fields a spreadsheet shows when it opens `text` with `;` as separator: records end at line
 * breaks outside quotes; a field that starts with a quote runs to its closing quote ("" is a quote),
 * and anything after that closing quote up to the next `;` is kept as it is.
 */
function openWithSemicolons(text: string): string[][] {
  const records: string[][] = []
  let fields: string[] = []
  let field = ''
  let i = 0
  let atFieldStart = true
  while (i < text.length) {
    const c = text[i]
    if (atFieldStart && c === '"') {
      i++
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') { field += '"'; i += 2 } else if (text[i] === '"') { i++; break } else field += text[i++]
      }
      atFieldStart = false
    } else if (c === ';') {
      fields.push(field); field = ''; atFieldStart = true; i++
    } else if (c === '\r' || c === '\n') {
      fields.push(field); records.push(fields); fields = []; field = ''; atFieldStart = true
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1
    } else {
      field += c; atFieldStart = false; i++
    }
  }
  if (field !== '' || fields.length) { fields.push(field); records.push(fields) }
  return records
}

/** Every field of every record, as is and with leading spaces trimmed (some imports trim them). */
function expectNoFormulaField(records: string[][]): void {
  let checked = 0
  for (const record of records) {
    for (const field of record) {
      expect(field, JSON.stringify(field)).not.toMatch(FORMULA_START)
      expect(field.trimStart(), JSON.stringify(field)).not.toMatch(FORMULA_START)
      checked++
    }
  }
  expect(checked).toBeGreaterThan(0)
}

/** Every cell of every record is in double quotes (RFC 4180 quoted fields, comma-separated). */
const QUOTED_RECORDS = /^(?:"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*\r\n)+$/

/** The file's text after its byte order mark (each describe checks the mark is there). */
const afterBom = (file: string) => file.replace(/^\uFEFF/, '')

describe('vendor CSV export (sync/rules/csv-export.ts)', () => {
  const file = vendorExportCsv([vendor], 'https://vetted.example')
  const csv = afterBom(file)

  it('starts with the byte order mark', () => {
    expect(file.startsWith(CSV_BOM)).toBe(true)
  })

  it('quotes every cell, the header too', () => {
    expect(csv).toMatch(QUOTED_RECORDS)
  })

  it('opened with ; as separator, no field starts with a formula character', () => {
    const records = openWithSemicolons(csv)
    expect(records.length).toBeGreaterThanOrEqual(2)
    expectNoFormulaField(records)
  })

  it('even split on every ; with quotes ignored, no part starts with a formula character', () => {
    for (const part of csv.split(';')) expect(part.replace(/^"/, '').trimStart(), JSON.stringify(part)).not.toMatch(FORMULA_START)
  })

  it('neutralises each list item, and each ;-part of a text cell, with a leading quote', () => {
    const [header, row] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data
    const cell = (column: string) => row[header.indexOf(column)]
    expect(cell('name')).toBe("ok;'=1+1")
    expect(cell('pros')).toBe(`ok;'=1+1;'+SUM(A1);'-2+3;'@cmd;'\t=tab;'\r'=cr;' =spaced;'  -spaced;a\n'=line;b\r\n'"=quoted"`)
    expect(cell('cons')).toBe(`'=HYPERLINK("http://evil")`)
    expect(cell('features')).toBe("SSO;'-fast")
    expect(cell('integrations')).toBe("Slack;'@Jira")
    expect(cell('categories')).toBe("security;'=x")
    expect(cell('description')).toBe(`Fine;' -cmd|calc;'@SUM(1);'+x, "quoted"\nnext line\n'-and this`)
    expect(cell('pricing_details')).toBe("a;;'=b")
    expect(cell('category')).toBe("'-security")
    expect(cell('starting_price')).toBe("'-5")
    expect(cell('rating')).toBe('4')
  })
})

describe('board CSV export (sync/rules/board-csv.ts)', () => {
  const file = boardCsv(['ok;=1+1', '@Vendor'], [
    { label: 'Integrations', values: ['Slack; =cmd', '-fast; @x'] },
    { label: '=Label', values: [4.5, -1] },
  ])
  const csv = afterBom(file)

  it('starts with the byte order mark', () => {
    expect(file.startsWith(CSV_BOM)).toBe(true)
  })

  it('quotes every cell, and opened with ; as separator no field starts with a formula character', () => {
    expect(csv).toMatch(QUOTED_RECORDS)
    expectNoFormulaField(openWithSemicolons(csv))
  })
})
