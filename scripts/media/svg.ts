// Small helpers for writing compact, deterministic SVG by hand.

export const FONT = 'system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif'

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/** A stable 32-bit hash (FNV-1a), so a name always gets the same colour. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** HSL to #rrggbb (hex keeps every renderer happy). */
export function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(c * 255).toString(16).padStart(2, '0')
  }
  return `#${f(0)}${f(8)}${f(4)}`
}

/** WCAG contrast ratio of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05)
}

/** A saturated colour from a name, darkened until white text on it meets WCAG AA (4.5:1). */
export function colourFor(name: string): string {
  const h = hash(name)
  const [hue, sat] = [h % 360, 55 + (h >>> 9) % 15]
  let light = 36 + (h >>> 17) % 8
  while (light > 15 && contrastWithWhite(hsl(hue, sat, light)) < 4.5) light -= 1
  return hsl(hue, sat, light)
}

/** Up to two initials: "Northgate Sentinel" -> "NS", "Phishward" -> "PH". */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w))
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase()
  return name.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase()
}

const r = Math.round

export function rect(x: number, y: number, w: number, h: number, extra = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${extra ? ' ' + extra : ''}/>`
}

/** Horizontal bars with round ends drawn as one path: far smaller than a rect each. */
export function strokes(segments: [x: number, y: number, w: number][], thickness: number, colour: string): string {
  const half = thickness / 2
  const d = segments.map(([x, y, w]) => `M${r(x + half)} ${r(y + half)}h${r(Math.max(0, w - thickness))}`).join('')
  return `<path d="${d}" stroke="${colour}" stroke-width="${thickness}" stroke-linecap="round"/>`
}

export function svg(viewBox: string, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img" aria-label="${escapeXml(label)}" font-family="${FONT}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>\n`
}

/** Greedy word wrap for titles drawn as SVG text. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1]
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = last + ' ' + word
    else lines.push(word)
  }
  if (lines.length > maxLines) {
    lines.length = maxLines
    lines[maxLines - 1] += '…'
  }
  return lines
}
