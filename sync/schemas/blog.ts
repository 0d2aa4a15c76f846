// Blog posts and blog categories.
import { z } from 'zod'
import { email, flag, imageRef, isoDate, optionalCategoryId, optionalText, rowMeta, safeUrl, textList } from './common'

export const DEFAULT_AUTHOR = 'The Vetted Team'
export const DEFAULT_CATEGORY_COLOR = '#3B82F6'

/** Forms send '' for an empty number or date field; that means "no value", not bad input. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

/** A whole number that forms may send as text ("7"); '' means none. */
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : blankToNull(v)),
    z.number('Must be a whole number').int('Must be a whole number').min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`).nullish(),
  )

/**
 * Tags as the admin forms send them: a comma-separated string or an array. Entries are trimmed and
 * blank ones dropped either way. Resources use the same rule.
 */
export const tagList = z.preprocess(
  (v) => (Array.isArray(v) ? (v as unknown[]).map((t) => (typeof t === 'string' ? t.trim() : t)).filter((t) => t !== '') : v),
  textList(30, 50),
)

const postFields = {
  title: z.string().trim().min(1, 'Title is required').max(300),
  slug: optionalText(200),
  excerpt: optionalText(1000),
  content: z.string().trim().min(1, 'Content is required').max(200_000),
  featuredImage: imageRef,
  published: flag.optional(),
  featured: flag.optional(),
  categoryId: optionalCategoryId,
  authorName: optionalText(120),
  authorEmail: z.preprocess((v) => (v === '' ? null : v), email.nullish()),
  authorImage: safeUrl,
  readTime: wholeNumber(0, 600),
  tags: tagList.optional(),
  seoTitle: optionalText(200),
  seoDescription: optionalText(500),
  publishedAt: z.preprocess(blankToNull, isoDate.nullish()),
}
export const blogPostCreateSchema = z.object(postFields)
export const blogPostUpdateSchema = z.object(postFields).partial()
export type BlogPostInput = z.infer<typeof blogPostCreateSchema>
export type BlogPostUpdate = z.infer<typeof blogPostUpdateSchema>

export const blogPostSchema = z.object({
  ...rowMeta,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  published: z.boolean(),
  featured: z.boolean(),
  categoryId: z.number().nullable(),
  authorName: z.string(),
  authorEmail: z.string().nullable(),
  authorImage: z.string().nullable(),
  readTime: z.number().nullable(),
  tags: z.array(z.string()),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  publishedAt: z.string().nullable(),
  views: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BlogPost = z.infer<typeof blogPostSchema>

export const blogPostListQuery = z.object({ published: z.enum(['true', 'false']).optional() })

const categoryFields = {
  name: z.string().trim().min(1, 'Category name is required').max(100),
  slug: optionalText(100),
  description: optionalText(1000),
  color: z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #3B82F6').optional(),
  sortOrder: wholeNumber(-1_000_000, 1_000_000),
}
export const blogCategoryCreateSchema = z.object(categoryFields)
export const blogCategoryUpdateSchema = z.object(categoryFields).partial()
export type BlogCategoryInput = z.infer<typeof blogCategoryCreateSchema>
export type BlogCategoryUpdate = z.infer<typeof blogCategoryUpdateSchema>

export const blogCategorySchema = z.object({
  ...rowMeta,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  sortOrder: z.number(),
})
export type BlogCategory = z.infer<typeof blogCategorySchema>
