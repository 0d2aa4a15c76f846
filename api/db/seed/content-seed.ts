// Writes the demo blog, resources and featured comparisons through insertRow. Runs inside the
// caller's transaction, after the catalogue (comparisons point at its rows).
import { slugify } from '../../../sync/rules/slugify'
import type { Db } from '../connection'
import { insertRow } from '../repo'
import { blogCategoriesTable, blogPostsTable, featuredComparisonsTable, resourcesTable } from '../tables'
import type { SeededCatalog } from './catalog-seed'
import { BLOG_CATEGORIES, BLOG_POSTS } from './data/blog'
import { COMPARISONS } from './data/comparisons'
import { RESOURCES } from './data/resources'
import { blogCoverPath, resourceCoverPath, resourceFilePath } from './media-paths'

const DEFAULT_AUTHOR = 'The Vetted Team'

async function idsBySlug(db: Db, table: 'categories' | 'resource_types'): Promise<Map<string, number>> {
  const rows = await db.all<{ slug: string; id: number }>(`SELECT slug, id FROM ${table}`)
  return new Map(rows.map((r) => [r.slug, r.id]))
}

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Demo content names an unknown ${what}: ${key}`)
  return value
}

export async function seedBlog(db: Db): Promise<number> {
  const categoryIds = new Map<string, number>()
  for (const [sortOrder, c] of BLOG_CATEGORIES.entries()) categoryIds.set(c.slug, (await insertRow(db, blogCategoriesTable, { ...c, sortOrder })).id)
  for (const post of BLOG_POSTS) {
    const slug = slugify(post.title)
    const stamp = post.publishedAt ?? '2026-11-02T09:00:00.000Z'
    await insertRow(db, blogPostsTable, {
      title: post.title, slug, excerpt: post.excerpt, content: post.content, featuredImage: blogCoverPath(slug),
      published: post.publishedAt !== null, featured: post.featured ?? false,
      categoryId: need(categoryIds, post.category, 'blog category'),
      authorName: post.authorName ?? DEFAULT_AUTHOR, authorEmail: null, authorImage: null, readTime: post.readTime,
      tags: post.tags, seoTitle: `${post.title} | Vetted`, seoDescription: post.excerpt, publishedAt: post.publishedAt,
      views: post.views, createdAt: stamp, updatedAt: stamp,
    })
  }
  return BLOG_POSTS.length
}

export async function seedResources(db: Db): Promise<number> {
  const categoryIds = await idsBySlug(db, 'categories')
  const typeIds = await idsBySlug(db, 'resource_types')
  for (const r of RESOURCES) {
    const slug = slugify(r.title)
    const stamp = r.publishedAt ?? '2026-11-10T09:00:00.000Z'
    await insertRow(db, resourcesTable, {
      title: r.title, slug, description: r.description, content: r.content,
      downloadUrl: resourceFilePath(r.file), externalUrl: null, featuredImage: resourceCoverPath(slug),
      resourceTypeId: need(typeIds, r.kind, 'resource type'), categoryId: need(categoryIds, r.category, 'category'),
      fileSize: r.fileSize, featured: r.featured ?? false, published: r.publishedAt !== null, tags: r.tags,
      authorName: DEFAULT_AUTHOR, publishedAt: r.publishedAt, downloads: r.downloads, createdAt: stamp, updatedAt: stamp,
    })
  }
  return RESOURCES.length
}

export async function seedComparisons(db: Db, catalog: SeededCatalog): Promise<number> {
  for (const c of COMPARISONS) {
    const ids = c.type === 'vendor' ? catalog.vendorIds : catalog.productIds
    await insertRow(db, featuredComparisonsTable, {
      name: c.name, description: c.description, type: c.type,
      items: c.items.map((name) => need(ids, name, c.type)), createdAt: '2026-10-01T09:00:00.000Z',
    })
  }
  return COMPARISONS.length
}
