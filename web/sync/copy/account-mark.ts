// Which account's own rows the copy holds (docs/sync.md, "Accounts on a shared device"): the identity
// recorded in `meta` once its rows were downloaded from the start. followIdentity
// (web/sync/account/account-data.ts) downloads them again whenever the mark is not the identity
// signed in, so a download cut off part way is retried by the next round.
import type { MetaEntry, VettedDb } from '../../db/db'

export const ACCOUNT_ROWS_KEY = 'identity'

/**
 * Runs a download with the mark withdrawn, and puts it back once the download is done: the account's
 * rows, or a first download followed by them. A first download, a rebuild after 410 above all, leaves
 * the account's rows to the download after it: cut off at any point (its catalogue may already be kept,
 * with a cursor), it must not leave the copy marked as holding them.
 */
export async function downloadingAccountRows<T>(db: VettedDb, download: () => Promise<T>): Promise<T> {
  const mark: MetaEntry | undefined = await db.meta.get(ACCOUNT_ROWS_KEY)
  if (mark) await db.meta.delete(ACCOUNT_ROWS_KEY)
  const result = await download()
  if (mark) await db.meta.put(mark)
  return result
}
