// The profile's tabs (visitor spec 2, Profile): Favorites (the default), Orders and Reviews.
import { Tabs } from '@chakra-ui/react'
import { EmptyTab } from './empty-tab'
import { FavoritesTab } from './favorites-tab'

export function ProfileTabs() {
  return (
    <Tabs.Root defaultValue="favorites" variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="favorites">Favorites</Tabs.Trigger>
        <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="favorites">
        <FavoritesTab />
      </Tabs.Content>
      <Tabs.Content value="orders">
        {/* Real orders arrive with checkout (a later issue); until then the spec's empty state. */}
        <EmptyTab title="No orders yet" text="Your purchase history will appear here once you buy through Vetted." />
      </Tabs.Content>
      <Tabs.Content value="reviews">
        <EmptyTab title="No reviews written yet" text="Reviews you write about vendors and products will be listed here." />
      </Tabs.Content>
    </Tabs.Root>
  )
}
