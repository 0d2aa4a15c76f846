// Favourites: signed-in users only; saved and removed optimistically and queued in the
// outbox, so they work offline and reach the server exactly once when the connection returns.
import { useLiveQuery } from 'dexie-react-hooks'
import type { Favorite, ItemType } from '../../../sync/schemas'
import { queueWrite } from '../../sync/push/local-writes'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'

export function useFavorites(): Favorite[] | undefined {
  return useLiveQuery(() => appDb.favorites.toArray(), [])
}

export function useIsFavorite(itemType: ItemType, itemId: number | undefined): boolean {
  return (
    useLiveQuery(async () => (itemId === undefined ? false : (await appDb.favorites.where('[itemType+itemId]').equals([itemType, itemId]).count()) > 0), [itemType, itemId]) ??
    false
  )
}

/** Saves or removes a favourite; returns the new state. Throws when nobody is signed in. */
export async function toggleFavorite(itemType: ItemType, itemId: number, d: VettedDb = appDb): Promise<boolean> {
  const user = useSession.getState().user
  if (!user) throw new Error('Login required')
  return queueWrite(d, [d.favorites], async ({ queue, tempId }) => {
    const existing = await d.favorites.where('[itemType+itemId]').equals([itemType, itemId]).first()
    if (existing) {
      await d.favorites.delete(existing.id)
      await queue({ name: 'favorite.remove', entityId: existing.id, args: { itemType, itemId }, before: existing })
      return false
    }
    const id = await tempId()
    await d.favorites.put({ id, version: 0, userId: user.id, itemType, itemId, createdAt: new Date().toISOString() })
    await queue({ name: 'favorite.add', entityId: id, tempId: id, args: { itemType, itemId }, before: null })
    return true
  })
}
