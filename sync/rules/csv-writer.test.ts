import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { EMPTY_TRUST_PROFILE, type Vendor } from '../schemas'
import { boardCsv } from './board-csv'
import { vendorExportCsv } from './csv-export'
import { CSV_BOM, cellText, csvFileText, neutraliseCell, quoteCell } from './csv-writer'

describe('neutraliseCell (CSV injection)', () => {
  it('prefixes a single quote to cells starting with = + - @ tab or carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseCell(`${start}cmd|' /C calc'!A0`)).toBe(`'${start}cmd|' /C calc'!A0`)
  })

  it('keeps every other cell as it is, including those characters later in a part', () => {
    for (const text of ['', 'Acme', 'a=b', "'=already", '4.5', 'x@y.z', 'a;b=c', 'ok; fine']) expect(neutraliseCell(text)).toBe(text)
  })

  it('prefixes each ;-separated part and each line the same way, and looks past leading spaces', () => {
    expect(neutraliseCell('ok;=1+1')).toBe("ok;'=1+1")
    expect(neutraliseCell('a;-b;@c;+d')).toBe("a;'-b;'@c;'+d")
    expect(neutraliseCell(' =cmd')).toBe("' =cmd")
    expect(neutraliseCell('first line\n=2+2')).toBe("first line\n'=2+2")
  })
})

describe('cellText and quoteCell', () => {
  it('writes lists with semicolons, absent values empty, flags and numbers as text', () => {
    expect(cellText(['a', 'b'])).toBe('a;b')
    expect(cellText([])).toBe('')
    expect(cellText(null)).toBe('')
    expect(cellText(undefined)).toBe('')
    expect(cellText(false)).toBe('false')
    expect(cellText(0)).toBe('0')
  })

  it('quotes every cell and doubles inner quotes', () => {
    expect(quoteCell('plain')).toBe('"plain"')
    expect(quoteCell('')).toBe('""')
    expect(quoteCell('a,b')).toBe('"a,b"')
    expect(quoteCell('say "hi"')).toBe('"say ""hi"""')
    expect(quoteCell('two\nlines')).toBe('"two\nlines"')
    expect(quoteCell('cr\rhere')).toBe('"cr\rhere"')
  })
})

describe('csvFileText', () => {
  it('writes the byte order mark, then every cell neutralised and quoted, with CRLF line ends', () => {
    expect(csvFileText([['name', 'note'], ['Acme', '=1+1'], ['say "hi"', 'a;-b']])).toBe(
      '\uFEFF"name","note"\r\n"Acme","\'=1+1"\r\n"say ""hi""","a;\'-b"\r\n',
    )
  })
})

describe('both exports (vendor and board) use the writer', () => {
  const vendor = {
    id: 1, version: 1, name: '=cmd|calc', slug: 'x', logoUrl: null, category: 'security', description: null, featured: false,
    securityRating: null, valueRating: null, supportRating: null, easeOfUseRating: null, featureRating: null, rating: 4,
    reviewCount: 0, startingPrice: null, pricingModel: null, pricingDetails: null, pricingUrl: null, demoUrl: null, demoVideo: null,
    pros: [], cons: [], features: [], integrations: [], screenshots: [], deploymentOptions: [], categories: [], marketScore: 4.5,
    ...EMPTY_TRUST_PROFILE, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
  } satisfies Vendor
  const exports = {
    vendor: vendorExportCsv([vendor], 'https://vetted.example'),
    board: boardCsv(['=cmd|calc'], [{ label: 'Security', values: [4.5] }]),
  }

  for (const [name, file] of Object.entries(exports)) {
    it(`${name} export: starts with the UTF-8 byte order mark and neutralises a formula cell`, () => {
      expect(file.startsWith(CSV_BOM)).toBe(true)
      const [header, firstRow] = Papa.parse<string[]>(file, { skipEmptyLines: true }).data
      const cells = [...header, ...firstRow]
      expect(cells).toContain("'=cmd|calc")
      expect(cells).not.toContain('=cmd|calc')
    })
  }
})
