// Caches the admin area's code (the build's admin-code.json list: the admin screens, the CSV import
// worker) once an admin is signed in, so the admin area opens offline although a first visit precaches
// only the visitor shell. The service worker answers those files from this cache (vite.config.ts).
// Files of older builds leave the cache; files already there are not fetched again.
import { useSession } from '../sync/base/session'
import { ADMIN_CODE_CACHE, ADMIN_CODE_LIST } from './admin-code-names'

let cachedForThisPage: Promise<void> | null = null

export async function cacheAdminCode(): Promise<void> {
  const answer = await fetch(ADMIN_CODE_LIST, { cache: 'no-cache' })
  if (!answer.ok) return
  const paths = (await answer.json()) as string[]
  const cache = await caches.open(ADMIN_CODE_CACHE)
  const kept = new Set<string>()
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname
    if (paths.includes(path)) kept.add(path)
    else await cache.delete(request)
  }
  await cache.addAll(paths.filter((path) => !kept.has(path)))
}

/** Caches the admin code whenever an admin is (or becomes) signed in: once per page, retried after a failure. */
export function cacheAdminCodeForAdmins(): void {
  if (import.meta.env.DEV || !('caches' in window)) return
  const check = (role: string | undefined) => {
    if (role !== 'admin' || cachedForThisPage) return
    cachedForThisPage = cacheAdminCode().catch(() => {
      cachedForThisPage = null // offline or interrupted: the next sign-in or session check tries again
    })
  }
  check(useSession.getState().user?.role)
  useSession.subscribe((s) => check(s.user?.role))
}
