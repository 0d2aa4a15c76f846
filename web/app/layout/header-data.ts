// The header's window onto the local copy: the Marketplace menu's vendors and products, the cart count,
// the compare lists' counts and the unread notifications, so the header works offline. Only lazily loaded header pieces import
// this module: it brings Dexie, which must not weigh on the first page load (the session lives in
// header-session.ts).
import { useFeaturedVendors, useProducts, type ProductWithVendor } from '../../data/catalog/catalog-hooks'
import { useCartCount as useVisibleCartCount } from '../../data/account/cart'
export { useCompareCounts } from '../../data/account/compare'
export { useUnreadNotificationCount } from '../../data/account/notifications'
import type { Vendor } from '../../../sync/schemas/vendor'

/** A featured vendor in the Marketplace menu (the menu shows the first 4). */
export type MenuVendor = Pick<Vendor, 'id' | 'name' | 'slug' | 'logoUrl' | 'category'>

/** A product in the Marketplace menu (first 4); `vendor` is joined locally and may be missing. */
export type MenuProduct = Pick<ProductWithVendor, 'id' | 'name' | 'slug' | 'logoUrl' | 'vendor'>

const MENU_ITEMS = 4
const none: never[] = []

export function useMenuVendors(): MenuVendor[] {
  return useFeaturedVendors(MENU_ITEMS) ?? none
}

export function useMenuProducts(): MenuProduct[] {
  return useProducts(MENU_ITEMS) ?? none
}

/** Items in the cart the current person sees (a visitor's own lines, or a buyer's plus unadopted visitor lines). */
export function useCartCount(): number {
  return useVisibleCartCount()
}
