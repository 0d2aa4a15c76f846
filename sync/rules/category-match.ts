/** A vendor matches a category when its category contains the slug, case-insensitively. */
export function categoryMatches(vendorCategory: string | null | undefined, slug: string): boolean {
  return !!vendorCategory && vendorCategory.toLowerCase().includes(slug.toLowerCase())
}
