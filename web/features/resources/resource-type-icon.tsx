// Icons for the resource types (video, webinar, ebook, guide, template; any other slug
// gets the default document icon). Inline SVG shipped with the app: nothing is loaded from elsewhere.
import type { ReactNode } from 'react'

function Svg({ children, size }: { children: ReactNode; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

const PATHS: Record<string, ReactNode> = {
  video: (<><rect x="2" y="5" width="14" height="14" rx="2" /><path d="m16 10 6-3v10l-6-3" /></>),
  webinar: (<><rect x="3" y="4" width="18" height="12" rx="2" /><path d="M8 20h8M12 16v4" /><circle cx="12" cy="9" r="2" /><path d="M8.5 14a3.5 3.5 0 0 1 7 0" /></>),
  ebook: (<><path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" /><path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" /></>),
  guide: (<><path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2z" /><path d="M22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" /></>),
  template: (<><rect x="3" y="3" width="18" height="18" rx="2" /><path d="M3 9h18M9 21V9" /></>),
}
const DEFAULT_PATH = (<><path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" /><path d="M14 2v6h6M8 13h8M8 17h5" /></>)

/** Whether the slug has its own icon (the others share the default). */
export const hasTypeIcon = (slug: string | null | undefined) => !!slug && slug in PATHS

export function ResourceTypeIcon({ slug, size = 20 }: { slug: string | null | undefined; size?: number }) {
  return (
    <span data-icon={hasTypeIcon(slug) ? slug : 'default'} style={{ display: 'inline-flex' }}>
      <Svg size={size}>{hasTypeIcon(slug) ? PATHS[slug!] : DEFAULT_PATH}</Svg>
    </span>
  )
}
