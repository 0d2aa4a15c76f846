// The large generator without pricing (`npm run seed:large -- --pricing none`): the web benchmark's
// 60,000-row catalogue must hold exactly the default catalogue's vendors and products, and nothing else.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { generateLargeCatalog } from '../../api/db/seed-large'
import { seedReferenceData } from '../../api/db/seed/demo'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

function generated(pricing: boolean | undefined): Db {
  const dir = mkdtempSync(join(tmpdir(), 'vetted-seed-large-'))
  dirs.push(dir)
  const db = openDatabase(join(dir, 'large.db'))
  migrate(db)
  seedReferenceData(db)
  generateLargeCatalog(db, { vendors: 30, products: 120, pricing })
  return db
}

const rows = (db: Db, sql: string) => db.prepare(sql).all()
const count = (db: Db, sql: string) => db.prepare(sql).pluck().get() as number

describe('large catalogue without pricing', () => {
  const withPricing = generated(undefined)
  const withoutPricing = generated(false)

  it('stores no tiers, no pricing options and no change-log entries for them', () => {
    expect(count(withoutPricing, 'SELECT COUNT(*) FROM product_tiers')).toBe(0)
    expect(count(withoutPricing, 'SELECT COUNT(*) FROM pricing_options')).toBe(0)
    expect(count(withoutPricing, "SELECT COUNT(*) FROM change_log WHERE entity IN ('productTier', 'pricingOption')")).toBe(0)
    expect(count(withPricing, 'SELECT COUNT(*) FROM product_tiers')).toBeGreaterThanOrEqual(120)
  })

  it('stores the same vendors and products as the default catalogue', () => {
    const vendors = 'SELECT name, slug, category, description FROM vendors ORDER BY id'
    const products = 'SELECT name, slug, vendor_id, category, type, description, price, features FROM products ORDER BY id'
    expect(rows(withoutPricing, vendors)).toHaveLength(30)
    expect(rows(withoutPricing, vendors)).toEqual(rows(withPricing, vendors))
    expect(rows(withoutPricing, products)).toHaveLength(120)
    expect(rows(withoutPricing, products)).toEqual(rows(withPricing, products))
  })
})
