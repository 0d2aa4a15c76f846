// Seeds the demo catalogue on first start (an empty vendors table). Returns a summary, or null when
// the database already had data.
import { VENDOR_CATEGORIES } from '../../../sync/schemas'
import type { Db } from '../connection'
import { insertRow } from '../repo'
import { categoriesTable, resourceTypesTable } from '../tables'
import { seedCatalog } from './catalog-seed'
import { seedBlog, seedComparisons, seedResources } from './content-seed'

export const RESOURCE_TYPES = [
  { name: 'Video', slug: 'video' },
  { name: 'Webinar', slug: 'webinar' },
  { name: 'eBook', slug: 'ebook' },
  { name: 'Guide', slug: 'guide' },
  { name: 'Template', slug: 'template' },
]

/** Categories and resource types: reference data every database needs, seeded or not. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (!await tx.get('SELECT 1 FROM categories')) {
      for (const [i, c] of VENDOR_CATEGORIES.entries()) await insertRow(tx, categoriesTable, { ...c, description: null, sortOrder: i })
    }
    if (!await tx.get('SELECT 1 FROM resource_types')) {
      for (const t of RESOURCE_TYPES) await insertRow(tx, resourceTypesTable, t)
    }
  })
}

const isEmpty = async (db: Db, table: string) => !await db.get(`SELECT 1 FROM ${table} LIMIT 1`)

/**
 * Everything in one transaction: a crash half-way leaves an empty catalogue that seeds again next
 * start. Blog, resources and comparisons are only added where their tables are still empty, so a
 * database whose vendors were all deleted gets the catalogue back without clashing with kept content.
 */
export async function seedDemoCatalog(db: Db): Promise<string | null> {
  await seedReferenceData(db)
  return await db.transaction(async (tx) => {
    if (!await isEmpty(tx, 'vendors')) return null
    const catalog = await seedCatalog(tx)
    const posts = await isEmpty(tx, 'blog_posts') && await isEmpty(tx, 'blog_categories') ? await seedBlog(tx) : 0
    const resources = await isEmpty(tx, 'resources') ? await seedResources(tx) : 0
    const comparisons = await isEmpty(tx, 'featured_comparisons') ? await seedComparisons(tx, catalog) : 0
    const { vendors, products, tiers, options } = catalog.counts
    return `${vendors} vendors, ${products} products, ${tiers} tiers, ${options} pricing options, ` +
      `${posts} blog posts, ${resources} resources, ${comparisons} featured comparisons`
  })
}
