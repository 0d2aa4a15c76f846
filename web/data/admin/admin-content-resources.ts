// Resources for the admin's Resources tab: read from the local copy (drafts included for admins) with
// their types and the catalogue categories, written optimistically through the outbox. Updates are a
// PUT of the whole editable payload, so the queued body always carries every field.
import { useLiveQuery } from 'dexie-react-hooks'
import { slugify } from '../../../sync/rules/slugify'
import { DEFAULT_AUTHOR, DEFAULT_RESOURCE_TYPE_ID, type Category, type Resource, type ResourceInput, type ResourceType } from '../../../sync/schemas'
import { createLocal, deleteLocal, updateLocal } from '../../sync/push/local-writes'
import { db } from '../../db/db'

/** Newest first. */
export function useAdminResources(): Resource[] | undefined {
  return useLiveQuery(async () => (await db.resources.toArray()).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id), [])
}

export function useResourceTypes(): ResourceType[] {
  return useLiveQuery(() => db.resourceTypes.orderBy('id').toArray(), []) ?? []
}

/** The catalogue's categories (resources are filed under them), by name. */
export function useResourceCategories(): Category[] {
  return useLiveQuery(async () => (await db.categories.toArray()).sort((a, b) => a.name.localeCompare(b.name)), []) ?? []
}

/** Every editable field, defaults filled in as the server fills them. */
function resourcePayload(input: ResourceInput, now: string, storedPublishedAt: string | null): Record<string, unknown> {
  const published = input.published ?? false
  return {
    title: input.title,
    slug: input.slug || slugify(input.title),
    description: input.description,
    content: input.content ?? null,
    downloadUrl: input.downloadUrl ?? null,
    externalUrl: input.externalUrl ?? null,
    featuredImage: input.featuredImage ?? null,
    resourceTypeId: input.resourceTypeId ?? DEFAULT_RESOURCE_TYPE_ID,
    categoryId: input.categoryId ?? null,
    fileSize: input.fileSize || null,
    featured: input.featured ?? false,
    published,
    tags: input.tags ?? [],
    authorName: input.authorName || DEFAULT_AUTHOR,
    // Saving as published with no date stamps the current time; a stored date is kept.
    publishedAt: input.publishedAt ?? storedPublishedAt ?? (published ? now : null),
  }
}

export async function saveResource(input: ResourceInput, existing?: Resource): Promise<void> {
  const now = new Date().toISOString()
  if (existing) {
    await updateLocal(db, 'resource', existing.id, { ...resourcePayload(input, now, existing.publishedAt), updatedAt: now })
    return
  }
  await createLocal(db, 'resource', { ...resourcePayload(input, now, null), downloads: 0, createdAt: now, updatedAt: now })
}

export const deleteResource = (id: number) => deleteLocal(db, 'resource', id)
