// @mentions in a board comment's text, one rule for the server (who gets a notification) and the
// screens (how a comment reads, and the composer's member picker). A mention is "@" followed by a
// username (letters, digits, dots, dashes and underscores), at the start of the text or after a
// character that cannot be part of a username, so an email address ("ann@example.com") is no
// mention. A mention ends before trailing dots and dashes, so "thanks @ann." mentions "ann".
// Usernames compare without regard to letter case, as invitations find them.

const USERNAME_CHAR = /[A-Za-z0-9._-]/
const MENTION = /(^|[^A-Za-z0-9._@-])@([A-Za-z0-9._-]*[A-Za-z0-9_])/g

/** A member as mentions see them: their account and username. */
export interface Mentionable {
  userId: number
  username: string
}

/** The usernames a text mentions, in lower case, each once, in the order they first appear. */
export function findMentions(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(MENTION)) found.add(match[2].toLowerCase())
  return [...found]
}

/**
 * The accounts a text mentions among `members`, each once, without `authorId` (nobody is notified of
 * their own mention). A username that is no member's is no mention of anyone.
 */
export function mentionedMembers(text: string, members: readonly Mentionable[], authorId: number): number[] {
  const byName = new Map(members.map((m) => [m.username.toLowerCase(), m.userId]))
  const ids = findMentions(text).map((name) => byName.get(name)).filter((id): id is number => id !== undefined && id !== authorId)
  return [...new Set(ids)]
}

/** A piece of a comment as it reads: plain text, or a mention of `username` (as written, without "@"). */
export type MentionSegment = { text: string; mention?: string }

/** The text cut into plain pieces and mentions, in order; joined, the pieces are the text again. */
export function mentionSegments(text: string): MentionSegment[] {
  const out: MentionSegment[] = []
  let at = 0
  for (const match of text.matchAll(MENTION)) {
    const start = match.index + match[1].length
    if (start > at) out.push({ text: text.slice(at, start) })
    out.push({ text: `@${match[2]}`, mention: match[2] })
    at = start + 1 + match[2].length
  }
  if (at < text.length) out.push({ text: text.slice(at) })
  return out
}

/** The mention being typed at the caret: where its "@" is and what follows it so far, or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  let start = caret
  while (start > 0 && USERNAME_CHAR.test(text[start - 1])) start--
  if (start === 0 || text[start - 1] !== '@') return null
  const before = text[start - 2]
  if (before !== undefined && (USERNAME_CHAR.test(before) || before === '@')) return null
  return { start: start - 1, query: text.slice(start, caret) }
}

/** The members whose username or name starts with the query (letter case aside), at most `limit`. */
export function membersMatching<M extends Mentionable & { name: string }>(query: string, members: readonly M[], limit = 6): M[] {
  const q = query.toLowerCase()
  const starts = (s: string) => s.toLowerCase().startsWith(q) || s.toLowerCase().split(/\s+/).some((w) => w.startsWith(q))
  return members.filter((m) => starts(m.username) || starts(m.name)).slice(0, limit)
}

/** The text with the mention typed at `start` (up to the caret) replaced by "@username ", and the caret after it. */
export function insertMention(text: string, start: number, caret: number, username: string): { text: string; caret: number } {
  const inserted = `@${username} `
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length }
}
