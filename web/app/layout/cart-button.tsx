// The header's cart icon button; its badge shows how many items the cart holds (none at 0).
import { Badge, IconButton } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { CartIcon } from '../../components/icons'

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
