// The demo catalogue seeded on first start, its shipped media, and the benchmark generator.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { findWhere } from '../../api/db/repo'
import { generateLargeCatalog } from '../../api/db/seed-large'
import { seedDemoCatalog, seedReferenceData } from '../../api/db/seed/demo'
import {
  blogPostsTable, pricingOptionsTable, productsTable, resourcesTable, tiersTable, vendorsTable,
} from '../../api/db/tables'
import { CONTRACT_TERMS, CURRENCIES, PAYMENT_FREQUENCIES, VENDOR_CATEGORIES, productCreateSchema, vendorCreateSchema } from '../../sync/schemas'

const PUBLIC = fileURLToPath(new URL('../../web/public', import.meta.url))
const dirs: string[] = []

async function freshDb(): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), 'vetted-seed-'))
  dirs.push(dir)
  const db = openDatabase(join(dir, 'seed.db'))
  await migrate(db)
  return db
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

const count = async (db: Db, sql: string, ...params: unknown[]) => await db.value(sql, ...params) as number
const distinct = async (db: Db, column: string, table: string) => await db.values<string>(`SELECT DISTINCT ${column} FROM ${table}`)

describe('demo catalogue', () => {
  let db: Db
  let summary: string | null
  beforeAll(async () => {
    db = await freshDb()
    summary = await seedDemoCatalog(db)
  })

  it('seeds at least 42 vendors, 6 in each of the 7 categories, about a third featured', async () => {
    expect(summary).toMatch(/^\d+ vendors, \d+ products/)
    const vendors = await findWhere(db, vendorsTable, '1 = 1')
    expect(vendors.length).toBeGreaterThanOrEqual(42)
    for (const { slug } of VENDOR_CATEGORIES) expect(vendors.filter((v) => v.category === slug).length).toBeGreaterThanOrEqual(6)
    const featured = vendors.filter((v) => v.featured).length
    expect(featured / vendors.length).toBeGreaterThan(0.25)
    expect(featured / vendors.length).toBeLessThan(0.45)
  })

  it('gives every vendor a valid, complete listing', async () => {
    for (const v of await findWhere(db, vendorsTable, '1 = 1')) {
      expect(vendorCreateSchema.safeParse(v).error?.issues, v.name).toBeUndefined()
      for (const key of ['securityRating', 'valueRating', 'supportRating', 'easeOfUseRating', 'featureRating'] as const) {
        expect(v[key], `${v.name} ${key}`).toEqual(expect.any(Number))
      }
      expect(v.reviewCount).toBeGreaterThanOrEqual(12)
      expect(v.reviewCount).toBeLessThanOrEqual(2400)
      expect((v.pros).length).toBeGreaterThanOrEqual(3)
      expect((v.cons).length).toBeGreaterThanOrEqual(2)
      expect((v.integrations).length).toBeGreaterThanOrEqual(4)
      expect((v.screenshots).length).toBeGreaterThanOrEqual(2)
      expect(v.pricingDetails).toMatch(/\$\d/)
      expect(v.pricingUrl).toMatch(/^https:\/\//)
      expect(v.categories).toContain(v.category)
    }
  })

  it('seeds at least 124 valid products of both types, each with an existing vendor', async () => {
    const products = await findWhere(db, productsTable, '1 = 1')
    expect(products.length).toBeGreaterThanOrEqual(124)
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(['software', 'hardware']))
    expect(await count(db, 'SELECT COUNT(*) FROM products WHERE vendor_id NOT IN (SELECT id FROM vendors)')).toBe(0)
    for (const p of products) expect(productCreateSchema.safeParse(p).error?.issues, p.name).toBeUndefined()
    expect(products.some((p) => p.logoUrl === null)).toBe(true)
    expect(products.some((p) => p.price === null)).toBe(true)
  })

  it('prices tiers in every currency, payment frequency and contract term, with one recommended option per tier', async () => {
    expect((await distinct(db, 'currency', 'pricing_options')).sort()).toEqual([...CURRENCIES].sort())
    expect((await distinct(db, 'payment_frequency', 'pricing_options')).sort()).toEqual([...PAYMENT_FREQUENCIES].sort())
    expect((await distinct(db, 'contract_term', 'pricing_options')).sort()).toEqual([...CONTRACT_TERMS].sort())
    expect(await count(db, 'SELECT COUNT(*) FROM products WHERE id NOT IN (SELECT product_id FROM product_tiers)')).toBe(0)
    const recommendedPerTier = await db.values('SELECT SUM(is_recommended) FROM pricing_options GROUP BY product_tier_id')
    expect(new Set(recommendedPerTier)).toEqual(new Set([1]))
    const popularPerProduct = await db.values('SELECT SUM(is_popular) FROM product_tiers GROUP BY product_id')
    expect(new Set(popularPerProduct)).toEqual(new Set([1]))
    const options = await findWhere(db, pricingOptionsTable, '1 = 1')
    expect(options.some((o) => (o.setupFee) > 0) && options.some((o) => (o.trialDays) > 0)).toBe(true)
    expect(options.some((o) => o.maximumUsers !== null) && options.some((o) => (o.minimumUsers) > 1)).toBe(true)
    const hardwareOptions = await count(db, `SELECT COUNT(*) FROM pricing_options o JOIN product_tiers t ON t.id = o.product_tier_id
      JOIN products p ON p.id = t.product_id WHERE p.type = 'hardware' AND (o.price_per_user = 1 OR o.payment_frequency <> 'one-time')`)
    expect(hardwareOptions).toBe(0)
    const withoutOptions = await count(db, `SELECT COUNT(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_tiers t
      JOIN pricing_options o ON o.product_tier_id = t.id WHERE t.product_id = p.id)`)
    expect(withoutOptions).toBeGreaterThanOrEqual(3)
    expect((await findWhere(db, tiersTable, '1 = 1')).every((t) => (t.features).length > 0)).toBe(true)
  })

  it('publishes at least 8 blog posts plus a draft, and at least 12 resources of all five types', async () => {
    expect(await count(db, 'SELECT COUNT(*) FROM blog_categories')).toBeGreaterThanOrEqual(4)
    expect(await count(db, 'SELECT COUNT(*) FROM blog_posts WHERE published = 1 AND published_at IS NOT NULL')).toBeGreaterThanOrEqual(8)
    expect(await count(db, 'SELECT COUNT(*) FROM blog_posts WHERE published = 0')).toBeGreaterThanOrEqual(1)
    expect(await count(db, 'SELECT COUNT(*) FROM resources')).toBeGreaterThanOrEqual(12)
    expect((await distinct(db, 't.slug', 'resources r JOIN resource_types t ON t.id = r.resource_type_id')).sort())
      .toEqual(['ebook', 'guide', 'template', 'video', 'webinar'])
    expect(await count(db, 'SELECT COUNT(*) FROM resources WHERE published = 0')).toBeGreaterThanOrEqual(1)
    expect(await count(db, 'SELECT COUNT(*) FROM resources WHERE category_id IS NULL')).toBe(0)
  })

  it('points every logo, screenshot, cover and download at a file shipped under web/public', async () => {
    const paths = [
      ...(await findWhere(db, vendorsTable, '1 = 1')).flatMap((v) => [v.logoUrl, ...(v.screenshots)]),
      ...(await findWhere(db, productsTable, '1 = 1')).flatMap((p) => [p.logoUrl, ...(p.screenshots)]),
      ...(await findWhere(db, blogPostsTable, '1 = 1')).map((b) => b.featuredImage),
      ...(await findWhere(db, resourcesTable, '1 = 1')).flatMap((r) => [r.featuredImage, r.downloadUrl]),
    ].filter((p): p is string => p !== null)
    expect(paths.length).toBeGreaterThan(300)
    const missing = [...new Set(paths)].filter((p) => !p.startsWith('/media/') || !existsSync(join(PUBLIC, p)))
    expect(missing).toEqual([])
    for (const r of await findWhere(db, resourcesTable, '1 = 1')) {
      expect(r.fileSize).toBe(`${(statSync(join(PUBLIC, r.downloadUrl as string)).size / 1024).toFixed(1)} KB`)
    }
  })

  it('keeps every shipped SVG under 4 KB', () => {
    const svgs = (readdirSync(join(PUBLIC, 'media'), { recursive: true }) as string[]).filter((f) => f.endsWith('.svg'))
    expect(svgs.length).toBeGreaterThan(100)
    expect(svgs.filter((f) => statSync(join(PUBLIC, 'media', f)).size >= 4096)).toEqual([])
  })

  it('writes every row through the change log, and featured comparisons point at seeded rows', async () => {
    const tables = { vendor: 'vendors', product: 'products', productTier: 'product_tiers', pricingOption: 'pricing_options',
      blogPost: 'blog_posts', resource: 'resources', featuredComparison: 'featured_comparisons' }
    for (const [entity, table] of Object.entries(tables)) {
      expect(await count(db, 'SELECT COUNT(*) FROM change_log WHERE entity = ?', entity), entity).toBe(await count(db, `SELECT COUNT(*) FROM ${table}`))
    }
    const comparisons = await db.all<{ type: string; items: string }>('SELECT type, items FROM featured_comparisons')
    expect(comparisons.length).toBeGreaterThanOrEqual(2)
    for (const c of comparisons) {
      const ids = JSON.parse(c.items) as number[]
      expect(ids.length).toBeGreaterThanOrEqual(3)
      expect(await count(db, `SELECT COUNT(*) FROM ${c.type}s WHERE id IN (SELECT value FROM json_each(?))`, c.items)).toBe(ids.length)
    }
  })

  it('seeds nothing on a second call', async () => {
    const version = await count(db, 'SELECT version FROM sync_state')
    expect(await seedDemoCatalog(db)).toBeNull()
    expect(await count(db, 'SELECT version FROM sync_state')).toBe(version)
  })
})

describe('large benchmark catalogue generator', () => {
  it('builds the requested rows, each versioned and in the change log', async () => {
    const db = await freshDb()
    await seedReferenceData(db)
    const counts = await generateLargeCatalog(db, { vendors: 50, products: 200 })
    expect(counts).toMatchObject({ vendors: 50, products: 200 })
    const rows = { vendor: 'vendors', product: 'products', productTier: 'product_tiers', pricingOption: 'pricing_options' }
    for (const [entity, table] of Object.entries(rows)) {
      const stored = await count(db, `SELECT COUNT(*) FROM ${table}`)
      expect(await count(db, 'SELECT COUNT(*) FROM change_log WHERE entity = ?', entity), entity).toBe(stored)
    }
    expect(await count(db, 'SELECT COUNT(*) FROM product_tiers')).toBe(counts.tiers)
    expect(await count(db, 'SELECT COUNT(*) FROM pricing_options')).toBe(counts.options)
    expect(await count(db, 'SELECT MAX(version) FROM change_log')).toBe(await count(db, 'SELECT version FROM sync_state'))
    const tiersPerProduct = await db.values<number>('SELECT COUNT(*) FROM product_tiers GROUP BY product_id')
    expect(tiersPerProduct).toHaveLength(200)
    expect(tiersPerProduct.every((n) => n >= 1 && n <= 3)).toBe(true)
    expect(await count(db, 'SELECT COUNT(DISTINCT name) FROM vendors')).toBe(50)
    for (const v of await findWhere(db, vendorsTable, '1 = 1')) expect(vendorCreateSchema.safeParse(v).success).toBe(true)
  })
})
