// Blog post and blog category queries. Rows leave this file as camelCase entities.
import type { BlogPost } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere, slugTaken } from '../db/repo'
import { blogCategoriesTable, blogPostsTable } from '../db/tables'

/** Newest publication first, drafts (no publishedAt) after them, then newest created. */
const POST_ORDER = 'ORDER BY published_at IS NULL, published_at DESC, created_at DESC, id DESC'

export function listPosts(db: Db, filter: { published?: boolean } = {}): BlogPost[] {
  if (filter.published === undefined) return findWhere(db, blogPostsTable, `1 = 1 ${POST_ORDER}`)
  return findWhere(db, blogPostsTable, `published = ? ${POST_ORDER}`, filter.published ? 1 : 0)
}

/** By slug, or by numeric id for clients that only know the id. */
export function findPostBySlugOrId(db: Db, slugOrId: string): BlogPost | undefined {
  const [post] = findWhere(db, blogPostsTable, 'slug = ?', slugOrId)
  return post ?? (/^\d+$/.test(slugOrId) ? findPost(db, Number(slugOrId)) : undefined)
}

export const findPost = (db: Db, id: number) => findById(db, blogPostsTable, id)
export const postSlugTaken = (db: Db, slug: string, exceptId?: number) => slugTaken(db, 'blog_posts', slug, exceptId)
export const postIdsInCategory = (db: Db, categoryId: number) =>
  db.prepare('SELECT id FROM blog_posts WHERE category_id = ?').pluck().all(categoryId) as number[]

export const listCategories = (db: Db) => findWhere(db, blogCategoriesTable, '1 = 1 ORDER BY sort_order, name COLLATE NOCASE, id')
export const findCategory = (db: Db, id: number) => findById(db, blogCategoriesTable, id)
export const categorySlugTaken = (db: Db, slug: string, exceptId?: number) => slugTaken(db, 'blog_categories', slug, exceptId)
