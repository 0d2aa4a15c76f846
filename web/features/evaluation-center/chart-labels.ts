// The ratings chart's axis labels: wrapped on word boundaries to the width of their group, so neighbours
// never run into each other ("Value for Money" and "Customer Support" become two lines each when the
// chart is narrow). Widths are estimated from the font size: SVG text cannot wrap by itself.

/** Roughly how wide one character of the page's sans-serif is, per pixel of font size. */
const CHARACTER_WIDTH = 0.58

/** The label's lines (at most `maxLines`; a word longer than a line stands on its own). */
export function wrapLabel(label: string, width: number, fontSize: number, maxLines = 2): string[] {
  const perLine = Math.max(1, Math.floor(width / (fontSize * CHARACTER_WIDTH)))
  const lines: string[] = []
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length <= maxLines) return lines
  return [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')]
}
