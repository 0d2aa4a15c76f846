// The header's only window onto data: the Marketplace menu's vendors and products, the cart count and
// the signed-in user, all from the local copy and the session store, so the header works offline.
import { useFeaturedVendors, useProducts, type ProductWithVendor } from '../../data/catalog-hooks'
import { signOut, useSession, type SessionUser } from '../../data/session'
import { useCartCount as useLocalCartCount } from '../../data/sync-hooks'
import type { Vendor } from '../../../sync/schemas/vendor'

export type { SessionUser }

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

export function useCartCount(): number {
  return useLocalCartCount()
}

export function useSessionUser(): SessionUser | null {
  return useSession((s) => s.user)
}

export function useSignOut(): () => Promise<void> {
  return signOut
}
