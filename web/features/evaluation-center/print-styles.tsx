// Print-friendly boards: while a board screen is shown, printing leaves out the site header, footer,
// toolbars and sliders, lets the matrix grow to its full size instead of scrolling, and keeps charts
// whole on a page. It prints on A4 in light colours whatever the screen's colour mode: the dark mode's
// colour tokens are set back to light ones for print (a decision is printed to be filed and read on
// paper). Global styles, mounted only with the board, so other pages print as they are.
import { Global } from '@emotion/react'

const LIGHT_TOKENS = {
  bg: '#fff', 'bg-subtle': '#fafafa', 'bg-muted': '#f4f4f5', 'bg-panel': '#fff', 'bg-emphasized': '#e4e4e7',
  fg: '#000', 'fg-muted': '#3f3f46', 'fg-subtle': '#52525b', border: '#d4d4d8', 'border-muted': '#e4e4e7', 'border-subtle': '#f4f4f5',
  'green-subtle': '#f0fdf4', 'green-muted': '#86efac', 'green-fg': '#166534',
  'brand-subtle': 'var(--chakra-colors-brand-50)', 'brand-muted': 'var(--chakra-colors-brand-100)',
  'brand-emphasized': 'var(--chakra-colors-brand-200)', 'brand-fg': 'var(--chakra-colors-brand-700)',
}
const lightTokens = Object.entries(LIGHT_TOKENS).map(([name, value]) => `--chakra-colors-${name}: ${value} !important;`).join(' ')

const PRINT_CSS = `
@page { size: A4; margin: 14mm; }
@media print {
  html.dark, html.dark .chakra-theme { color-scheme: light; ${lightTokens} }
  header, footer, nav, .no-print, [data-skip-link], [data-scope="toast"] { display: none !important; }
  body { background: #fff !important; color: #000 !important; }
  .matrix-scroll { max-height: none !important; overflow: visible !important; border: none !important; }
  .matrix-scroll th, .matrix-scroll td { position: static !important; background: #fff !important; }
  .print-avoid-break, tr { break-inside: avoid; }
  a { color: inherit !important; text-decoration: none !important; }
  .print-only { display: block !important; }
}
.print-only { display: none; }
`

export function PrintStyles() {
  return <Global styles={PRINT_CSS} />
}
