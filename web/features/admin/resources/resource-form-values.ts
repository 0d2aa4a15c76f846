// The resource dialog's values as the inputs hold them and their conversion into the schema's input:
// blank texts are absent, tags split on commas, category 'none' sent as absent.
import { DEFAULT_RESOURCE_TYPE_ID, type Resource, type ResourceInput } from '../../../../sync/schemas'
import type { FormValuesOf } from '../shared/form-values'

/** Every field of the resource input but publishedAt, which the server stamps on publishing. */
export type ResourceFormValues = FormValuesOf<ResourceInput, Exclude<keyof ResourceInput, 'publishedAt'>>

export function resourceFormValues(r?: Resource): ResourceFormValues {
  return {
    title: r?.title ?? '',
    slug: r?.slug ?? '',
    description: r?.description ?? '',
    content: r?.content ?? '',
    downloadUrl: r?.downloadUrl ?? '',
    externalUrl: r?.externalUrl ?? '',
    featuredImage: r?.featuredImage ?? '',
    resourceTypeId: String(r?.resourceTypeId ?? DEFAULT_RESOURCE_TYPE_ID),
    categoryId: r?.categoryId == null ? 'none' : String(r.categoryId),
    fileSize: r?.fileSize ?? '',
    featured: r?.featured ?? false,
    published: r?.published ?? false,
    tags: (r?.tags ?? []).join(', '),
    authorName: r?.authorName ?? '',
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text)

export function resourceInput(v: ResourceFormValues): Record<string, unknown> {
  return {
    ...v,
    content: orNull(v.content),
    fileSize: orNull(v.fileSize),
    authorName: orNull(v.authorName),
    resourceTypeId: Number(v.resourceTypeId),
    categoryId: v.categoryId === 'none' ? null : Number(v.categoryId),
  }
}
