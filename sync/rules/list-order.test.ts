import { describe, expect, it } from 'vitest'
import { compareByListName, compareCodePoints, compareForList, compareListNames, listNameKey, type ListRow } from './list-order'

const names = (rows: ListRow[]) => rows.map((r) => r.name)
const row = (id: number, name: string, featured = false): ListRow => ({ id, name, featured })
const sign = (n: number) => Math.sign(n)

describe('listNameKey', () => {
  it('orders numbers by value, whatever their leading zeros', () => {
    const sorted = ['Vendor 10', 'Vendor 9', 'Vendor 100', 'Vendor 1', 'Vendor 09', 'Vendor 10b', 'Vendor', 'Vendor 2 Go', 'Vendor 12345678901234567890']
      .sort(compareListNames)
    expect(sorted).toEqual(['Vendor', 'Vendor 1', 'Vendor 2 Go', 'Vendor 9', 'Vendor 09', 'Vendor 10', 'Vendor 10b', 'Vendor 100', 'Vendor 12345678901234567890'])
    expect(listNameKey('Vendor 9')).toBe('vendor 019')
    expect(listNameKey('Vendor 007')).toBe(listNameKey('vendor 7'))
    expect(listNameKey('Room 0')).toBe('room 00')
  })

  it('is blind to case, accents and compatibility forms', () => {
    for (const [a, b] of [['Éclair', 'eclair'], ['ÉCLAIR', 'éclair'], ['Äpfel', 'apfel'], ['ﬁle', 'FILE'], ['Ｖｅｎｄｏｒ ２', 'vendor 2'], ['İstanbul', 'istanbul'], ['Vendor²', 'vendor2']]) {
      expect(listNameKey(a), `${a} ~ ${b}`).toBe(listNameKey(b))
    }
    expect(['Zebra', 'éclair', 'Eclair 2', 'apple', 'Ångström'].sort(compareListNames)).toEqual(['Ångström', 'apple', 'éclair', 'Eclair 2', 'Zebra'])
  })

  it('keeps emoji and other astral characters in code point order, after every character of the basic plane', () => {
    expect(['😀 Smile', '\uFFFD Replacement', '\uE000 Private', 'Zed'].sort(compareListNames)).toEqual(['Zed', '\uE000 Private', '\uFFFD Replacement', '😀 Smile'])
    expect(listNameKey('a\uD800b')).toBe('a\uFFFDb') // a lone surrogate, as SQLite would store it
  })

  it('is bounded in length whatever the name', () => {
    expect(listNameKey('1a'.repeat(200)).length).toBeLessThanOrEqual(512)
    expect(listNameKey('\uFDFA'.repeat(200)).length).toBeLessThanOrEqual(512)
  })
})

describe('compareCodePoints', () => {
  it("agrees with the order of the strings' UTF-8 bytes (SQLite's BINARY collation)", () => {
    const samples = ['', 'a', 'A', 'ab', 'a b', 'z', '~', 'é', 'ÿ', 'Ω', '中', '\uE000', '\uFB01', '\uFFFD', '😀', '😀a', '𝄞', 'a😀', 'a\uFFFD']
    const utf8 = (s: string) => new TextEncoder().encode(s)
    const byBytes = (a: string, b: string) => {
      const [x, y] = [utf8(a), utf8(b)]
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i]
      return x.length - y.length
    }
    for (const a of samples) for (const b of samples) expect(sign(compareCodePoints(a, b)), `${a} vs ${b}`).toBe(sign(byBytes(a, b)))
  })
})

describe('compareForList', () => {
  it('puts featured rows first, then orders by the name key, and breaks equal keys by id', () => {
    const rows = [row(5, 'vendor 10'), row(3, 'Vendor 9'), row(9, 'Zeta', true), row(2, 'VENDOR 10'), row(4, 'Alpha', true), row(1, 'Éclair'), row(6, 'eclair')]
    expect([...rows].sort(compareForList).map((r) => r.id)).toEqual([4, 9, 1, 6, 3, 2, 5])
    expect(names([...rows].sort(compareByListName))).toEqual(['Alpha', 'Éclair', 'eclair', 'Vendor 9', 'VENDOR 10', 'vendor 10', 'Zeta'])
  })

  it('gives every two distinct rows an order (a total order: the same list always comes out the same)', () => {
    const rows = [row(2, 'Same'), row(1, 'same'), row(3, 'SAME', true), row(4, 'Säme')]
    const once = [...rows].sort(compareForList).map((r) => r.id)
    expect([...rows].reverse().sort(compareForList).map((r) => r.id)).toEqual(once)
    expect(once).toEqual([3, 1, 2, 4])
  })
})
