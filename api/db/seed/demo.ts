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
export function seedReferenceData(db: Db): void {
  db.transaction(() => {
    if (!db.prepare('SELECT 1 FROM categories').get()) {
      VENDOR_CATEGORIES.forEach((c, i) => insertRow(db, categoriesTable, { ...c, description: null, sortOrder: i }))
    }
    if (!db.prepare('SELECT 1 FROM resource_types').get()) {
      for (const t of RESOURCE_TYPES) insertRow(db, resourceTypesTable, t)
    }
  })()
}

const isEmpty = (db: Db, table: string) => !db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get()

/**
 * Everything in one transaction: a crash half-way leaves an empty catalogue that seeds again next
 * start. Blog, resources and comparisons are only added where their tables are still empty, so a
 * database whose vendors were all deleted gets the catalogue back without clashing with kept content.
 */
export function seedDemoCatalog(db: Db): string | null {
  seedReferenceData(db)
  return db.transaction(() => {
    if (!isEmpty(db, 'vendors')) return null
    const catalog = seedCatalog(db)
    const posts = isEmpty(db, 'blog_posts') && isEmpty(db, 'blog_categories') ? seedBlog(db) : 0
    const resources = isEmpty(db, 'resources') ? seedResources(db) : 0
    const comparisons = isEmpty(db, 'featured_comparisons') ? seedComparisons(db, catalog) : 0
    const { vendors, products, tiers, options } = catalog.counts
    return `${vendors} vendors, ${products} products, ${tiers} tiers, ${options} pricing options, ` +
      `${posts} blog posts, ${resources} resources, ${comparisons} featured comparisons`
  })()
}
