// Cover images (1200x630) for resources and blog posts: a coloured panel, the kind of content, the
// title, and a few geometric shapes so covers differ from one another.
import { escapeXml, hash, rect, svg, wrap } from './svg'

export function cover(title: string, kicker: string, colour: string): string {
  const h = hash(title)
  const lines = wrap(title, 24, 4)
  const text = lines.map((line, i) =>
    `<text x="80" y="${250 + i * 70}" font-size="56" font-weight="800" fill="#fff">${escapeXml(line)}</text>`).join('')
  const shapes = `<g fill="#fff" fill-opacity=".12"><circle cx="${1000 + (h % 80)}" cy="${120 + (h >>> 8) % 60}" r="${150 + (h >>> 16) % 60}"/>` +
    rect(880, 430, 260, 260, `rx="40" transform="rotate(${(h >>> 4) % 30} 1010 560)"`) + '</g>'
  const body = rect(0, 0, 1200, 630, `fill="${colour}"`) + shapes +
    `<text x="80" y="150" font-size="26" font-weight="700" fill="#fff" fill-opacity=".85" letter-spacing="3">${escapeXml(kicker.toUpperCase())}</text>` +
    text + `<text x="80" y="560" font-size="26" font-weight="600" fill="#fff" fill-opacity=".8">Vetted</text>`
  return svg('0 0 1200 630', title, body)
}
