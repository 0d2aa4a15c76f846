// Blog category rules: slug from the name when empty (unique), the default colour, integer sort
// order, and a delete that detaches the category's posts through versioned writes so every client's
// copy of those posts follows.
import { slugify, uniqueSlug } from '../../sync/rules/slugify'
import { type BlogCategory, type BlogCategoryInput, type BlogCategoryUpdate, DEFAULT_CATEGORY_COLOR } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, insertRow, updateRow } from '../db/repo'
import { blogCategoriesTable, blogPostsTable } from '../db/tables'
import { assertDeleteVersion, notFound, preconditionFailed } from '../http/errors'
import { categorySlugTaken, findCategory, postIdsInCategory } from './blog-repo'

const categorySlugFor = (db: Db, name: string, requested?: string | null, exceptId?: number) =>
  uniqueSlug(slugify(requested || name), (s) => categorySlugTaken(db, s, exceptId), 'category')

export function createCategory(db: Db, input: BlogCategoryInput): BlogCategory {
  return insertRow(db, blogCategoriesTable, {
    ...input,
    slug: categorySlugFor(db, input.name, input.slug),
    color: input.color ?? DEFAULT_CATEGORY_COLOR,
    sortOrder: input.sortOrder ?? 0,
  })
}

export function updateCategory(db: Db, id: number, input: BlogCategoryUpdate, expectedVersion?: number): BlogCategory {
  const current = findCategory(db, id)
  if (!current) throw notFound('Blog category')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  const values: Record<string, unknown> = { ...input }
  if (input.slug !== undefined) values.slug = categorySlugFor(db, input.name ?? current.name, input.slug, id)
  if (input.sortOrder === null) values.sortOrder = 0
  return updateRow(db, blogCategoriesTable, id, values)
}

export function deleteCategory(db: Db, id: number, expectedVersion?: number): void {
  const current = findCategory(db, id)
  if (!current) throw notFound('Blog category')
  assertDeleteVersion(current, expectedVersion)
  const updatedAt = new Date().toISOString()
  for (const postId of postIdsInCategory(db, id)) updateRow(db, blogPostsTable, postId, { categoryId: null, updatedAt })
  deleteRow(db, blogCategoriesTable, id)
}
