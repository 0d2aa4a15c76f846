// Product detail (/products/{slug}): the screen lives in features/product-detail; this route reads which
// state the page is in once, to set the page title ("<product> | Vetted Marketplace"), and passes it on.
import { useParams } from 'react-router'
import { ProductDetailScreen } from '../../features/product-detail/product-detail-screen'
import { productPageTitle, useProductPage } from '../../features/product-detail/product-page'
import { usePageTitle } from '../../components/use-page-title'

export default function ProductDetailRoute() {
  const { slug } = useParams()
  const page = useProductPage(slug)
  usePageTitle(productPageTitle(page))
  return <ProductDetailScreen page={page} />
}
