/**
 * Slug from a name: lower-cased, runs of characters other than a-z and 0-9 become one
 * hyphen, leading and trailing hyphens trimmed. Accents are folded first so "Café" gives "cafe".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The first of base, base-2, base-3 ... that `taken` says is free. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean, fallback = 'item'): string {
  const root = base || fallback
  if (!taken(root)) return root
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`
    if (!taken(candidate)) return candidate
  }
}
