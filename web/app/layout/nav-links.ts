// The header's primary links, shared by the desktop bar and the mobile side menu so they never differ.
export type NavLink = { label: string; to: string; adminOnly?: boolean }

export const PRIMARY_NAV_LINKS: NavLink[] = [
  { label: 'Evaluation Center', to: '/evaluation-center' },
  { label: 'Blog', to: '/blog' },
  { label: 'Resources', to: '/resources' },
  { label: 'Admin', to: '/admin', adminOnly: true },
]

/** The links a user may see: the Admin link only for administrators. */
export function visibleNavLinks(isAdmin: boolean): NavLink[] {
  return PRIMARY_NAV_LINKS.filter((link) => !link.adminOnly || isAdmin)
}

/** How the search box sends a query: the marketplace hub reads `search` from the URL. */
export function marketplaceSearchPath(text: string): string | null {
  const term = text.trim()
  return term ? `/marketplace?search=${encodeURIComponent(term)}` : null
}
