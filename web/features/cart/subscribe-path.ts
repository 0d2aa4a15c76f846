// Where a cart line's Subscribe link goes: the subscribe screen with the line's tier and option chosen,
// and its quantity (users or units, by the quantity rule, so a flat plan's users carry over too). A line
// without a pricing option has nothing to subscribe to (the vendor quotes it), so it has no link.
import type { CartLineView } from '../../data/account/cart'

export function subscribePath(line: Pick<CartLineView, 'product' | 'tier' | 'option' | 'quantity'>): string | null {
  if (!line.product || !line.tier || !line.option) return null
  const query = new URLSearchParams({ tier: String(line.tier.id), option: String(line.option.id), users: String(line.quantity) })
  return `/subscribe/${line.product.id}?${query}`
}
