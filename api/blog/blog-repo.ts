// Blog post and blog category queries. Rows leave this file as camelCase entities.
import { idInSlug } from '../http/parse'
import type { BlogPost } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere } from '../db/repo'
import { blogCategoriesTable, blogPostsTable } from '../db/tables'

/** Newest publication first, drafts (no publishedAt) after them, then newest created. */
const POST_ORDER = 'ORDER BY published_at IS NULL, published_at DESC, created_at DESC, id DESC'

export async function listPosts(db: Db, filter: { published?: boolean } = {}): Promise<BlogPost[]> {
  if (filter.published === undefined) return await findWhere(db, blogPostsTable, `1 = 1 ${POST_ORDER}`)
  return await findWhere(db, blogPostsTable, `published = ? ${POST_ORDER}`, filter.published ? 1 : 0)
}

/** By slug, or by numeric id for clients that only know the id. */
export async function findPostBySlugOrId(db: Db, slugOrId: string): Promise<BlogPost | undefined> {
  const [post] = await findWhere(db, blogPostsTable, 'slug = ?', slugOrId)
  return post ?? (idInSlug(slugOrId) !== null ? await findPost(db, idInSlug(slugOrId)!) : undefined)
}

export const findPost = async (db: Db, id: number) => await findById(db, blogPostsTable, id)
export const postIdsInCategory = async (db: Db, categoryId: number) =>
  await db.values<number>('SELECT id FROM blog_posts WHERE category_id = ?', categoryId)

export const listCategories = async (db: Db) => await findWhere(db, blogCategoriesTable, '1 = 1 ORDER BY sort_order, lower(name), id')
export const findCategory = async (db: Db, id: number) => await findById(db, blogCategoriesTable, id)
