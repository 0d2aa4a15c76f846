// The header's view of who is signed in (the session store only: no local database, so the shell's
// first JavaScript stays free of Dexie; the data pieces come from header-data.ts, loaded lazily).
import { signOut, useSession, type SessionUser } from '../../sync/base/session'

export type { SessionUser }

export function useSessionUser(): SessionUser | null {
  return useSession((s) => s.user)
}

export function useSignOut(): () => Promise<boolean> {
  return signOut
}
