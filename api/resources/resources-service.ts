// Resource rules on the server: slug from the title when empty (unique), the default type, a type
// and category that must exist, the team as default author, publishedAt stamped on publish, PUT as a
// full replacement with optimistic concurrency, and the download counter.
import { slugify, uniqueSlug } from '../../sync/rules/slugify'
import { DEFAULT_AUTHOR, DEFAULT_RESOURCE_TYPE_ID, type Resource, type ResourceInput } from '../../sync/schemas'
import { publishedAtFor } from '../blog/publishing'
import type { Db } from '../db/connection'
import { deleteRow, incrementCounter, insertRow, updateRow } from '../db/repo'
import { resourcesTable } from '../db/tables'
import { assertDeleteVersion, badRequest, notFound, preconditionFailed, type FieldErrors } from '../http/errors'
import { categoryExists, findResource, resourceSlugTaken, resourceTypeExists } from './resources-repo'

const resourceSlugFor = (db: Db, title: string, requested?: string | null, exceptId?: number) =>
  uniqueSlug(slugify(requested || title), (s) => resourceSlugTaken(db, s, exceptId), 'resource')

function assertReferencesExist(db: Db, typeId: number, categoryId: number | null): void {
  const errors: FieldErrors = {}
  if (!resourceTypeExists(db, typeId)) errors.resourceTypeId = 'Resource type not found'
  if (categoryId !== null && !categoryExists(db, categoryId)) errors.categoryId = 'Category not found'
  const messages = Object.values(errors)
  if (messages.length) throw badRequest(messages.length === 1 ? messages[0] : 'Please correct the highlighted fields', errors)
}

/** Every editable column from a POST or PUT payload; what the admin left out takes its default. */
function editableValues(db: Db, input: ResourceInput, current?: Resource): Record<string, unknown> {
  const resourceTypeId = input.resourceTypeId ?? DEFAULT_RESOURCE_TYPE_ID
  const categoryId = input.categoryId ?? null
  assertReferencesExist(db, resourceTypeId, categoryId)
  const published = input.published ?? false
  return {
    title: input.title,
    slug: resourceSlugFor(db, input.title, input.slug, current?.id),
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

export function createResource(db: Db, input: ResourceInput): Resource {
  const values = editableValues(db, input)
  return insertRow(db, resourcesTable, { ...values, downloads: 0, createdAt: values.updatedAt })
}

export function replaceResource(db: Db, id: number, input: ResourceInput, expectedVersion?: number): Resource {
  const current = findResource(db, id)
  if (!current) throw notFound('Resource')
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw preconditionFailed(current)
  return updateRow(db, resourcesTable, id, editableValues(db, input, current))
}

export function deleteResource(db: Db, id: number, expectedVersion?: number): void {
  const current = findResource(db, id)
  if (!current) throw notFound('Resource')
  assertDeleteVersion(current, expectedVersion)
  deleteRow(db, resourcesTable, id)
}

/**
 * Where to fetch a published resource, and one more download when `isFirstVisit()` says this visitor
 * has not downloaded it this hour (api/counters/visits.ts); the answer looks the same either way.
 * Unpublished ones answer 404. The count is kept out of the resource's version and the change feed
 * (incrementCounter in api/db/repo.ts says why).
 */
export function countDownload(db: Db, id: number, isFirstVisit: () => boolean) {
  const resource = findResource(db, id)
  if (!resource || !resource.published) throw notFound('Resource')
  const downloads = isFirstVisit() ? incrementCounter(db, resourcesTable, id, 'downloads') : resource.downloads
  return { downloads, downloadUrl: resource.downloadUrl, externalUrl: resource.externalUrl }
}
