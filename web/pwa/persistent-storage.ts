// Asks the browser once to keep our storage (the offline catalogue and unsent changes in IndexedDB)
// instead of evicting it under storage pressure. Chromium decides silently; Firefox may ask the user,
// so we remember that we asked and never ask again. A refusal is told plainly where unsent changes
// are shown (the sync status popover), since it means the browser may clear the copy when space runs
// low; not as a notice, which would hold back the notices the person's own actions raise.
const ASKED_KEY = 'vetted-storage-persist-asked'

export const STORAGE_NOT_KEPT_TEXT =
  'Your browser may clear the offline copy of Vetted when space runs low. Changes not yet sent could be lost: stay online until they are sent, or install the app.'

/** 'refused' only on the one call that asked and was told no; later calls say 'asked-before'. */
export type PersistOutcome = 'granted' | 'refused' | 'asked-before' | 'unavailable'

export async function requestPersistentStorage(): Promise<PersistOutcome> {
  if (!navigator.storage?.persist) return 'unavailable'
  try {
    if (await navigator.storage.persisted()) return 'granted'
    if (localStorage.getItem(ASKED_KEY)) return 'asked-before'
    localStorage.setItem(ASKED_KEY, new Date().toISOString())
    return (await navigator.storage.persist()) ? 'granted' : 'refused'
  } catch {
    return 'unavailable' // storage blocked (private mode, policy): nothing to do
  }
}
