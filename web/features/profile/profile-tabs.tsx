// The profile's tabs: Favorites (the default), Orders and Reviews. The tab
// can be named in the address (?tab=orders: the subscribe screen's "View your orders" link). Favorites
// carries a badge when a favourite's price changed since the last visit, and lists those changes first.
import { Badge, Tabs } from '@chakra-ui/react'
import { useSearchParams } from 'react-router'
import { useSession } from '../../sync/base/session'
import { usePriceAlerts } from '../../data/account/price-alerts'
import { PriceAlertsPanel } from './price-alerts-panel'
import { EmptyTab } from './empty-tab'
import { FavoritesTab } from './favorites-tab'
import { OrdersTab } from './orders-tab'

const TABS = ['favorites', 'orders', 'reviews']

export function ProfileTabs() {
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab') ?? ''
  const tab = TABS.includes(asked) ? asked : 'favorites'
  const userId = useSession((s) => s.user?.id)
  const alerts = usePriceAlerts() ?? []
  const choose = (value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p)
      if (value === 'favorites') next.delete('tab')
      else next.set('tab', value)
      return next
    }, { replace: true })
  return (
    <Tabs.Root value={tab} onValueChange={(e) => choose(e.value)} variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="favorites">
          Favorites
          {alerts.length > 0 && (
            <Badge colorPalette="orange" variant="solid" size="sm" rounded="full" data-testid="price-alert-badge"
              aria-label={`${alerts.length} ${alerts.length === 1 ? 'price' : 'prices'} changed`}>
              {alerts.length}
            </Badge>
          )}
        </Tabs.Trigger>
        <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="favorites">
        {userId !== undefined && <PriceAlertsPanel userId={userId} changes={alerts} />}
        <FavoritesTab />
      </Tabs.Content>
      <Tabs.Content value="orders">
        <OrdersTab />
      </Tabs.Content>
      <Tabs.Content value="reviews">
        <EmptyTab title="No reviews written yet" text="Reviews you write about vendors and products will be listed here." />
      </Tabs.Content>
    </Tabs.Root>
  )
}
