// How a user is shown (profile and header): the avatar initial, the display name and the
// role badge. One place, so the header menu and the profile never disagree.

type Named = { firstName?: string | null; lastName?: string | null; username?: string | null }

/** First letter of the first name, else of the username, else "U"; upper case. */
export function userInitial(user: Named): string {
  const first = user.firstName?.trim().charAt(0) || user.username?.trim().charAt(0) || 'U'
  return first.toUpperCase()
}

/** "First Last" when both names exist, otherwise the username. */
export function displayName(user: Named): string {
  const first = user.firstName?.trim()
  const last = user.lastName?.trim()
  return first && last ? `${first} ${last}` : (user.username ?? '')
}

/** "Administrator" for role admin, "Member" for everyone else (member/user). */
export function roleBadge(role: string | null | undefined): 'Administrator' | 'Member' {
  return role === 'admin' ? 'Administrator' : 'Member'
}
