// The vendor page's six tabs. Accessible tabs (arrow keys move between them, Tab
// moves into the panel); the open tab is kept in the address (?tab=products), so it survives a reload
// and can be shared. A panel renders the first time it is opened.
import { Tabs } from '@chakra-ui/react'
import type { Vendor } from '../../../sync/schemas'
import { useQueryState } from '../../components/catalog/use-query-state'
import type { VendorProduct } from '../../data/catalog/vendor-detail-hooks'
import { FeaturesTab } from './features-tab'
import { OverviewTab } from './overview-tab'
import { PricingTab } from './pricing-tab'
import { ProductsTab } from './products-tab'
import { RatingsTab } from './ratings-tab'
import { TrustTab } from './trust-tab'

export const VENDOR_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'ratings', label: 'Ratings & Reviews' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'products', label: 'Products' },
  { value: 'features', label: 'Features' },
  { value: 'trust', label: 'Trust' },
] as const
type TabValue = (typeof VENDOR_TABS)[number]['value']

const isTab = (v: string | null): v is TabValue => VENDOR_TABS.some((t) => t.value === v)

type Props = { vendor: Vendor; products: VendorProduct[] | undefined }

const readTab = (params: URLSearchParams): TabValue => {
  const requested = params.get('tab')
  return isTab(requested) ? requested : 'overview'
}
const tabParams = (tab: TabValue) => new URLSearchParams(tab === 'overview' ? {} : { tab })

export function VendorTabs({ vendor, products }: Props) {
  const [tab, setTab] = useQueryState(readTab, tabParams)
  const select = (value: string) => isTab(value) && setTab(value)
  return (
    <Tabs.Root value={tab} onValueChange={(e) => select(e.value)} lazyMount variant="line" mt={{ base: '8', md: '10' }}>
      <Tabs.List overflowX="auto" overflowY="hidden" aria-label={`About ${vendor.name}`}>
        {VENDOR_TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} flexShrink={0} whiteSpace="nowrap">{t.label}</Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" pt="6"><OverviewTab vendor={vendor} /></Tabs.Content>
      <Tabs.Content value="ratings" pt="6"><RatingsTab vendor={vendor} /></Tabs.Content>
      <Tabs.Content value="pricing" pt="6"><PricingTab vendor={vendor} products={products} /></Tabs.Content>
      <Tabs.Content value="products" pt="6"><ProductsTab vendor={vendor} products={products} /></Tabs.Content>
      <Tabs.Content value="features" pt="6"><FeaturesTab vendor={vendor} /></Tabs.Content>
      <Tabs.Content value="trust" pt="6"><TrustTab vendor={vendor} /></Tabs.Content>
    </Tabs.Root>
  )
}
