// Your Cart: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function CartRoute() {
  return <PlaceholderPage title="Your Cart">The products you add to your cart, with their plans and totals, will appear here.</PlaceholderPage>
}
