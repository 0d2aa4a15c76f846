// Asks the browser once to keep our storage (the offline catalogue and unsent changes in IndexedDB)
// instead of evicting it under storage pressure. Chromium decides silently; Firefox may ask the user,
// so we remember that we asked and never ask again.
const ASKED_KEY = 'vetted-storage-persist-asked'

export async function requestPersistentStorage(): Promise<boolean | null> {
  if (!navigator.storage?.persist) return null
  try {
    if (await navigator.storage.persisted()) return true
    if (localStorage.getItem(ASKED_KEY)) return false
    localStorage.setItem(ASKED_KEY, new Date().toISOString())
    return await navigator.storage.persist()
  } catch {
    return null // storage blocked (private mode, policy): nothing to do
  }
}
