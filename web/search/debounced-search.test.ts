import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DebouncedSearch, type SearchState } from './debounced-search'
import { capTotal, isSearchable } from './search-limits'

type Answer = { term: string }
const EMPTY: Answer = { term: '' }

function setup(run: (term: string) => Promise<Answer> = async (term) => ({ term })) {
  const states: SearchState<Answer>[] = []
  const calls: string[] = []
  const search = new DebouncedSearch<Answer>((term) => (calls.push(term), run(term)), EMPTY, (s) => states.push(s))
  return { search, states, calls, last: () => states[states.length - 1] }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('DebouncedSearch (300 ms pause, more than 2 trimmed characters)', () => {
  it('searches the trimmed text once typing pauses for 300 ms', async () => {
    const { search, calls, last } = setup()
    search.update('sec')
    search.update('secu')
    search.update(' secur ')
    await vi.advanceTimersByTimeAsync(299)
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual(['secur'])
    expect(last()).toEqual({ results: { term: 'secur' }, loading: false })
  })

  it('does not search 2 trimmed characters or fewer, and clears the results at once', async () => {
    const { search, calls, last } = setup()
    search.update('payroll')
    await vi.advanceTimersByTimeAsync(300)
    search.update('  pa  ')
    expect(last()).toEqual({ results: EMPTY, loading: false })
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toEqual(['payroll'])
  })

  it('is loading while a search runs', async () => {
    let finish: (a: Answer) => void = () => undefined
    const { search, last } = setup(() => new Promise((resolve) => (finish = resolve)))
    search.update('payroll')
    await vi.advanceTimersByTimeAsync(300)
    expect(last().loading).toBe(true)
    finish({ term: 'payroll' })
    await vi.advanceTimersByTimeAsync(0)
    expect(last()).toEqual({ results: { term: 'payroll' }, loading: false })
  })

  it('drops an answer to text that has changed since', async () => {
    const finishers: ((a: Answer) => void)[] = []
    const { search, states } = setup(() => new Promise((resolve) => finishers.push(resolve)))
    search.update('payroll')
    await vi.advanceTimersByTimeAsync(300)
    search.update('pa')
    finishers[0]({ term: 'payroll' })
    await vi.advanceTimersByTimeAsync(0)
    expect(states.some((s) => s.results.term === 'payroll')).toBe(false)
  })

  it('keeps the results as they are when a search fails, and only logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let fail = false
    const { search, last } = setup(async (term) => {
      if (fail) throw new Error('worker gone')
      return { term }
    })
    search.update('payroll')
    await vi.advanceTimersByTimeAsync(300)
    fail = true
    search.update('payroll software')
    await vi.advanceTimersByTimeAsync(300)
    expect(last()).toEqual({ results: { term: 'payroll' }, loading: false })
    expect(error).toHaveBeenCalledWith('Search failed', expect.any(Error))
    error.mockRestore()
  })
})

describe('search box limits', () => {
  it('isSearchable needs more than 2 trimmed characters', () => {
    expect(isSearchable('  ab ')).toBe(false)
    expect(isSearchable(' abc')).toBe(true)
  })
  it('capTotal keeps the dropdown to 6: vendors first, then products', () => {
    const hit = (id: number) => ({ id, name: `n${id}`, slug: `s${id}`, logoUrl: null })
    const results = { vendors: [1, 2, 3, 4].map(hit), products: [5, 6, 7, 8].map((id) => ({ ...hit(id), vendor: null })) }
    const capped = capTotal(results)
    expect(capped.vendors.map((v) => v.id)).toEqual([1, 2, 3, 4])
    expect(capped.products.map((p) => p.id)).toEqual([5, 6])
    expect(capTotal({ vendors: [hit(1)], products: results.products }).products).toHaveLength(4)
  })
})
