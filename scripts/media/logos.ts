// Logos: vendors get a rounded square in a colour derived from the name with white initials;
// products that have their own logo get a circle with a ring, so the two never look alike.
import { colourFor, escapeXml, initials, svg } from './svg'

const text = (label: string, size: number) =>
  `<text x="48" y="49" dominant-baseline="central" text-anchor="middle" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(label)}</text>`

export function vendorLogo(name: string): string {
  return svg('0 0 96 96', `${name} logo`, `<rect width="96" height="96" rx="22" fill="${colourFor(name)}"/>${text(initials(name), 38)}`)
}

export function productLogo(name: string): string {
  const body = `<circle cx="48" cy="48" r="48" fill="${colourFor(name)}"/>` +
    '<circle cx="48" cy="48" r="39" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3"/>' + text(initials(name), 32)
  return svg('0 0 96 96', `${name} logo`, body)
}
