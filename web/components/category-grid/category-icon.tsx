// A small line icon for each of the seven catalogue categories (a tag for any other), decorative:
// the category's name always sits beside it.
import type { ReactNode } from 'react'

const PATHS: Record<string, ReactNode> = {
  security: <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3zm-3 9 2 2 4-4" />,
  productivity: <path d="M9 11l2 2 4-4M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" />,
  'it-operations': <path d="M4 5h16v10H4zM8 19h8M12 15v4M7 9h3M7 12h6" />,
  'business-operations': <path d="M3 9h18v11H3zM8 9V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v4M3 14h18" />,
  hr: <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 20a6 6 0 0 0-2-4.5" />,
  finance: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  marketing: <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12" />,
}
const TAG = <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9zM8 8h.01" />

export function CategoryIcon({ slug, size = 22 }: { slug: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {PATHS[slug] ?? TAG}
    </svg>
  )
}
