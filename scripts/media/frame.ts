// The shared app window every UI screenshot sits in: title bar, sidebar, heading. Bodies draw in the
// content area, which starts at (CX, CY) and is CW x CH.
import { escapeXml, rect, strokes, svg } from './svg'

export const CX = 290
export const CY = 150
export const CW = 920
export const CH = 590
export const ACCENT = '#2563EB'
export const MUTED = '#E2E8F0'
export const INK = '#334155'

export function label(x: number, y: number, text: string, size = 16, fill = INK, weight = 600): string {
  return `<text x="${Math.round(x)}" y="${Math.round(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(text)}</text>`
}

/** Grey placeholder lines, as UI text looks in a thumbnail. */
export function lines(x: number, y: number, widths: number[], gap = 22, h = 8, fill = MUTED): string {
  return strokes(widths.map((w, i) => [x, y + i * gap, w]), h, fill)
}

export function appScreen(name: string, heading: string, body: string): string {
  const nav = strokes([0, 1, 2, 3, 4, 5].map((i) => [64, 170 + i * 44, i === 1 ? 172 : 120 + (i * 23) % 50]), 10, '#334155')
  const chrome =
    '<rect width="1280" height="800" fill="#E9EEF5"/>' +
    '<rect x="40" y="30" width="1200" height="740" rx="12" fill="#fff" stroke="#CBD5E1"/>' +
    '<path d="M52 30h1176a12 12 0 0 1 12 12v44H40V42a12 12 0 0 1 12-12z" fill="#F8FAFC"/>' +
    '<g fill="#CBD5E1"><circle cx="66" cy="58" r="6"/><circle cx="86" cy="58" r="6"/><circle cx="106" cy="58" r="6"/></g>' +
    rect(480, 46, 320, 24, 'rx="12" fill="#E2E8F0"') +
    '<path d="M40 86h220v672a12 12 0 0 1-12 12H52a12 12 0 0 1-12-12z" fill="#0F172A"/>' +
    rect(64, 106, 36, 36, `rx="8" fill="${ACCENT}"`) + rect(112, 118, 90, 12, 'rx="6" fill="#475569"') +
    nav + rect(56, 206, 188, 30, 'rx="6" fill="#1E3A8A" fill-opacity=".6"') +
    label(CX, 126, heading, 24, '#0F172A', 700) + rect(1080, 104, 130, 32, `rx="8" fill="${ACCENT}"`)
  return svg('0 0 1280 800', `${name} screenshot`, chrome + body)
}
