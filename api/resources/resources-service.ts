// Resource rules on the server: slug from the title when empty (unique), the default type, a type
// and category that must exist, the team as default author, publishedAt stamped on publish, PUT as a
// full replacement with optimistic concurrency, and the download counter.
import { slugify } from '../../sync/rules/slugify'
import { DEFAULT_AUTHOR, DEFAULT_RESOURCE_TYPE_ID, type Resource, type ResourceInput } from '../../sync/schemas'
import { publishedAtFor } from '../blog/publishing'
import type { Db } from '../db/connection'
import { deleteRow, freeSlug, incrementCounter, insertRow, updateRow } from '../db/repo'
import { resourcesTable } from '../db/tables'
import { assertDeleteVersion, badRequest, notFound, preconditionFailed, type FieldErrors } from '../http/errors'
import { categoryExists, findResource, resourceTypeExists } from './resources-repo'

const resourceSlugFor = async (db: Db, title: string, requested?: string | null, exceptId?: number) =>
  await freeSlug(db, 'resources', slugify(requested || title), 'resource', exceptId)

async function assertReferencesExist(db: Db, typeId: number, categoryId: number | null): Promise<void> {
  const errors: FieldErrors = {}
  if (!await resourceTypeExists(db, typeId)) errors.resourceTypeId = 'Resource type not found'
  if (categoryId !== null && !await categoryExists(db, categoryId)) errors.categoryId = 'Category not found'
  const messages = Object.values(errors)
  if (messages.length) throw badRequest(messages.length === 1 ? messages[0] : 'Please correct the highlighted fields', errors)
}

/** Every editable column from a POST or PUT payload; what the admin left out takes its default. */
async function editableValues(db: Db, input: ResourceInput, current?: Resource): Promise<Record<string, unknown>> {
  const resourceTypeId = input.resourceTypeId ?? DEFAULT_RESOURCE_TYPE_ID
  const categoryId = input.categoryId ?? null
  await assertReferencesExist(db, resourceTypeId, categoryId)
  const published = input.published ?? false
  return {
    title: input.title,
    slug: await resourceSlugFor(db, input.title, input.slug, current?.id),
    description: input.description,
    content: input.content ?? null,
    downloadUrl: input.downloadUrl ?? null,
    externalUrl: input.externalUrl ?? null,
    featuredImage: input.featuredImage ?? null,
    resourceTypeId,
    categoryId,
    fileSize: input.fileSize || null,
    featured: input.featured ?? false,
    published,
    tags: input.tags ?? [],
    authorName: input.authorName || DEFAULT_AUTHOR,
    publishedAt: publishedAtFor(published, input.publishedAt, current?.publishedAt ?? null),
    updatedAt: new Date().toISOString(),
  }
}

export async function createResource(db: Db, input: ResourceInput): Promise<Resource> {
  const values = await editableValues(db, input)
  return await insertRow(db, resourcesTable, { ...values, downloads: 0, createdAt: values.updatedAt })
}

export async function replaceResource(db: Db, id: number, input: ResourceInput, expectedVersion?: number): Promise<Resource> {
  const current = await findResource(db, id)
  if (!current) throw notFound('Resource')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  return await updateRow(db, resourcesTable, id, await editableValues(db, input, current))
}

export async function deleteResource(db: Db, id: number, expectedVersion?: number): Promise<void> {
  const current = await findResource(db, id)
  if (!current) throw notFound('Resource')
  assertDeleteVersion(current, expectedVersion)
  await deleteRow(db, resourcesTable, id)
}

/**
 * Where to fetch a published resource, and one more download when `isFirstVisit()` says this visitor
 * has not downloaded it this hour (api/counters/visits.ts); the answer looks the same either way.
 * Unpublished ones answer 404. The count is kept out of the resource's version and the change feed
 * (incrementCounter in api/db/repo.ts says why).
 */
export async function countDownload(db: Db, id: number, isFirstVisit: () => boolean) {
  const resource = await findResource(db, id)
  if (!resource || !resource.published) throw notFound('Resource')
  const downloads = isFirstVisit() ? await incrementCounter(db, resourcesTable, id, 'downloads') : resource.downloads
  return { downloads, downloadUrl: resource.downloadUrl, externalUrl: resource.externalUrl }
}
