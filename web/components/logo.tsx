// The Vetted logo: the inline SVG mark (same drawing as the app icon) and the "Vetted" wordmark.
import { chakra } from '@chakra-ui/react'
import { useId } from 'react'
import { LOGO_CHECK_PATH, LOGO_TILE_COLOR, LOGO_TILE_COLOR_LIGHT } from './logo-mark'

export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId() // the header and footer both show the logo: ids must stay unique
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={LOGO_TILE_COLOR_LIGHT} />
          <stop offset="1" stopColor={LOGO_TILE_COLOR} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="11" fill={`url(#${gradientId})`} />
      <path d={LOGO_CHECK_PATH} fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function Logo() {
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="2">
      <LogoMark />
      <chakra.span fontSize="xl" fontWeight="bold" letterSpacing="tight" color="fg">
        Vetted
      </chakra.span>
    </chakra.span>
  )
}
