// Which state the product page is in, read once by the route (for the page title) and passed to the screen.
import { useCatalogReady } from '../../data/catalog/vendor-detail-hooks'
import { useProductDetail, type ProductDetail } from '../../data/catalog/product-detail-hooks'

export type ProductPage = { status: 'loading' } | { status: 'missing' } | { status: 'found'; detail: ProductDetail }

export function useProductPage(slug: string | undefined): ProductPage {
  const detail = useProductDetail(slug)
  const ready = useCatalogReady()
  if (detail) return { status: 'found', detail }
  return detail === null && ready ? { status: 'missing' } : { status: 'loading' }
}

export function productPageTitle(page: ProductPage): string | null {
  if (page.status === 'found') return page.detail.product.name
  return page.status === 'missing' ? 'Product Not Found' : null
}
