// The cart icon in the header, with a badge showing how many items the cart holds. The count reads the
// local copy, whose code (Dexie) loads after the page: until then the icon shows without a badge.
import { lazyPart } from '../../components/lazy-part'
import { CartButton } from './cart-button'

const CountedCartLink = lazyPart(() => import('./counted-cart-link'), () => <CartButton count={0} />)

export function CartLink() {
  return <CountedCartLink />
}
