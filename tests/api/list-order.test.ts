// One list order for the server and the app (sync/rules/list-order.ts): the pages of GET /api/vendors
// and GET /api/products, walked with their cursors, come in exactly the order the app's comparator
// gives the same rows, for names where a plain text order and a natural one disagree.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { insertRow, insertRows, updateRow } from '../../api/db/repo'
import { defineTable } from '../../api/db/table'
import { productsTable, vendorsTable } from '../../api/db/tables'
import { ENTITIES } from '../../sync/entities'
import { compareForList, listNameKey } from '../../sync/rules/list-order'
import { vendorSchema } from '../../sync/schemas'
import { makeHarness, type Harness } from './harness'

type Row = { id: number; name: string; featured: boolean }

/** Names whose orders differ between SQL's NOCASE, a plain collator and a natural, accent-blind one. */
const NAMES = [
  'Vendor 10', 'Vendor 9', 'vendor 10b', 'Vendor 10B', 'Éclair', 'eclair', 'Eclair 2', 'Zebra', 'zebra', 'Äpfel', 'apfel',
  'Vendor 100', 'Vendor 09', 'ÉCLAIR', 'Straße', 'strasse', 'Ωmega', '😀 Smile', 'Vendor 1', 'vendor', 'Vendor-10', 'Vendor 10.5',
]

let h: Harness
const stamp = new Date().toISOString()
const createdVia: Record<string, number> = {}

beforeAll(async () => {
  h = await makeHarness()
  await h.db.transaction(async (tx) => {
    // The bulk import path, the single insert and an update of the name all keep the order's key.
    const vendorIds = await insertRows(tx, vendorsTable, NAMES.map((name, i) => ({
      name, slug: `order-vendor-${i}`, category: 'security', featured: i % 5 === 0, createdAt: stamp, updatedAt: stamp,
    })))
    const single = await insertRow(tx, vendorsTable, { name: 'Vendor 2', slug: 'order-vendor-single', category: 'security', createdAt: stamp, updatedAt: stamp })
    await updateRow(tx, vendorsTable, vendorIds[3], { name: 'Vendor 11' })
    createdVia.single = single.id
    await insertRows(tx, productsTable, NAMES.map((name, i) => ({
      vendorId: vendorIds[0], name, slug: `order-product-${i}`, category: 'crm', type: 'software', featured: i % 4 === 0,
      createdAt: stamp, updatedAt: stamp,
    })))
    const product = await insertRow(tx, productsTable, {
      vendorId: single.id, name: 'Product 3', slug: 'order-product-single', category: 'crm', type: 'software', createdAt: stamp, updatedAt: stamp,
    })
    await updateRow(tx, productsTable, product.id, { name: 'Product 20' })
  })
})

/** Every row of the list, page by page (`limit` rows each), following X-Next-Cursor. */
async function walk(resource: 'vendors' | 'products', limit: number): Promise<Row[]> {
  const rows: Row[] = []
  let cursor: string | undefined
  do {
    const res = await h.anon('get', `/api/${resource}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
    expect(res.status, res.text).toBe(200)
    rows.push(...(res.body as Row[]))
    cursor = res.headers['x-next-cursor']
  } while (cursor)
  return rows
}

const summary = (rows: Row[]) => rows.map((r) => `${r.featured ? '*' : ''}${r.name}#${r.id}`)

describe.each(['vendors', 'products'] as const)('GET /api/%s', (resource) => {
  it("pages in exactly the app's list order: featured first, then names in natural order without case or accents, then id", async () => {
    const all = (await h.anon('get', `/api/${resource}?limit=1000`)).body as Row[]
    expect(all.length).toBeGreaterThan(NAMES.length)
    const inAppOrder = [...all].sort(compareForList)
    for (const limit of [1, 4, 7]) expect(summary(await walk(resource, limit)), `pages of ${limit}`).toEqual(summary(inAppOrder))
    const names = inAppOrder.filter((r) => !r.featured).map((r) => r.name)
    for (const [before, after] of [['Vendor 9', 'Vendor 10'], ['Vendor 10', 'Vendor 100'], ['Vendor 10.5', 'Vendor 11']]) {
      if (names.includes(before) && names.includes(after)) expect(names.indexOf(before), `${before} before ${after}`).toBeLessThan(names.indexOf(after))
    }
  })
})

describe('cursors', () => {
  it('a cursor made for the earlier order (names compared without case only) answers 400: the client starts again from the first page', async () => {
    for (const resource of ['vendors', 'products']) {
      const earlier = Buffer.from(JSON.stringify([0, 'Vendor 10', 3])).toString('base64url')
      const res = await h.anon('get', `/api/${resource}?limit=2&cursor=${earlier}`)
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/earlier list order: start again from the first page/)
      expect(res.body.errors.cursor).toBe('Invalid cursor')
    }
  })
})

describe('migration 010', () => {
  it("gives the rows already stored their name's key, so they page in the list order with the new ones", async () => {
    const all = fileURLToPath(new URL('../../api/db/migrations', import.meta.url))
    const dir = mkdtempSync(join(tmpdir(), 'vetted-list-order-'))
    const before = join(dir, 'before')
    mkdirSync(before)
    for (const file of readdirSync(all).filter((f) => /^00\d_/.test(f))) copyFileSync(join(all, file), join(before, file))
    const db = openDatabase(join(dir, 'old.db'))
    try {
      await migrate(db, before)
      const vendorsBefore = defineTable({ ...ENTITIES.vendor, listOrder: false }, vendorSchema) // no name_key yet
      await db.transaction(async (tx) => await insertRows(tx, vendorsBefore, NAMES.map((name, i) => ({ name, slug: `old-${i}`, createdAt: stamp, updatedAt: stamp }))))
      expect(await migrate(db)).toContain('010_list_name_key.sql')
      const rows = await db.all<{ name: string; nameKey: string }>('SELECT name, name_key AS "nameKey" FROM vendors')
      expect(rows).toHaveLength(NAMES.length)
      for (const row of rows) expect(row.nameKey, row.name).toBe(listNameKey(row.name))
      expect(await db.values("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('vendors', 'products') AND name LIKE '%list_order'"))
        .toEqual(['vendors_list_order', 'products_list_order'])
    } finally {
      await db.close()
    }
  })
})
