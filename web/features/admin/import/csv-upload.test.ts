import { describe, expect, it } from 'vitest'
import { NO_VALID_VENDORS_MESSAGE } from '../../../../sync/rules/csv-vendor-row'
import type { CheckedRow } from './csv-rows'
import { IMPORT_BATCH_ROWS, OFFLINE_IMPORT_MESSAGE, uploadRows } from './csv-upload'
import { IMPORT_KINDS } from './import-kinds'
import { MAX_LISTED_ERRORS, summariseImport } from './import-outcome'

type Answer = { status: number; body: unknown } | 'network-error'

/** A fetch that records each posted body and answers from the list, in order. */
function fakeServer(answers: Answer[]) {
  const calls: { url: string; method: string; body: Record<string, unknown[]> }[] = []
  const fetchImpl = async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) })
    const answer = answers[calls.length - 1]
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  }
  return { calls, fetchImpl }
}

const rowsNumbered = (n: number, first = 2): CheckedRow[] =>
  Array.from({ length: n }, (_, i) => ({ row: first + i * 2, input: { name: `Vendor ${i}` } }))

describe('uploadRows', () => {
  it('posts { vendors } in batches and sums the counts, reporting progress per batch', async () => {
    const rows = rowsNumbered(IMPORT_BATCH_ROWS + 10)
    const { calls, fetchImpl } = fakeServer([{ status: 200, body: { count: IMPORT_BATCH_ROWS, errors: [] } }, { status: 200, body: { count: 10, errors: [] } }])
    const progress: [number, number][] = []
    const result = await uploadRows(rows, IMPORT_KINDS.vendors, (sent, total) => progress.push([sent, total]), fetchImpl)
    expect(result).toEqual({ count: IMPORT_BATCH_ROWS + 10, errors: [], failure: null })
    expect(calls.map((c) => [c.url, c.method, c.body.vendors.length])).toEqual([
      ['/api/vendors/import', 'POST', IMPORT_BATCH_ROWS],
      ['/api/vendors/import', 'POST', 10],
    ])
    expect(calls[1].body.vendors[0]).toEqual({ name: `Vendor ${IMPORT_BATCH_ROWS}` })
    expect(progress).toEqual([[IMPORT_BATCH_ROWS, IMPORT_BATCH_ROWS + 10], [IMPORT_BATCH_ROWS + 10, IMPORT_BATCH_ROWS + 10]])
  })

  it('maps the server\'s row refusals (1-based in the batch) back to CSV row numbers, also from a 400 batch', async () => {
    const rows = rowsNumbered(IMPORT_BATCH_ROWS + 2)
    const { calls, fetchImpl } = fakeServer([
      { status: 200, body: { count: IMPORT_BATCH_ROWS - 1, errors: [{ row: 3, message: 'securityRating: Ratings are between 0 and 5' }] } },
      { status: 400, body: { message: NO_VALID_VENDORS_MESSAGE, errors: [{ row: 1, message: 'Vendor not found' }, { row: 2, message: 'Vendor not found' }] } },
    ])
    const result = await uploadRows(rows, IMPORT_KINDS.products, undefined, fetchImpl)
    expect(calls[0].url).toBe('/api/products/import')
    expect(Object.keys(calls[0].body)).toEqual(['products'])
    expect(result.failure).toBeNull()
    expect(result.count).toBe(IMPORT_BATCH_ROWS - 1)
    expect(result.errors).toEqual([
      { row: 6, message: 'securityRating: Ratings are between 0 and 5' }, // third row of batch 1 is CSV row 2 + 2*2
      { row: 2 + IMPORT_BATCH_ROWS * 2, message: 'Vendor not found' },
      { row: 4 + IMPORT_BATCH_ROWS * 2, message: 'Vendor not found' },
    ])
  })

  it('stops at a refused call with the server message, keeping what was imported', async () => {
    const { calls, fetchImpl } = fakeServer([
      { status: 200, body: { count: IMPORT_BATCH_ROWS, errors: [] } },
      { status: 403, body: { message: 'You do not have permission to do this' } },
    ])
    const result = await uploadRows(rowsNumbered(IMPORT_BATCH_ROWS * 3), IMPORT_KINDS.vendors, undefined, fetchImpl)
    expect(calls).toHaveLength(2) // not retried, no third batch
    expect(result).toEqual({ count: IMPORT_BATCH_ROWS, errors: [], failure: 'You do not have permission to do this' })
  })

  it('says "Import failed" when the answer has no message, and that a connection is needed when the network fails', async () => {
    const noMessage = fakeServer([{ status: 500, body: {} }])
    expect((await uploadRows(rowsNumbered(1), IMPORT_KINDS.vendors, undefined, noMessage.fetchImpl)).failure).toBe('Import failed')
    const offline = fakeServer(['network-error'])
    expect((await uploadRows(rowsNumbered(1), IMPORT_KINDS.vendors, undefined, offline.fetchImpl)).failure).toBe(OFFLINE_IMPORT_MESSAGE)
  })
})

describe('summariseImport', () => {
  const e = (row: number) => ({ row, message: `problem ${row}` })

  it('success: "Import successful", how many were imported and skipped, errors by row', () => {
    const outcome = summariseImport('vendors', [e(5), e(2)], { count: 3, errors: [e(4)], failure: null })
    expect(outcome).toEqual({
      status: 'success', title: 'Import successful', message: '3 vendors imported; 3 rows were skipped.', count: 3,
      errors: [e(2), e(4), e(5)], errorCount: 3,
    })
    expect(summariseImport('products', [], { count: 1, errors: [], failure: null }).message).toBe('1 product imported.')
  })

  it('failure with the import\'s message when no row was imported', () => {
    const outcome = summariseImport('vendors', [e(2)], { count: 0, errors: [], failure: null })
    expect(outcome).toMatchObject({ status: 'failure', title: 'Import failed', message: NO_VALID_VENDORS_MESSAGE, errors: [e(2)] })
    expect(summariseImport('products', [], { count: 0, errors: [], failure: null }).message).toBe(IMPORT_KINDS.products.noneValidMessage)
  })

  it('failure when the upload stopped, saying how many went in before', () => {
    expect(summariseImport('vendors', [], { count: 2500, errors: [], failure: 'Import failed' }).message)
      .toBe('Import failed. 2,500 vendors had been imported before it stopped.')
    expect(summariseImport('vendors', [], { count: 0, errors: [], failure: OFFLINE_IMPORT_MESSAGE }).message).toBe(OFFLINE_IMPORT_MESSAGE)
  })

  it(`lists at most ${MAX_LISTED_ERRORS} errors but counts them all`, () => {
    const many = Array.from({ length: MAX_LISTED_ERRORS + 50 }, (_, i) => e(i + 2))
    const outcome = summariseImport('vendors', many, { count: 1, errors: [], failure: null })
    expect(outcome.errors).toHaveLength(MAX_LISTED_ERRORS)
    expect(outcome.errorCount).toBe(MAX_LISTED_ERRORS + 50)
  })
})
