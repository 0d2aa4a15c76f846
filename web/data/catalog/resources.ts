// Live reads of the resources from the local copy (so they open offline), and the download counter.
// Drafts are never shown on the public pages: an admin's copy holds them, so every read filters them out.
import { useLiveQuery } from 'dexie-react-hooks'
import type { Resource, ResourceType } from '../../../sync/schemas'
import { queueWrite } from '../../sync/push/local-writes'
import { useCatalogQuery } from './catalog-query'
import { db, type VettedDb } from '../../db/db'

const featuredThenNewest = (a: Resource, b: Resource) =>
  Number(b.featured) - Number(a.featured) || (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt) || b.id - a.id

/** Published resources, featured first then newest; undefined while reading. */
export function usePublishedResources(): Resource[] | undefined {
  return useCatalogQuery(async () => (await db.resources.filter((r) => r.published).toArray()).sort(featuredThenNewest), [])
}

export function useResourceTypes(): ResourceType[] | undefined {
  return useCatalogQuery(() => db.resourceTypes.orderBy('id').toArray(), [])
}

/** A published resource by slug (any case): undefined while reading, null when there is none (or only a draft). */
export function usePublishedResourceBySlug(slug: string | undefined): Resource | null | undefined {
  return useLiveQuery(async () => {
    if (!slug) return null
    const matches = await db.resources.where('slug').equalsIgnoreCase(slug).toArray()
    return matches.find((r) => r.published && r.slug === slug) ?? matches.find((r) => r.published) ?? null
  }, [slug])
}

export function useResourceType(id: number | undefined): ResourceType | null | undefined {
  return useLiveQuery(async () => (id === undefined ? null : ((await db.resourceTypes.get(id)) ?? null)), [id])
}

/**
 * Counts one download on the server (POST /api/resources/{id}/download) through the outbox, so a
 * download made offline is counted once after reconnecting and a lost answer is never counted twice
 * (the server counts a visitor once per resource per hour). The file itself never waits for this: the link opens at once. The resource row is
 * not changed here (the answer brings the server's count: web/sync/push/settle.ts); `before` lets a refusal (say the
 * resource was unpublished meanwhile) restore the row instead of dropping it.
 */
export async function countResourceDownload(resource: Resource, d: VettedDb = db): Promise<void> {
  try {
    await queueWrite(d, [d.resources], async ({ queue }) => {
      const before = (await d.resources.get(resource.id)) ?? resource
      await queue({ name: 'resource.download', entityId: resource.id, before })
    })
  } catch (error) {
    // A full or closed database must not stop the download itself: the count is skipped.
    console.error('Could not queue the download count', error)
  }
}
