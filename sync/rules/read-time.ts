// How long a blog post takes to read. The admin may set readTime (minutes); when it is missing or not
// a positive whole number the list and the post estimate it from the words of the content, so every
// post shows a read time and the two screens always agree.

/** Words a business reader gets through per minute (the common 200-250 range; the lower end, for dense text). */
export const WORDS_PER_MINUTE = 200

/** The visible words of rich text: tags, entities and extra whitespace removed. */
export function countWords(html: string | null | undefined): number {
  const text = (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Minutes to read a post: its readTime when it is a positive whole number, else the estimate (at least 1). */
export function readTimeMinutes(post: { readTime?: number | null; content?: string | null }): number {
  const given = post.readTime
  if (typeof given === 'number' && Number.isInteger(given) && given > 0) return given
  return Math.max(1, Math.ceil(countWords(post.content) / WORDS_PER_MINUTE))
}

/** "5 min read". */
export function readTimeLabel(post: { readTime?: number | null; content?: string | null }): string {
  return `${readTimeMinutes(post)} min read`
}
