// Technology Marketplace hub (/marketplace, reads ?search= and ?category=).
import { MarketplaceHubScreen } from '../../features/marketplace-hub/hub-screen'
import { usePageTitle } from '../../components/use-page-title'

export default function MarketplaceRoute() {
  usePageTitle('Technology Marketplace')
  return <MarketplaceHubScreen />
}
