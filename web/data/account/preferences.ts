// The start page (an optional initial-view setting can redirect from / to the marketplace, the
// evaluation center or a specific vendor page), a preference of this device.
// It lives in localStorage rather than IndexedDB because `/` must decide before its first paint
// whether to show Home or go elsewhere: a synchronous read avoids a flash of the home page, and the
// setting is about this device (a tablet on a shop floor may open on one vendor), not the account,
// so signing out keeps it.
import { localPreference } from '../local-preference'

export type StartPage =
  | { kind: 'home' }
  | { kind: 'marketplace' }
  | { kind: 'evaluation-center' }
  | { kind: 'vendor'; slug: string; name: string }

export const START_PAGE_KEY = 'vetted.startPage'
const HOME: StartPage = { kind: 'home' }

function parse(raw: string | null): StartPage {
  if (!raw) return HOME
  try {
    const value = JSON.parse(raw) as Partial<Record<'kind' | 'slug' | 'name', unknown>>
    if (value.kind === 'marketplace' || value.kind === 'evaluation-center') return { kind: value.kind }
    if (value.kind === 'vendor' && typeof value.slug === 'string' && value.slug.trim()) {
      return { kind: 'vendor', slug: value.slug, name: typeof value.name === 'string' ? value.name : value.slug }
    }
  } catch {
    // Unreadable (hand-edited or from a future version): fall back to Home.
  }
  return HOME
}

const preference = localPreference<StartPage>(START_PAGE_KEY, HOME, parse, (page) => (page.kind === 'home' ? null : JSON.stringify(page)))

/** The saved start page; Home when none is saved or storage is unavailable. */
export const readStartPage = preference.read
export const saveStartPage = preference.save
export const useStartPage = preference.use

/** Where a start page lives; null for Home. */
export function startPagePath(page: StartPage): string | null {
  switch (page.kind) {
    case 'marketplace':
      return '/marketplace'
    case 'evaluation-center':
      return '/evaluation-center'
    case 'vendor':
      return `/vendors/${encodeURIComponent(page.slug)}`
    default:
      return null
  }
}

// The start page applies once per app start: to the `/` the app opens with (a fresh load, a reload,
// the installed app's start_url), never to Home reached through a link later.
let appStartHandled = false

/** Whether this document was loaded at `/` (its navigation entry keeps the address it was opened with). */
export function documentOpenedAtHome(): boolean {
  const [entry] = performance.getEntriesByType('navigation')
  return new URL(entry?.name ?? window.location.href).pathname === '/'
}

/** Where `/` should go instead of Home: the start page, on the app's start at `/` only. */
export function startRedirect(openedAtHome: boolean): string | null {
  return appStartHandled || !openedAtHome ? null : startPagePath(readStartPage())
}

/** Marks the app start as handled (called once `/` has rendered or redirected). */
export function markAppStartHandled(): void {
  appStartHandled = true
}
