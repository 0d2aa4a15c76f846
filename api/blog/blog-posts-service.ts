// Blog post rules on the server: slugs derived from the title and kept unique, the team as default
// author, publishedAt stamped on publish, a category that must exist, optimistic concurrency on
// update, and the view counter.
import { slugify } from '../../sync/rules/slugify'
import { type BlogPost, type BlogPostInput, type BlogPostUpdate, DEFAULT_AUTHOR } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, freeSlug, incrementCounter, insertRow, updateRow } from '../db/repo'
import { blogPostsTable } from '../db/tables'
import { assertDeleteVersion, badRequest, notFound, preconditionFailed } from '../http/errors'
import { findCategory, findPost } from './blog-repo'
import { publishedAtFor } from './publishing'

const postSlugFor = async (db: Db, title: string, requested?: string | null, exceptId?: number) =>
  await freeSlug(db, 'blog_posts', slugify(requested || title), 'post', exceptId)

/** categoryId null means "no category" (the form's 'none'); any other id must name a blog category. */
async function assertCategoryExists(db: Db, categoryId: number | null | undefined): Promise<void> {
  if (categoryId != null && !await findCategory(db, categoryId)) {
    throw badRequest('Blog category not found', { categoryId: 'Blog category not found' })
  }
}

export async function createPost(db: Db, input: BlogPostInput): Promise<BlogPost> {
  await assertCategoryExists(db, input.categoryId)
  const now = new Date().toISOString()
  const published = input.published ?? false
  return await insertRow(db, blogPostsTable, {
    ...input,
    slug: await postSlugFor(db, input.title, input.slug),
    published,
    featured: input.featured ?? false,
    authorName: input.authorName || DEFAULT_AUTHOR,
    tags: input.tags ?? [],
    publishedAt: publishedAtFor(published, input.publishedAt, null, now),
    views: 0,
    createdAt: now,
    updatedAt: now,
  })
}

export async function updatePost(db: Db, id: number, input: BlogPostUpdate, expectedVersion?: number): Promise<BlogPost> {
  const current = await findPost(db, id)
  if (!current) throw notFound('Blog post')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  await assertCategoryExists(db, input.categoryId)
  const published = input.published ?? current.published
  const values: Record<string, unknown> = {
    ...input,
    published,
    publishedAt: publishedAtFor(published, input.publishedAt, current.publishedAt),
    updatedAt: new Date().toISOString(),
  }
  // An empty slug is rebuilt from the title; a new title alone keeps the old slug so links stay valid.
  if (input.slug !== undefined) values.slug = await postSlugFor(db, input.title ?? current.title, input.slug, id)
  if (input.authorName !== undefined) values.authorName = input.authorName || DEFAULT_AUTHOR
  return await updateRow(db, blogPostsTable, id, values)
}

export async function deletePost(db: Db, id: number, expectedVersion?: number): Promise<void> {
  const current = await findPost(db, id)
  if (!current) throw notFound('Blog post')
  assertDeleteVersion(current, expectedVersion)
  await deleteRow(db, blogPostsTable, id)
}

/**
 * One more view of a published post when `isFirstVisit()` says this visitor has not viewed it this
 * hour (api/counters/visits.ts); drafts answer 404 as if they did not exist. The count is kept out of
 * the post's version and the change feed (incrementCounter in api/db/repo.ts says why).
 */
export async function countPostView(db: Db, id: number, isFirstVisit: () => boolean): Promise<void> {
  const post = await findPost(db, id)
  if (!post || !post.published) throw notFound('Blog post')
  if (isFirstVisit()) await incrementCounter(db, blogPostsTable, id, 'views')
}
