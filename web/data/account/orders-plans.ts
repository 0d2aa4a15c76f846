// The subscribe screen's product, found by id (its route is /subscribe/{productId}); its vendor, tiers
// and options come from the product page's hook, so both screens offer the same plans in the same order.
import type { Product } from '../../../sync/schemas'
import { useCatalogRead } from '../catalog/catalog-query'
import { useProductDetail, type ProductDetail } from '../catalog/product-detail-hooks'
import { useCatalogReady } from '../catalog/vendor-detail-hooks'

export type SubscribeProduct = { status: 'loading' } | { status: 'missing' } | { status: 'found'; detail: ProductDetail }

export function useSubscribeProduct(productId: string | undefined): SubscribeProduct {
  const id = Number(productId)
  const product = useCatalogRead(async (read): Promise<Product | null> => (Number.isInteger(id) && id > 0 ? ((await read.productsById([id]))[0] ?? null) : null), [id])
  const detail = useProductDetail(product?.slug)
  const ready = useCatalogReady()
  if (product && detail?.product.id === product.id) return { status: 'found', detail }
  return product === null && ready ? { status: 'missing' } : { status: 'loading' }
}
