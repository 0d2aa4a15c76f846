// Resource and resource type queries. Rows leave this file as camelCase entities.
import { idInSlug } from '../http/parse'
import type { Resource } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere } from '../db/repo'
import { categoriesTable, resourcesTable, resourceTypesTable } from '../db/tables'

export interface ResourceFilter {
  published?: boolean
  /** A catalogue category slug. */
  category?: string
  /** A resource type slug (video, webinar, ebook, guide, template ...). */
  type?: string
}

/** Newest publication first, unpublished ones (no publishedAt) after them, then newest created. */
export async function listResources(db: Db, filter: ResourceFilter = {}): Promise<Resource[]> {
  const where = ['1 = 1']
  const params: unknown[] = []
  if (filter.published !== undefined) {
    where.push('published = ?')
    params.push(filter.published ? 1 : 0)
  }
  if (filter.category) {
    where.push('category_id IN (SELECT id FROM categories WHERE slug = ?)')
    params.push(filter.category)
  }
  if (filter.type) {
    where.push('resource_type_id IN (SELECT id FROM resource_types WHERE slug = ?)')
    params.push(filter.type)
  }
  const order = 'ORDER BY published_at IS NULL, published_at DESC, created_at DESC, id DESC'
  return await findWhere(db, resourcesTable, `${where.join(' AND ')} ${order}`, ...params)
}

/** By slug, or by numeric id for clients that only know the id. */
export async function findResourceBySlugOrId(db: Db, slugOrId: string): Promise<Resource | undefined> {
  const [resource] = await findWhere(db, resourcesTable, 'slug = ?', slugOrId)
  return resource ?? (idInSlug(slugOrId) !== null ? await findResource(db, idInSlug(slugOrId)!) : undefined)
}

export const findResource = async (db: Db, id: number) => await findById(db, resourcesTable, id)
export const listResourceTypes = async (db: Db) => await findWhere(db, resourceTypesTable, '1 = 1 ORDER BY id')
export const resourceTypeExists = async (db: Db, id: number) => await findById(db, resourceTypesTable, id) !== undefined
export const categoryExists = async (db: Db, id: number) => await findById(db, categoriesTable, id) !== undefined
