import { describe, expect, it } from 'vitest'
import { numberParameters } from './postgres-params'

describe('numberParameters', () => {
  it('numbers each ? in order, leaving quoted text and comments alone', () => {
    expect(numberParameters(`SELECT '?', "a?" FROM t -- why?\nWHERE a = ? AND b = 'it''s ?' AND c = ?`, [1, 2])).toEqual({
      text: `SELECT '?', "a?" FROM t -- why?\nWHERE a = $1 AND b = 'it''s ?' AND c = $2`,
      values: [1, 2],
    })
  })

  it('numbers @name once per name and takes the values from the one object', () => {
    expect(numberParameters(`SELECT @a, @b_2, @a, '@c'`, [{ a: 'x', b_2: null, c: 3 }])).toEqual({ text: `SELECT $1, $2, $1, '@c'`, values: ['x', null] })
  })

  it('refuses a missing named value, a wrong count of positional ones, and both kinds at once', () => {
    expect(() => numberParameters('SELECT @a', [{}])).toThrow(/Missing named parameter @a/)
    expect(() => numberParameters('SELECT ?, ?', [1])).toThrow(/2 parameters expected, 1 given/)
    expect(() => numberParameters('SELECT ?, @a', [1])).toThrow(/either \? or @name/)
  })
})
