// The header's cart icon with the live item count (lazily loaded by cart-link.tsx).
import { CartButton } from './cart-button'
import { useCartCount } from './header-data'

export default function CountedCartLink() {
  return <CartButton count={useCartCount()} />
}
