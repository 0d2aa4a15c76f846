// A vendor or product logo from the seeded /media paths, with a placeholder (the name's first letter on a
// tinted tile) when there is no logo or it fails to load. Decorative: the name always sits beside it.
// Static classes (web/theme/catalog-card-css.ts): lists show one on every card.
import { useState } from 'react'
import { isSitePath } from '../../../sync/rules/site-path'
import { CARD_CLASSES } from '../../theme/catalog-card-css'

export interface CatalogLogoProps {
  /** Candidate logo addresses in order of preference; the first present one is used. */
  sources: readonly (string | null | undefined)[]
  name: string
  size?: number
}

/** Only same-origin paths: the app never loads images from another host. */
// A backslash counts too: browsers read `/\host` as `//host` (sync/rules/site-path.ts).
const isLocal = isSitePath

export function CatalogLogo({ sources, name, size = 48 }: CatalogLogoProps) {
  const src = sources.find((s): s is string => !!s && isLocal(s))
  const [failed, setFailed] = useState<string | null>(null)
  const box = { width: `${size}px`, height: `${size}px` }
  if (src && failed !== src) {
    return (
      <img src={src} alt="" loading="lazy" decoding="async" className={CARD_CLASSES.logo} style={box}
        onError={() => setFailed(src)} data-testid="catalog-logo" />
    )
  }
  return (
    <span aria-hidden="true" data-testid="logo-placeholder" className={CARD_CLASSES.logoPlaceholder} style={{ ...box, fontSize: `${Math.round(size * 0.42)}px` }}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
