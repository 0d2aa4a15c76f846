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

async function generated(pricing: boolean | undefined): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), 'vetted-seed-large-'))
  dirs.push(dir)
  const db = openDatabase(join(dir, 'large.db'))
  await migrate(db)
  await seedReferenceData(db)
  await generateLargeCatalog(db, { vendors: 30, products: 120, pricing })
  return db
}

const rows = async (db: Db, sql: string) => await db.all(sql)
const count = async (db: Db, sql: string) => await db.value(sql) as number

describe('large catalogue without pricing', async () => {
  const withPricing = await generated(undefined)
  const withoutPricing = await generated(false)

  it('stores no tiers, no pricing options and no change-log entries for them', async () => {
    expect(await count(withoutPricing, 'SELECT COUNT(*) FROM product_tiers')).toBe(0)
    expect(await count(withoutPricing, 'SELECT COUNT(*) FROM pricing_options')).toBe(0)
    expect(await count(withoutPricing, "SELECT COUNT(*) FROM change_log WHERE entity IN ('productTier', 'pricingOption')")).toBe(0)
    expect(await count(withPricing, 'SELECT COUNT(*) FROM product_tiers')).toBeGreaterThanOrEqual(120)
  })

  it('stores the same vendors and products as the default catalogue', async () => {
    const vendors = 'SELECT name, slug, category, description FROM vendors ORDER BY id'
    const products = 'SELECT name, slug, vendor_id, category, type, description, price, features FROM products ORDER BY id'
    expect(await rows(withoutPricing, vendors)).toHaveLength(30)
    expect(await rows(withoutPricing, vendors)).toEqual(await rows(withPricing, vendors))
    expect(await rows(withoutPricing, products)).toHaveLength(120)
    expect(await rows(withoutPricing, products)).toEqual(await rows(withPricing, products))
  })
})
