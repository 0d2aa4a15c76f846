// The header's only window onto data. For now every hook answers "nothing yet" (empty lists, 0, no
// user, a sign-out that does nothing): the data layer will implement them over the Dexie mirror and the
// session, rewriting just this file. Keep the exported names and types stable: the header relies on them.
import type { Product } from '../../../sync/schemas/product'
import type { User } from '../../../sync/schemas/user'
import type { Vendor } from '../../../sync/schemas/vendor'

/** A featured vendor in the Marketplace menu (the menu shows the first 4). */
export type MenuVendor = Pick<Vendor, 'id' | 'name' | 'slug' | 'logoUrl' | 'category'>

/** A product in the Marketplace menu (first 4); `vendor` is joined locally and may be missing. */
export type MenuProduct = Pick<Product, 'id' | 'name' | 'slug' | 'logoUrl'> & {
  vendor?: { name: string } | null
}

/** The signed-in user as the header shows it. */
export type SessionUser = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'role'>

const noVendors: MenuVendor[] = []
const noProducts: MenuProduct[] = []

/** Featured vendors, in display order. The data layer will read them from Dexie. */
export function useMenuVendors(): MenuVendor[] {
  return noVendors
}

/** Products, in display order, with their vendor's name. The data layer will read them from Dexie. */
export function useMenuProducts(): MenuProduct[] {
  return noProducts
}

/** Total quantity of items in the cart. The data layer will read the local cart. */
export function useCartCount(): number {
  return 0
}

/** The signed-in user, or null when anonymous. The data layer will read the session. */
export function useSessionUser(): SessionUser | null {
  return null
}

/** Ends the session. The data layer will call POST /api/auth/logout and clear cached user data. */
export function useSignOut(): () => Promise<void> {
  return signOutNoop
}

const signOutNoop = async () => {}
