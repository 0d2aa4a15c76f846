// How a category slug reads on a screen: the category's own name when it is known ("business-operations"
// is "Business Operations", "it-operations" is "IT Operations"), else the slug in words. Screens never
// show a raw slug.

/** "business-operations" → "Business Operations" (for a slug the catalogue has no category for). */
export function humanizeSlug(slug: string): string {
  return slug.split(/[-_\s]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')
}

/** The category's name from the known categories, else the slug in words; '' for no slug. */
export function categoryName(slug: string | null | undefined, categories: readonly { slug: string; name: string }[]): string {
  if (!slug) return ''
  return categories.find((c) => c.slug === slug)?.name ?? humanizeSlug(slug)
}
