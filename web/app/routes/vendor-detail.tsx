// Vendor detail (/vendors/{slug}): the screen lives in features/vendor-detail; this route reads which
// state the page is in once, to set the page title ("<vendor> | Vetted Marketplace"), and passes it on.
import { useParams } from 'react-router'
import { VendorDetailScreen } from '../../features/vendor-detail/vendor-detail-screen'
import { useVendorPage, vendorPageTitle } from '../../features/vendor-detail/vendor-page'
import { usePageTitle } from '../../components/use-page-title'

export default function VendorDetailRoute() {
  const { slug } = useParams()
  const page = useVendorPage(slug)
  usePageTitle(vendorPageTitle(page))
  return <VendorDetailScreen page={page} />
}
