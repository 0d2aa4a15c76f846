// /products: the Product Marketplace screen (web/features/product-marketplace).
import { ProductMarketplaceScreen } from '../../features/product-marketplace/product-marketplace-screen'
import { usePageTitle } from '../../components/use-page-title'

export default function ProductsRoute() {
  usePageTitle('Product Marketplace')
  return <ProductMarketplaceScreen />
}
