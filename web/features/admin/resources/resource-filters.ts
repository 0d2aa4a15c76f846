// The Resources table's filters: a category (all, or a category slug) and the published
// state (all, published, drafts).
import type { Category, Resource } from '../../../../sync/schemas'

export type PublishedFilter = 'all' | 'published' | 'drafts'
export const PUBLISHED_OPTIONS: { value: PublishedFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'published', label: 'Published' },
  { value: 'drafts', label: 'Drafts' },
]

export function filterResources(resources: readonly Resource[], categories: readonly Category[], categorySlug: string, published: PublishedFilter): Resource[] {
  const categoryId = categorySlug === 'all' ? undefined : (categories.find((c) => c.slug === categorySlug)?.id ?? null)
  return resources.filter((r) => {
    if (published === 'published' && !r.published) return false
    if (published === 'drafts' && r.published) return false
    // An unknown slug matches nothing rather than everything.
    return categoryId === undefined || (categoryId !== null && r.categoryId === categoryId)
  })
}
