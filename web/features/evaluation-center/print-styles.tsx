// Print-friendly boards: while a board screen is shown, printing leaves out the site header, footer,
// toolbars and sliders, lets the matrix grow to its full size instead of scrolling, and keeps charts
// whole on a page. Global styles, mounted only with the board, so other pages print as they are.
import { Global } from '@emotion/react'

const PRINT_CSS = `
@media print {
  header, footer, nav, .no-print, [data-skip-link] { display: none !important; }
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
