// The Vetted mark as plain SVG markup: a rounded tile in the brand blue-teal carrying a check that also
// reads as a "V". Shared by the header logo and scripts/generate-icons.ts (which renders the PWA icons),
// so the app icon and the on-page logo never drift apart.
export const LOGO_TILE_COLOR = '#146785'
export const LOGO_TILE_COLOR_LIGHT = '#1a7ea1'
export const LOGO_CHECK_PATH = 'M14.5 24.5 L21.5 31.5 L34 16.5'

/** The mark on a 48x48 viewBox. `inset` shrinks it inside the box (maskable icons need a safe zone). */
export function logoMarkSvg({ size, inset = 0, rounded = true }: { size: number; inset?: number; rounded?: boolean }) {
  const tile = 48 - inset * 2
  const radius = rounded ? 11 : 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${LOGO_TILE_COLOR_LIGHT}"/><stop offset="1" stop-color="${LOGO_TILE_COLOR}"/>
  </linearGradient></defs>
  <rect x="0" y="0" width="48" height="48" rx="${radius}" fill="url(#g)"/>
  <g transform="translate(${inset} ${inset}) scale(${tile / 48})">
    <path d="${LOGO_CHECK_PATH}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`
}
