// Downloadable resources (videos, webinars, ebooks, guides, templates) and their types.
import { z } from 'zod'
import { tagList } from './blog'
import { flag, id, isoDate, optionalCategoryId, optionalText, rowMeta, safeUrl } from './common'

export const RESOURCE_TYPE_SLUGS = ['video', 'webinar', 'ebook', 'guide', 'template'] as const
export const DEFAULT_RESOURCE_TYPE_ID = 1

const resourceFields = {
  title: z.string().trim().min(1, 'Title is required').max(300),
  slug: optionalText(200),
  description: z.string().trim().min(1, 'Description is required').max(5000),
  content: optionalText(200_000),
  downloadUrl: safeUrl,
  externalUrl: safeUrl,
  featuredImage: safeUrl,
  resourceTypeId: id.optional(),
  categoryId: optionalCategoryId,
  fileSize: optionalText(50),
  featured: flag.optional(),
  published: flag.optional(),
  tags: tagList.optional(),
  authorName: optionalText(120),
  publishedAt: z.preprocess((v) => (v === '' ? null : v), isoDate.nullish()),
}
/** POST and PUT share this payload: PUT replaces the resource's editable fields. */
export const resourceCreateSchema = z.object(resourceFields)
export const resourceUpdateSchema = z.object(resourceFields).partial()
export type ResourceInput = z.infer<typeof resourceCreateSchema>

export const resourceSchema = z.object({
  ...rowMeta,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  content: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  featuredImage: z.string().nullable(),
  resourceTypeId: z.number(),
  categoryId: z.number().nullable(),
  fileSize: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  tags: z.array(z.string()),
  authorName: z.string(),
  publishedAt: z.string().nullable(),
  downloads: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Resource = z.infer<typeof resourceSchema>

export const resourceTypeSchema = z.object({ ...rowMeta, name: z.string(), slug: z.string() })
export type ResourceType = z.infer<typeof resourceTypeSchema>

export const resourceListQuery = z.object({
  published: z.enum(['true', 'false']).optional(),
  category: z.string().trim().max(100).optional(),
  type: z.string().trim().max(50).optional(),
})
