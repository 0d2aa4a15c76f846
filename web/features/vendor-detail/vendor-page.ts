// Which state the vendor page is in, read once by the route (for the page title) and passed to the screen.
import type { Vendor } from '../../../sync/schemas'
import { useVendorBySlug } from '../../data/catalog/catalog-hooks'
import { useCatalogReady } from '../../data/catalog/vendor-detail-hooks'

export type VendorPage = { status: 'loading' } | { status: 'missing' } | { status: 'found'; vendor: Vendor }

/** Loading until the vendor is found, or until the copy is complete (or cannot be completed) without it. */
export function useVendorPage(slug: string | undefined): VendorPage {
  const vendor = useVendorBySlug(slug)
  const ready = useCatalogReady()
  if (vendor) return { status: 'found', vendor }
  return vendor === null && ready ? { status: 'missing' } : { status: 'loading' }
}

/** The page title (before the site suffix): the vendor's name, "Vendor Not Found", or the default while loading. */
export function vendorPageTitle(page: VendorPage): string | null {
  if (page.status === 'found') return page.vendor.name
  return page.status === 'missing' ? 'Vendor Not Found' : null
}
