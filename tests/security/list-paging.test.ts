// The public catalogue lists are paged (ASVS 5.0 V15.2.2, resource-demanding functionality): GET
// /api/vendors and GET /api/products answer at most `limit` rows (default 200, at most 1000) and, when
// more follow, an opaque cursor in `X-Next-Cursor` and a `Link: <...>; rel="next"` header. The answer
// stays an array. docs/security.md lists this test.
import { beforeAll, describe, expect, it } from 'vitest'
import { insertRow } from '../../api/db/repo'
import { productsTable, vendorsTable } from '../../api/db/tables'
import { compareForList } from '../../sync/rules/list-order'
import { makeHarness, type Harness } from '../api/harness'

type Row = { id: number; name: string; featured: boolean }

let h: Harness
const stamp = new Date().toISOString()

beforeAll(async () => {
  h = await makeHarness()
  // 230 vendors: more than the default page. Featured ones, names that differ only in case and
  // names shared by several rows, so the walk must follow featured, name (its key) and id.
  await h.db.transaction(async (tx) => {
    for (let i = 0; i < 230; i++) {
      const name = i % 10 === 0 ? 'Same Name' : i % 7 === 0 ? `alpha ${i % 3}` : `Vendor ${String(i).padStart(3, '0')}`
      const vendor = await insertRow(tx, vendorsTable, {
        name, slug: `paging-vendor-${i}`, category: 'security', featured: i % 9 === 0, rating: 4,
        description: i % 4 === 0 ? 'Findable widget maker' : 'Other', createdAt: stamp, updatedAt: stamp,
      })
      await insertRow(tx, productsTable, {
        vendorId: vendor.id, name: i % 6 === 0 ? 'Same Product' : `Product ${i}`, slug: `paging-product-${i}`,
        category: 'crm', type: 'software', featured: i % 11 === 0, description: i % 5 === 0 ? 'Findable suite' : 'Other',
        createdAt: stamp, updatedAt: stamp,
      })
    }
  })
})

type Answer = { headers: Record<string, unknown>; body: unknown }

/**
 * Follows pages from `first` to the end, `nextPath` reading where the next page is; every answer is an
 * array of at most `limit` rows (when given).
 */
async function walk(first: string, nextPath: (res: Answer) => string | null, limit?: number): Promise<Row[]> {
  const rows: Row[] = []
  let path: string | null = first
  for (let pages = 0; path; pages++) {
    expect(pages).toBeLessThan(500)
    const res = await h.anon('get', path)
    expect(res.status, res.text).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    if (limit !== undefined) expect(res.body.length).toBeLessThanOrEqual(limit)
    rows.push(...(res.body as Row[]))
    path = nextPath(res)
  }
  return rows
}

/** Follows X-Next-Cursor from `first` to the end. */
const walkByCursor = async (first: string, limit: number) =>
  await walk(first, (res) => {
    const next = res.headers['x-next-cursor'] as string | undefined
    return next ? `${first}${first.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(next)}` : null
  }, limit)

/** Follows `Link: <...>; rel="next"` from `first` to the end. */
const walkByLink = async (first: string) =>
  await walk(first, (res) => {
    const link = res.headers.link as string | undefined
    return (link && /<([^>]+)>;\s*rel="next"/.exec(link)?.[1]) || null
  })

/** The order the lists promise (sync/rules/list-order.ts): featured first, then by name, then by id. */
function expectListOrder(rows: Row[]): void {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]]
    expect(compareForList(a, b), `${a.name} #${a.id} before ${b.name} #${b.id}`).toBeLessThan(0)
  }
}

describe.each([
  ['vendors', 'vendors'],
  ['products', 'products'],
] as const)('GET /api/%s paging', (resource, table) => {
  const total = async () => await h.db.value(`SELECT COUNT(*) FROM ${table}`) as number

  it('answers the first 200 rows by default, as an array, with the next cursor in X-Next-Cursor and Link', async () => {
    expect(await total()).toBeGreaterThan(200)
    const res = await h.anon('get', `/api/${resource}`)
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.body).toHaveLength(200)
    expect(res.headers['x-next-cursor']).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(res.headers.link).toBe(`</api/${resource}?cursor=${res.headers['x-next-cursor']}>; rel="next"`)
  })

  it('a limit/cursor walk returns every row exactly once, in the list order', async () => {
    const walked = await walkByCursor(`/api/${resource}?limit=7`, 7)
    const ids = walked.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(await total())
    expectListOrder(walked)
    // The same rows in the same order as one page of the largest size.
    const whole = await h.anon('get', `/api/${resource}?limit=1000`)
    expect(whole.headers['x-next-cursor']).toBeUndefined()
    expect(whole.headers.link).toBeUndefined()
    expect(whole.body.map((r: Row) => r.id)).toEqual(ids)
    // The Link header leads through the same rows.
    expect((await walkByLink(`/api/${resource}?limit=50`)).map((r) => r.id)).toEqual(ids)
  })

  it('pages a search too: the walk returns exactly the matches, once each, and Link keeps the search', async () => {
    const all = (await h.anon('get', `/api/${resource}?search=findable&limit=1000`)).body as Row[]
    expect(all.length).toBeGreaterThan(10)
    const first = await h.anon('get', `/api/${resource}?search=findable&limit=4`)
    expect(first.headers.link).toMatch(new RegExp(`^</api/${resource}\\?search=findable&limit=4&cursor=[A-Za-z0-9_-]+>; rel="next"$`))
    expect((await walkByCursor(`/api/${resource}?search=findable&limit=4`, 4)).map((r) => r.id)).toEqual(all.map((r) => r.id))
    expect((await walkByLink(`/api/${resource}?search=findable&limit=4`)).map((r) => r.id)).toEqual(all.map((r) => r.id))
  })

  it('refuses a limit above 1000, below 1 or not a whole number with 400 and a message', async () => {
    for (const limit of ['1001', '5000', '0', '-1', 'ten', '2.5']) {
      const res = await h.anon('get', `/api/${resource}?limit=${limit}`)
      expect(res.status, limit).toBe(400)
      expect(res.body.errors.limit, limit).toBeTruthy()
    }
    expect((await h.anon('get', `/api/${resource}?limit=1001`)).body.message).toBe('limit must be between 1 and 1000')
    expect((await h.anon('get', `/api/${resource}?limit=1000`)).status).toBe(200)
  })

  it('refuses a cursor it did not make with 400', async () => {
    const garbage = [
      'not-a-cursor', '!!!', 'a'.repeat(600), Buffer.from('{"x":1}').toString('base64url'),
      Buffer.from('[1,"a"]').toString('base64url'), Buffer.from('[2,"a",1]').toString('base64url'),
      Buffer.from('[1,"a",-3]').toString('base64url'), Buffer.from('[0,5,3]').toString('base64url'),
    ]
    for (const cursor of garbage) {
      const res = await h.anon('get', `/api/${resource}?cursor=${encodeURIComponent(cursor)}`)
      expect(res.status, cursor).toBe(400)
      expect(res.body.errors.cursor, cursor).toBe('Invalid cursor')
    }
  })
})
