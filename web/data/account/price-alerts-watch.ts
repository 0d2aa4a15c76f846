// Records the price of newly saved favourites after every sync round, on whatever screen the buyer is,
// so a later price change is noticed even if they had not opened their profile in between. Loaded
// lazily by web/app/start-background.ts.
import { useSyncStatus } from '../../sync/base/status-store'
import { db } from '../../db/db'
import { recordFavoritePrices } from './price-alerts'
import { useSession } from '../../sync/base/session'

export function watchFavoritePrices(): () => void {
  return useSyncStatus.subscribe((s, prev) => {
    const roundEnded = prev.syncing && !s.syncing
    const user = useSession.getState().user
    if (!roundEnded || s.firstLoad.active || !user) return
    void recordFavoritePrices(db, user.id).catch((err) => console.error('Could not record favourite prices', err))
  })
}
