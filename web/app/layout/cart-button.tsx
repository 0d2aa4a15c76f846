// The header's cart icon button; its badge shows how many items the cart holds (none at 0).
import { CartIcon } from '../../components/icons'
import { CountBadgeLink } from './count-badge-link'

export function CartButton({ count }: { count: number }) {
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`
  return <CountBadgeLink to="/cart" label={label} count={count} icon={<CartIcon />} testId="cart-count" />
}
