// A dynamic import that can be tried again after it failed (offline on a first visit, before the
// service worker has cached the chunk). Some browsers (Chromium 150, for one) keep a failed module
// fetch in their module map, so importing the same URL again fails at once even when the network is
// back. After a failure, the next attempts import the chunk under a fresh query (?retry=N), a URL the
// module map has never seen; the chunk's own imports keep their URLs, so shared modules stay shared.
const CHUNK_URL = /(https?:\/\/[^\s'"]+?\.m?js)\b/

export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let failedUrl: string | null = null
  let attempts = 0
  return async () => {
    if (failedUrl) return import(/* @vite-ignore */ `${failedUrl}?retry=${++attempts}`) as Promise<T>
    try {
      return await load()
    } catch (err) {
      failedUrl = CHUNK_URL.exec(String((err as Error)?.message ?? ''))?.[1] ?? null
      throw err
    }
  }
}
