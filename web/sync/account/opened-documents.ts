// Vendor documents a buyer opened on this device, kept for reading offline (docs/trust-profiles.md,
// "Offline"): Cache Storage, one cache, keyed by the download's address; the documents' lists are
// kept there too, so the Trust tab names them offline. PDFs are large binary answers, which Cache
// Storage holds as they came (type and all) without copying them through IndexedDB. They belong to
// whoever opened them: the cache is emptied whenever the identity on the device changes
// (followIdentity, account-data.ts), sign-out included.
export const OPENED_DOCUMENTS_CACHE = 'vetted-opened-documents'

const available = () => typeof caches !== 'undefined'

export async function cachedAnswer(path: string): Promise<Response | undefined> {
  if (!available()) return undefined
  return (await caches.open(OPENED_DOCUMENTS_CACHE)).match(path)
}

export async function keepAnswer(path: string, answer: Response): Promise<void> {
  if (!available()) return
  await (await caches.open(OPENED_DOCUMENTS_CACHE)).put(path, answer)
}

export async function clearOpenedDocuments(): Promise<void> {
  if (available()) await caches.delete(OPENED_DOCUMENTS_CACHE)
}
