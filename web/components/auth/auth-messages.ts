// What the auth screens tell people: exact toast texts, and which message a failure
// shows — the server's own message when it sent one, a fixed fallback otherwise, and a plain
// "needs a connection" when the request never reached the server.
import { ApiError } from '../../sync/base/api-client'

export const AUTH_TEXT = {
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created!',
  loginFailed: 'Login failed',
  loginFallback: 'Invalid username or password',
  registrationFailed: 'Registration failed',
  registrationFallback: 'Failed to create account',
  resetRequestFallback: 'Failed to send password reset email',
  resetFallback: 'Failed to reset password',
  checkEmail: 'Check your email',
  checkEmailDetail: 'If this email already has an account, we have sent it a message about signing in.',
  passwordChanged: 'Password changed',
  changePasswordFallback: 'Failed to change password',
} as const

/** What each action is called in "… needs a connection" messages. */
export type AuthAction = 'Signing in' | 'Creating an account' | 'Resetting a password' | 'Changing a password'

export const needsConnection = (action: AuthAction) => `${action} needs a connection. Check your network and try again.`

/** The message for a failed auth call: the server's, else the fallback; a network failure says so. */
export function failureMessage(err: unknown, fallback: string, action: AuthAction): string {
  if (err instanceof ApiError) return typeof err.body?.message === 'string' ? err.body.message : fallback
  if (err instanceof TypeError) return needsConnection(action) // fetch rejects with TypeError when offline
  return fallback
}

/** Per-field messages the server sent with a 4xx ({ errors: { field: message } }), if any. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || typeof err.body?.errors !== 'object' || err.body.errors === null) return {}
  return Object.fromEntries(Object.entries(err.body.errors).filter((e): e is [string, string] => typeof e[1] === 'string'))
}
