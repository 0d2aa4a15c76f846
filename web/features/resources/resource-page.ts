// Which state a resource page is in, read once by the route (for the page title) and passed to the screen.
import type { Resource } from '../../../sync/schemas'
import { usePublishedResourceBySlug } from '../../data/catalog/resources'
import { useCatalogReady } from '../../data/catalog/vendor-detail-hooks'

export type ResourcePage = { status: 'loading' } | { status: 'missing' } | { status: 'found'; resource: Resource }

export const RESOURCE_NOT_FOUND = 'Resource Not Found'

export function useResourcePage(slug: string | undefined): ResourcePage {
  const resource = usePublishedResourceBySlug(slug)
  const ready = useCatalogReady()
  if (resource) return { status: 'found', resource }
  return resource === null && ready ? { status: 'missing' } : { status: 'loading' }
}

export function resourcePageTitle(page: ResourcePage): string | null {
  if (page.status === 'found') return page.resource.title
  return page.status === 'missing' ? RESOURCE_NOT_FOUND : null
}
