// Who is signed in. The server owns the session (an HttpOnly cookie); this store mirrors the user it
// answers for GET /api/auth/me (trusted for 5 minutes) and remembers the last answer
// in local storage so an offline reload still knows who the user is. It never holds a secret.
// The server is asked only when a session may exist: its "signed in" hint cookie is present, or this
// device remembers someone (a session from before the hint existed). A visitor is never asked, so their
// visit makes no request that answers 401.
// It sits in the sync layer because the engine follows it: whose rows the device holds, and who owns a
// queued write, change with the person signed in (docs/architecture.md).
import { create } from 'zustand'
import { SIGNED_IN_HINT_COOKIE } from '../../../sync/protocol/session-hint'
import type { User } from '../../../sync/schemas'
import { api, ApiError, type FetchLike } from './api-client'

export type SessionUser = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'role'>

interface SessionState {
  user: SessionUser | null
  /** False until the first answer (or the remembered one) is known: screens show a spinner meanwhile. */
  known: boolean
  checkedAt: number
}

const STORAGE_KEY = 'vetted.sessionUser'
/** Set while a sign-out has not reached the server: its session cookie may still be alive. */
const LOGOUT_PENDING_KEY = 'vetted.logoutPending'
const FRESH_MS = 5 * 60 * 1000

function remembered(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as SessionUser | null
  } catch {
    return null
  }
}

// Starts from the remembered user, so a signed-in person's header draws their account corner at once
// rather than Sign In / Sign Up until the first session check (the corner would change width).
export const useSession = create<SessionState>(() => ({ user: remembered(), known: remembered() !== null, checkedAt: 0 }))

function setUser(user: SessionUser | null): void {
  if (user) localStorage.removeItem(LOGOUT_PENDING_KEY) // a new sign-in replaced the old session cookie
  if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user))
  else localStorage.removeItem(STORAGE_KEY)
  useSession.setState({ user, known: true, checkedAt: Date.now() })
}

const pick = (u: User | SessionUser): SessionUser => ({
  id: u.id, username: u.username, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role,
})

/**
 * Follows sign-ins and sign-outs made in other tabs (they rewrite the remembered user): no tab keeps
 * showing an account this browser has left, and every tab's sync follows the same identity.
 */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return // null: the storage was cleared
    useSession.setState({ user: remembered(), known: true, checkedAt: Date.now() })
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** The server's non-secret "signed in" hint cookie (sync/protocol/session-hint.ts) is present (or unreadable: ask). */
function signedInHint(): boolean {
  if (typeof document === 'undefined') return true
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`))
}

/**
 * Asks the server who is signed in, unless it answered less than 5 minutes ago. Offline, keeps what it had.
 * `fetchImpl`: the browser's fetch unless given (tests play several devices in one process).
 */
export async function refreshSession({ force = false, fetchImpl = fetch }: { force?: boolean; fetchImpl?: FetchLike } = {}): Promise<SessionUser | null> {
  const state = useSession.getState()
  if (!state.known) useSession.setState({ user: remembered(), known: remembered() !== null })
  // Until the server has ended a signed-out session, asking it who is signed in would sign them back in.
  if (!(await finishPendingLogout(fetchImpl))) {
    useSession.setState({ known: true })
    return useSession.getState().user
  }
  if (!force && state.known && Date.now() - state.checkedAt < FRESH_MS) return state.user
  if (!force && !signedInHint() && remembered() === null) {
    setUser(null)
    return null
  }
  try {
    setUser(pick(await api<User>('/api/auth/me', {}, fetchImpl)))
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) setUser(null)
    else useSession.setState({ known: true }) // offline or server trouble: keep the remembered user
  }
  return useSession.getState().user
}

export async function signIn(username: string, password: string, fetchImpl: FetchLike = fetch): Promise<SessionUser> {
  await finishPendingLogout(fetchImpl) // the previous person's server session ends before the next one starts
  const user = pick(await api<User>('/api/auth/login', { method: 'POST', body: { username, password } }, fetchImpl))
  setUser(user)
  return user
}

export interface RegisterInput {
  username: string
  email: string
  password: string
  firstName?: string | null
  lastName?: string | null
}

/**
 * The registration was accepted but signing in with its username and password failed. The server
 * answers a registration the same whether or not the email already had an account (it mails the
 * address's owner instead: api/auth/registration.ts), so this is how the person learns to check
 * their inbox.
 */
export class RegistrationNotSignedIn extends Error {}

/** Registers, then signs in with the same username and password (the registration answer starts no session). */
export async function register(input: RegisterInput): Promise<SessionUser> {
  await finishPendingLogout()
  await api<{ message: string }>('/api/auth/register', { method: 'POST', body: input })
  try {
    return await signIn(input.username, input.password)
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw new RegistrationNotSignedIn('Check your email')
    throw err
  }
}

/**
 * Signs out of this device at once, whatever the server answers: on a shared device the next person
 * must never inherit the account (the sync engine then puts this person's data aside, see
 * web/sync/account/account-data.ts). A logout that did not reach the server is retried before the server is
 * asked anything else. Resolves false when the server session could not be ended yet.
 */
export async function signOut(fetchImpl: FetchLike = fetch): Promise<boolean> {
  localStorage.setItem(LOGOUT_PENDING_KEY, '1')
  const ended = await finishPendingLogout(fetchImpl)
  setUser(null)
  return ended
}

/** A sign-out has not reached the server yet: what the server answers is still for the old session. */
export function logoutPending(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(LOGOUT_PENDING_KEY) !== null
}

/**
 * Whether the person a pull is for (`userId`; null: a visitor) is still the one signed in. A person
 * whose sign-out has begun no longer is: the server may have ended their session before this store
 * lets them go, and a page asked for in between would be answered 401.
 */
export const stillSignedInAs = (userId: number | null) => (): boolean => {
  const current = useSession.getState().user?.id ?? null
  return userId === null ? current === null : current === userId && !logoutPending()
}

let ending: Promise<boolean> | null = null

/**
 * Ends a signed-out session on the server; true when none is left pending. One call at a time: a
 * logout answer arriving after the next person's sign-in would clear their new session cookie.
 */
function finishPendingLogout(fetchImpl: FetchLike = fetch): Promise<boolean> {
  if (!localStorage.getItem(LOGOUT_PENDING_KEY)) return Promise.resolve(true)
  ending ??= endServerSession(fetchImpl).finally(() => (ending = null))
  return ending
}

async function endServerSession(fetchImpl: FetchLike): Promise<boolean> {
  try {
    await api('/api/auth/logout', { method: 'POST', body: {} }, fetchImpl)
  } catch (err) {
    // No answer, or one worth retrying; any other answer will not change on a retry.
    if (!(err instanceof ApiError) || err.status >= 500 || [408, 426, 429].includes(err.status)) return false
  }
  localStorage.removeItem(LOGOUT_PENDING_KEY)
  return true
}
