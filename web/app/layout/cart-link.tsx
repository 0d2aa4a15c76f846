// The cart icon in the header, with a badge showing how many items the cart holds. The count reads the
// local copy, whose code (Dexie) loads after the page: until then the icon shows without a badge.
import { Badge, IconButton } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { CartIcon } from '../../components/icons'
import { lazyPart } from '../../components/lazy-part'

const CountedCartLink = lazyPart(() => import('./counted-cart-link'), () => <CartButton count={0} />)

export function CartLink() {
  return <CountedCartLink />
}

export function CartButton({ count }: { count: number }) {
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`
  return (
    <IconButton asChild variant="ghost" size="sm" aria-label={label} position="relative">
      <RouterLink to="/cart">
        <CartIcon />
        {count > 0 && (
          <Badge
            data-testid="cart-count"
            position="absolute"
            top="-1"
            insetEnd="-1"
            minW="5"
            h="5"
            justifyContent="center"
            rounded="full"
            variant="solid"
            colorPalette="red"
            fontSize="2xs"
            aria-hidden="true"
          >
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </RouterLink>
    </IconButton>
  )
}
