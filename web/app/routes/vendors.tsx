// /vendors: the Vendor Marketplace screen (web/features/vendor-marketplace).
import { VendorMarketplaceScreen } from '../../features/vendor-marketplace/vendor-marketplace-screen'
import { usePageTitle } from '../../components/use-page-title'

export default function VendorsRoute() {
  usePageTitle('Vendor Marketplace')
  return <VendorMarketplaceScreen />
}
