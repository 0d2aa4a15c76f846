// Every cart change announces its message ("Updated cart", "Removed from cart", "Cart cleared")
// as a toast; a change the cart refuses shows its reason instead.
import { toaster } from '../../components/toaster'
import type { CartMessage } from '../../../sync/rules/cart-lines'
import { CartError } from '../../data/account/cart'

export async function announce(change: () => Promise<CartMessage>, description?: string): Promise<boolean> {
  try {
    toaster.create({ title: await change(), description, type: 'success' })
    return true
  } catch (err) {
    console.error('Cart change failed', err)
    toaster.create({ title: 'Could not update the cart', description: err instanceof CartError ? err.message : 'Please try again.', type: 'error' })
    return false
  }
}
