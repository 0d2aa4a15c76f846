// Blog posts and blog categories for the admin's Blog posts tab: read from the local copy (drafts
// included: admins receive them through sync) and written optimistically through the outbox.
import { useLiveQuery } from 'dexie-react-hooks'
import { slugify } from '../../../sync/rules/slugify'
import {
  DEFAULT_AUTHOR, DEFAULT_CATEGORY_COLOR, type BlogCategory, type BlogCategoryInput, type BlogPost, type BlogPostInput,
} from '../../../sync/schemas'
import { createLocal, deleteLocal, updateLocal } from '../../sync/push/local-writes'
import { db, type VettedDb } from '../../db/db'

/** Newest first, as the admin list shows them. */
export function useAdminBlogPosts(): BlogPost[] | undefined {
  return useLiveQuery(async () => (await db.blogPosts.toArray()).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id), [])
}

/** In the admin's sort order, then by name. */
export function useBlogCategories(): BlogCategory[] | undefined {
  return useLiveQuery(async () => (await db.blogCategories.toArray()).sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)), [])
}

/** The payload as sent, with the fields the server would fill in so the local row reads right at once. */
function postRow(input: BlogPostInput, now: string): Record<string, unknown> {
  const published = input.published ?? false
  return {
    ...input,
    slug: input.slug || slugify(input.title),
    published,
    featured: input.featured ?? false,
    categoryId: input.categoryId ?? null,
    authorName: input.authorName || DEFAULT_AUTHOR,
    tags: input.tags ?? [],
    // Saving as published with no date stamps the current time.
    publishedAt: input.publishedAt ?? (published ? now : null),
    updatedAt: now,
  }
}

export async function saveBlogPost(input: BlogPostInput, existing?: BlogPost, d: VettedDb = db): Promise<void> {
  const now = new Date().toISOString()
  if (!existing) {
    await createLocal(d, 'blogPost', { ...postRow(input, now), views: 0, createdAt: now })
    return
  }
  // Keep a date already stored: editing a published post never re-dates it.
  const row = postRow({ ...input, publishedAt: input.publishedAt ?? existing.publishedAt }, now)
  await updateLocal(d, 'blogPost', existing.id, row)
}

export const deleteBlogPost = (id: number, d: VettedDb = db) => deleteLocal(d, 'blogPost', id)

export async function saveBlogCategory(input: BlogCategoryInput, existing?: BlogCategory): Promise<void> {
  const row = {
    ...input,
    slug: input.slug || slugify(input.name),
    color: input.color || DEFAULT_CATEGORY_COLOR,
    sortOrder: input.sortOrder ?? 0,
  }
  if (existing) await updateLocal(db, 'blogCategory', existing.id, row)
  else await createLocal(db, 'blogCategory', row)
}

/** Deletes the category; its posts lose it here at once, as the server detaches them. */
export async function deleteBlogCategory(id: number): Promise<void> {
  await deleteLocal(db, 'blogCategory', id)
  await db.blogPosts.where('categoryId').equals(id).modify({ categoryId: null })
}
