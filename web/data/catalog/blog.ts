// Live reads of the blog from the local copy, so the blog opens offline. Drafts are never shown on the
// public pages: an admin's copy holds them (for the admin area), so every read here filters them out.
import { useLiveQuery } from 'dexie-react-hooks'
import type { BlogCategory, BlogPost } from '../../../sync/schemas'
import { useCatalogQuery } from './catalog-query'
import { db } from '../../db/db'

const newestFirst = (a: BlogPost, b: BlogPost) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt) || b.id - a.id

/** Published posts, newest first; undefined while reading. */
export function usePublishedPosts(): BlogPost[] | undefined {
  return useCatalogQuery(async () => (await db.blogPosts.filter((p) => p.published).toArray()).sort(newestFirst), [])
}

/** Blog categories in the admin's order, then by name. */
export function useBlogCategories(): BlogCategory[] | undefined {
  return useCatalogQuery(async () => (await db.blogCategories.toArray()).sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)), [])
}

/** A published post by slug (any case): undefined while reading, null when there is none (or only a draft). */
export function usePublishedPostBySlug(slug: string | undefined): BlogPost | null | undefined {
  return useLiveQuery(async () => {
    if (!slug) return null
    const matches = await db.blogPosts.where('slug').equalsIgnoreCase(slug).toArray()
    return matches.find((p) => p.published && p.slug === slug) ?? matches.find((p) => p.published) ?? null
  }, [slug])
}

/** A blog category by id, or null. */
export function useBlogCategory(id: number | null | undefined): BlogCategory | null | undefined {
  return useLiveQuery(async () => (id == null ? null : ((await db.blogCategories.get(id)) ?? null)), [id])
}
