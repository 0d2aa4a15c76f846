// The password calls: changing it while signed in, and the reset by mailed link. None of them changes
// who is signed in on this device (web/sync/base/session.ts does that).
import { api } from '../../sync/base/api-client'

/**
 * Changes the signed-in person's password (their current one proves it is them). The server ends
 * every other session and gives this browser a new session cookie; resolves with its message.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  const answer = await api<{ message: string }>('/api/auth/change-password', { method: 'POST', body: { currentPassword, newPassword } })
  return answer.message
}

/** Asks the server to mail a reset link; resolves with its message (the same whether or not the email exists). */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await api<{ message: string }>('/api/auth/password-reset-request', { method: 'POST', body: { email } })
  return answer.message
}

/** Sets a new password with the token from the mailed link; resolves with the server's message. */
export async function resetPassword(token: string, password: string): Promise<string> {
  const answer = await api<{ message: string }>('/api/auth/password-reset', { method: 'POST', body: { token, password } })
  return answer.message
}
