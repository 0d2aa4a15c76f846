// Photo-like hardware drawings: a rack appliance, a laptop on a desk, a payment terminal on a stand.
import { rect, svg } from './svg'

const studio = (id: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F1F5F9"/><stop offset="1" stop-color="#CBD5E1"/></linearGradient>` +
  '<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#475569"/><stop offset="1" stop-color="#1E293B"/></linearGradient></defs>' +
  `<rect width="1280" height="800" fill="url(#${id})"/><ellipse cx="640" cy="640" rx="480" ry="36" fill="#0F172A" opacity=".18"/>`

export function appliance(): string {
  const ports = Array.from({ length: 8 }, (_, i) => rect(560 + i * 58, 430, 44, 34, 'rx="3" fill="#0F172A"')).join('')
  const leds = ['#22C55E', '#22C55E', '#F59E0B', '#22C55E'].map((c, i) => `<circle cx="${300 + i * 34}" cy="447" r="7" fill="${c}"/>`).join('')
  const body = studio('bg') + rect(220, 380, 840, 130, 'rx="10" fill="url(#m)"') + rect(220, 380, 840, 14, 'rx="7" fill="#64748B"') +
    ports + leds + rect(440, 420, 90, 54, 'rx="4" fill="#0B1220" stroke="#334155"') + rect(990, 420, 40, 54, 'rx="4" fill="#334155"') +
    rect(220, 520, 840, 110, 'rx="10" fill="url(#m)" opacity=".85"') + rect(300, 560, 680, 30, 'rx="4" fill="#0F172A" opacity=".5"')
  return svg('0 0 1280 800', 'Hardware appliance photo', body)
}

export function laptop(): string {
  const body = studio('bg') + rect(340, 170, 600, 380, 'rx="18" fill="#1E293B"') + rect(362, 192, 556, 336, 'rx="6" fill="#2563EB"') +
    rect(362, 192, 556, 40, 'fill="#1D4ED8"') + '<g fill="#fff" fill-opacity=".85">' + rect(390, 260, 220, 120, 'rx="8"') + rect(630, 260, 260, 120, 'rx="8"') +
    rect(390, 400, 500, 100, 'rx="8"') + '</g>' +
    '<path d="M250 560h780l-40 60H290z" fill="url(#m)"/>' + rect(580, 566, 120, 10, 'rx="5" fill="#94A3B8"') +
    rect(1040, 560, 150, 60, 'rx="10" fill="#334155"') + '<g fill="#0F172A">' + rect(1056, 584, 14, 10, 'rx="2"') + rect(1080, 584, 14, 10, 'rx="2"') +
    rect(1104, 584, 30, 10, 'rx="2"') + '</g>'
  return svg('0 0 1280 800', 'Laptop and docking station photo', body)
}

export function terminal(): string {
  const keys = Array.from({ length: 12 }, (_, i) => rect(566 + (i % 3) * 52, 420 + Math.floor(i / 3) * 40, 42, 30, 'rx="6" fill="#E2E8F0"')).join('')
  const body = studio('bg') + '<path d="M560 600h160l-30-120h-100z" fill="#334155"/>' + rect(500, 610, 280, 24, 'rx="12" fill="#1E293B"') +
    rect(520, 130, 240, 470, 'rx="28" fill="url(#m)"') + rect(546, 170, 188, 220, 'rx="10" fill="#0EA5E9"') +
    '<g fill="#fff" fill-opacity=".9">' + rect(566, 200, 148, 22, 'rx="4"') + rect(566, 240, 100, 60, 'rx="6"') + '</g>' +
    `<text x="640" y="360" text-anchor="middle" font-size="30" font-weight="700" fill="#fff">$24.50</text>` + keys +
    rect(590, 140, 100, 10, 'rx="5" fill="#0F172A"')
  return svg('0 0 1280 800', 'Payment terminal photo', body)
}
