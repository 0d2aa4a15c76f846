// The Favorites tab: Favorite Vendors and Favorite Products side by side on wide screens, stacked on
// narrow ones.
import { SimpleGrid } from '@chakra-ui/react'
import { useFavoriteLists } from '../../data/account/profile-hooks'
import { FavoriteListCard } from './favorite-list-card'

export function FavoritesTab() {
  const lists = useFavoriteLists()
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" pt="2">
      <FavoriteListCard title="Favorite Vendors" entries={lists?.vendors} emptyTitle="No favorite vendors yet"
        emptyHint="Click the heart icon on a vendor's page to save it here." browseTo="/vendors" browseLabel="Browse vendors" />
      <FavoriteListCard title="Favorite Products" entries={lists?.products} emptyTitle="No favorite products yet"
        emptyHint="Click the heart icon on a product's page to save it here." browseTo="/products" browseLabel="Browse products" />
    </SimpleGrid>
  )
}
