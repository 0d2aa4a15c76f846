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

function freshDb(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'vetted-seed-'))
  dirs.push(dir)
  const db = openDatabase(join(dir, 'seed.db'))
  migrate(db)
  return db
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

const count = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number
const distinct = (db: Db, column: string, table: string) => db.prepare(`SELECT DISTINCT ${column} FROM ${table}`).pluck().all() as string[]

describe('demo catalogue', () => {
  let db: Db
  let summary: string | null
  beforeAll(() => {
    db = freshDb()
    summary = seedDemoCatalog(db)
  })

  it('seeds at least 42 vendors, 6 in each of the 7 categories, about a third featured', () => {
    expect(summary).toMatch(/^\d+ vendors, \d+ products/)
    const vendors = findWhere(db, vendorsTable, '1 = 1')
    expect(vendors.length).toBeGreaterThanOrEqual(42)
    for (const { slug } of VENDOR_CATEGORIES) expect(vendors.filter((v) => v.category === slug).length).toBeGreaterThanOrEqual(6)
    const featured = vendors.filter((v) => v.featured).length
    expect(featured / vendors.length).toBeGreaterThan(0.25)
    expect(featured / vendors.length).toBeLessThan(0.45)
  })

  it('gives every vendor a valid, complete listing', () => {
    for (const v of findWhere(db, vendorsTable, '1 = 1')) {
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

  it('seeds at least 124 valid products of both types, each with an existing vendor', () => {
    const products = findWhere(db, productsTable, '1 = 1')
    expect(products.length).toBeGreaterThanOrEqual(124)
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(['software', 'hardware']))
    expect(count(db, 'SELECT COUNT(*) FROM products WHERE vendor_id NOT IN (SELECT id FROM vendors)')).toBe(0)
    for (const p of products) expect(productCreateSchema.safeParse(p).error?.issues, p.name).toBeUndefined()
    expect(products.some((p) => p.logoUrl === null)).toBe(true)
    expect(products.some((p) => p.price === null)).toBe(true)
  })

  it('prices tiers in every currency, payment frequency and contract term, with one recommended option per tier', () => {
    expect(distinct(db, 'currency', 'pricing_options').sort()).toEqual([...CURRENCIES].sort())
    expect(distinct(db, 'payment_frequency', 'pricing_options').sort()).toEqual([...PAYMENT_FREQUENCIES].sort())
    expect(distinct(db, 'contract_term', 'pricing_options').sort()).toEqual([...CONTRACT_TERMS].sort())
    expect(count(db, 'SELECT COUNT(*) FROM products WHERE id NOT IN (SELECT product_id FROM product_tiers)')).toBe(0)
    const recommendedPerTier = db.prepare('SELECT SUM(is_recommended) FROM pricing_options GROUP BY product_tier_id').pluck().all()
    expect(new Set(recommendedPerTier)).toEqual(new Set([1]))
    const popularPerProduct = db.prepare('SELECT SUM(is_popular) FROM product_tiers GROUP BY product_id').pluck().all()
    expect(new Set(popularPerProduct)).toEqual(new Set([1]))
    const options = findWhere(db, pricingOptionsTable, '1 = 1')
    expect(options.some((o) => (o.setupFee) > 0) && options.some((o) => (o.trialDays) > 0)).toBe(true)
    expect(options.some((o) => o.maximumUsers !== null) && options.some((o) => (o.minimumUsers) > 1)).toBe(true)
    const hardwareOptions = count(db, `SELECT COUNT(*) FROM pricing_options o JOIN product_tiers t ON t.id = o.product_tier_id
      JOIN products p ON p.id = t.product_id WHERE p.type = 'hardware' AND (o.price_per_user = 1 OR o.payment_frequency <> 'one-time')`)
    expect(hardwareOptions).toBe(0)
    const withoutOptions = count(db, `SELECT COUNT(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_tiers t
      JOIN pricing_options o ON o.product_tier_id = t.id WHERE t.product_id = p.id)`)
    expect(withoutOptions).toBeGreaterThanOrEqual(3)
    expect(findWhere(db, tiersTable, '1 = 1').every((t) => (t.features).length > 0)).toBe(true)
  })

  it('publishes at least 8 blog posts plus a draft, and at least 12 resources of all five types', () => {
    expect(count(db, 'SELECT COUNT(*) FROM blog_categories')).toBeGreaterThanOrEqual(4)
    expect(count(db, 'SELECT COUNT(*) FROM blog_posts WHERE published = 1 AND published_at IS NOT NULL')).toBeGreaterThanOrEqual(8)
    expect(count(db, 'SELECT COUNT(*) FROM blog_posts WHERE published = 0')).toBeGreaterThanOrEqual(1)
    expect(count(db, 'SELECT COUNT(*) FROM resources')).toBeGreaterThanOrEqual(12)
    expect(distinct(db, 't.slug', 'resources r JOIN resource_types t ON t.id = r.resource_type_id').sort())
      .toEqual(['ebook', 'guide', 'template', 'video', 'webinar'])
    expect(count(db, 'SELECT COUNT(*) FROM resources WHERE published = 0')).toBeGreaterThanOrEqual(1)
    expect(count(db, 'SELECT COUNT(*) FROM resources WHERE category_id IS NULL')).toBe(0)
  })

  it('points every logo, screenshot, cover and download at a file shipped under web/public', () => {
    const paths = [
      ...findWhere(db, vendorsTable, '1 = 1').flatMap((v) => [v.logoUrl, ...(v.screenshots)]),
      ...findWhere(db, productsTable, '1 = 1').flatMap((p) => [p.logoUrl, ...(p.screenshots)]),
      ...findWhere(db, blogPostsTable, '1 = 1').map((b) => b.featuredImage),
      ...findWhere(db, resourcesTable, '1 = 1').flatMap((r) => [r.featuredImage, r.downloadUrl]),
    ].filter((p): p is string => p !== null)
    expect(paths.length).toBeGreaterThan(300)
    const missing = [...new Set(paths)].filter((p) => !p.startsWith('/media/') || !existsSync(join(PUBLIC, p)))
    expect(missing).toEqual([])
    for (const r of findWhere(db, resourcesTable, '1 = 1')) {
      expect(r.fileSize).toBe(`${(statSync(join(PUBLIC, r.downloadUrl as string)).size / 1024).toFixed(1)} KB`)
    }
  })

  it('keeps every shipped SVG under 4 KB', () => {
    const svgs = (readdirSync(join(PUBLIC, 'media'), { recursive: true }) as string[]).filter((f) => f.endsWith('.svg'))
    expect(svgs.length).toBeGreaterThan(100)
    expect(svgs.filter((f) => statSync(join(PUBLIC, 'media', f)).size >= 4096)).toEqual([])
  })

  it('writes every row through the change log, and featured comparisons point at seeded rows', () => {
    const tables = { vendor: 'vendors', product: 'products', productTier: 'product_tiers', pricingOption: 'pricing_options',
      blogPost: 'blog_posts', resource: 'resources', featuredComparison: 'featured_comparisons' }
    for (const [entity, table] of Object.entries(tables)) {
      expect(count(db, 'SELECT COUNT(*) FROM change_log WHERE entity = ?', entity), entity).toBe(count(db, `SELECT COUNT(*) FROM ${table}`))
    }
    const comparisons = db.prepare('SELECT type, items FROM featured_comparisons').all() as { type: string; items: string }[]
    expect(comparisons.length).toBeGreaterThanOrEqual(2)
    for (const c of comparisons) {
      const ids = JSON.parse(c.items) as number[]
      expect(ids.length).toBeGreaterThanOrEqual(3)
      expect(count(db, `SELECT COUNT(*) FROM ${c.type}s WHERE id IN (SELECT value FROM json_each(?))`, c.items)).toBe(ids.length)
    }
  })

  it('seeds nothing on a second call', () => {
    const version = count(db, 'SELECT version FROM sync_state')
    expect(seedDemoCatalog(db)).toBeNull()
    expect(count(db, 'SELECT version FROM sync_state')).toBe(version)
  })
})

describe('large benchmark catalogue generator', () => {
  it('builds the requested rows, each versioned and in the change log', () => {
    const db = freshDb()
    seedReferenceData(db)
    const counts = generateLargeCatalog(db, { vendors: 50, products: 200 })
    expect(counts).toMatchObject({ vendors: 50, products: 200 })
    const rows = { vendor: 'vendors', product: 'products', productTier: 'product_tiers', pricingOption: 'pricing_options' }
    for (const [entity, table] of Object.entries(rows)) {
      const stored = count(db, `SELECT COUNT(*) FROM ${table}`)
      expect(count(db, 'SELECT COUNT(*) FROM change_log WHERE entity = ?', entity), entity).toBe(stored)
    }
    expect(count(db, 'SELECT COUNT(*) FROM product_tiers')).toBe(counts.tiers)
    expect(count(db, 'SELECT COUNT(*) FROM pricing_options')).toBe(counts.options)
    expect(count(db, 'SELECT MAX(version) FROM change_log')).toBe(count(db, 'SELECT version FROM sync_state'))
    const tiersPerProduct = db.prepare('SELECT COUNT(*) FROM product_tiers GROUP BY product_id').pluck().all() as number[]
    expect(tiersPerProduct).toHaveLength(200)
    expect(tiersPerProduct.every((n) => n >= 1 && n <= 3)).toBe(true)
    expect(count(db, 'SELECT COUNT(DISTINCT name) FROM vendors')).toBe(50)
    for (const v of findWhere(db, vendorsTable, '1 = 1')) expect(vendorCreateSchema.safeParse(v).success).toBe(true)
  })
})
