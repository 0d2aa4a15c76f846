// Blog post rules on the server: slugs derived from the title and kept unique, the team as default
// author, publishedAt stamped on publish, a category that must exist, optimistic concurrency on
// update, and the view counter.
import { slugify, uniqueSlug } from '../../sync/rules/slugify'
import { type BlogPost, type BlogPostInput, type BlogPostUpdate, DEFAULT_AUTHOR } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, incrementCounter, insertRow, updateRow } from '../db/repo'
import { blogPostsTable } from '../db/tables'
import { assertDeleteVersion, badRequest, notFound, preconditionFailed } from '../http/errors'
import { findCategory, findPost, postSlugTaken } from './blog-repo'
import { publishedAtFor } from './publishing'

const postSlugFor = (db: Db, title: string, requested?: string | null, exceptId?: number) =>
  uniqueSlug(slugify(requested || title), (s) => postSlugTaken(db, s, exceptId), 'post')

/** categoryId null means "no category" (the form's 'none'); any other id must name a blog category. */
function assertCategoryExists(db: Db, categoryId: number | null | undefined): void {
  if (categoryId != null && !findCategory(db, categoryId)) {
    throw badRequest('Blog category not found', { categoryId: 'Blog category not found' })
  }
}

export function createPost(db: Db, input: BlogPostInput): BlogPost {
  assertCategoryExists(db, input.categoryId)
  const now = new Date().toISOString()
  const published = input.published ?? false
  return insertRow(db, blogPostsTable, {
    ...input,
    slug: postSlugFor(db, input.title, input.slug),
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

export function updatePost(db: Db, id: number, input: BlogPostUpdate, expectedVersion?: number): BlogPost {
  const current = findPost(db, id)
  if (!current) throw notFound('Blog post')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  assertCategoryExists(db, input.categoryId)
  const published = input.published ?? current.published
  const values: Record<string, unknown> = {
    ...input,
    published,
    publishedAt: publishedAtFor(published, input.publishedAt, current.publishedAt),
    updatedAt: new Date().toISOString(),
  }
  // An empty slug is rebuilt from the title; a new title alone keeps the old slug so links stay valid.
  if (input.slug !== undefined) values.slug = postSlugFor(db, input.title ?? current.title, input.slug, id)
  if (input.authorName !== undefined) values.authorName = input.authorName || DEFAULT_AUTHOR
  return updateRow(db, blogPostsTable, id, values)
}

export function deletePost(db: Db, id: number, expectedVersion?: number): void {
  const current = findPost(db, id)
  if (!current) throw notFound('Blog post')
  assertDeleteVersion(current, expectedVersion)
  deleteRow(db, blogPostsTable, id)
}

/**
 * One more view of a published post when `isFirstVisit()` says this visitor has not viewed it this
 * hour (api/counters/visits.ts); drafts answer 404 as if they did not exist. The count is kept out of
 * the post's version and the change feed (incrementCounter in api/db/repo.ts says why).
 */
export function countPostView(db: Db, id: number, isFirstVisit: () => boolean): void {
  const post = findPost(db, id)
  if (!post || !post.published) throw notFound('Blog post')
  if (isFirstVisit()) incrementCounter(db, blogPostsTable, id, 'views')
}
