// Saving and removing a favourite with its notices: the change itself is
// local and queued (web/data/account/favorites.ts), so it works offline; this only adds what the user is told.
import type { ItemType } from '../../sync/schemas'
import { toggleFavorite } from '../data/account/favorites'
import { toaster } from './toaster'

export const FAVORITE_NOTICES = {
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  addFailed: 'Failed to add favorite',
  removeFailed: 'Failed to remove favorite',
  loginRequired: 'Login required',
  loginRequiredDetail: 'Please log in to save favorites.',
  signInHint: 'Sign in to save favorites',
} as const

/** Toggles and announces the result; `wasSaved` picks the failure message. Returns the new state, or null on failure. */
export async function toggleFavoriteWithNotice(itemType: ItemType, itemId: number, wasSaved: boolean): Promise<boolean | null> {
  try {
    const saved = await toggleFavorite(itemType, itemId)
    toaster.create({ title: saved ? FAVORITE_NOTICES.added : FAVORITE_NOTICES.removed, type: 'success' })
    return saved
  } catch (err) {
    console.error('Favourite change failed', err)
    toaster.create({
      title: wasSaved ? FAVORITE_NOTICES.removeFailed : FAVORITE_NOTICES.addFailed,
      description: err instanceof Error ? err.message : undefined,
      type: 'error',
    })
    return null
  }
}

/** The anonymous visitor's toast variant of the sign-in prompt. */
export function announceLoginRequired(): void {
  toaster.create({ title: FAVORITE_NOTICES.loginRequired, description: FAVORITE_NOTICES.loginRequiredDetail, type: 'info' })
}
