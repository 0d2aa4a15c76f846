// Which account's own rows the copy holds (docs/sync.md, "Accounts on a shared device"): the identity
// recorded in `meta` once its rows were downloaded from the start. followIdentity
// (web/sync/account/account-data.ts) downloads them again whenever the mark is not the identity
// signed in, so a download cut off part way is retried by the next round.
import type { MetaEntry, VettedDb } from '../../db/db'

export const ACCOUNT_ROWS_KEY = 'identity'

/**
 * Runs a download of the account's rows with the mark withdrawn, and puts it back once the download is
 * done. A first download, a rebuild after 410 above all, leaves the account's rows to this download:
 * cut off, it must not leave the copy marked as holding them.
 */
export async function downloadingAccountRows(db: VettedDb, download: () => Promise<unknown>): Promise<void> {
  const mark: MetaEntry | undefined = await db.meta.get(ACCOUNT_ROWS_KEY)
  if (mark) await db.meta.delete(ACCOUNT_ROWS_KEY)
  await download()
  if (mark) await db.meta.put(mark)
}
