// Blog category rules: slug from the name when empty (unique), the default colour, integer sort
// order, and a delete that detaches the category's posts through versioned writes so every client's
// copy of those posts follows.
import { slugify } from '../../sync/rules/slugify'
import { type BlogCategory, type BlogCategoryInput, type BlogCategoryUpdate, DEFAULT_CATEGORY_COLOR } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, freeSlug, insertRow, updateRow } from '../db/repo'
import { blogCategoriesTable, blogPostsTable } from '../db/tables'
import { assertDeleteVersion, notFound, preconditionFailed } from '../http/errors'
import { findCategory, postIdsInCategory } from './blog-repo'

const categorySlugFor = async (db: Db, name: string, requested?: string | null, exceptId?: number) =>
  await freeSlug(db, 'blog_categories', slugify(requested || name), 'category', exceptId)

export async function createCategory(db: Db, input: BlogCategoryInput): Promise<BlogCategory> {
  return await insertRow(db, blogCategoriesTable, {
    ...input,
    slug: await categorySlugFor(db, input.name, input.slug),
    color: input.color ?? DEFAULT_CATEGORY_COLOR,
    sortOrder: input.sortOrder ?? 0,
  })
}

export async function updateCategory(db: Db, id: number, input: BlogCategoryUpdate, expectedVersion?: number): Promise<BlogCategory> {
  const current = await findCategory(db, id)
  if (!current) throw notFound('Blog category')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  const values: Record<string, unknown> = { ...input }
  if (input.slug !== undefined) values.slug = await categorySlugFor(db, input.name ?? current.name, input.slug, id)
  if (input.sortOrder === null) values.sortOrder = 0
  return await updateRow(db, blogCategoriesTable, id, values)
}

export async function deleteCategory(db: Db, id: number, expectedVersion?: number): Promise<void> {
  const current = await findCategory(db, id)
  if (!current) throw notFound('Blog category')
  assertDeleteVersion(current, expectedVersion)
  const updatedAt = new Date().toISOString()
  for (const postId of await postIdsInCategory(db, id)) await updateRow(db, blogPostsTable, postId, { categoryId: null, updatedAt })
  await deleteRow(db, blogCategoriesTable, id)
}
