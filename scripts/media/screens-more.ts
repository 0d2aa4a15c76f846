// UI screenshots: calendar, invoice, campaign funnel and org chart mock-ups.
import { ACCENT, CH, CW, CX, CY, MUTED, appScreen, label, lines } from './frame'
import { rect } from './svg'

export function calendar(): string {
  const cellW = CW / 7
  const cellH = (CH - 40) / 5
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d, i) => label(CX + 12 + i * cellW, CY + 22, d, 14, '#64748B')).join('')
  const cols = Array.from({ length: 6 }, (_, i) => `M${Math.round(CX + (i + 1) * cellW)} ${CY + 40}v${CH - 40}`).join('')
  const rows = Array.from({ length: 4 }, (_, i) => `M${CX} ${Math.round(CY + 40 + (i + 1) * cellH)}h${CW}`).join('')
  const grid = rect(CX, CY + 40, CW, CH - 40, 'rx="8" fill="#F8FAFC" stroke="#E2E8F0"') + `<path d="${cols}${rows}" stroke="#E2E8F0" stroke-width="2"/>`
  const events = [3, 8, 9, 12, 17, 22, 24, 29, 31].map((n, i) => rect(CX + 8 + (n % 7) * cellW, CY + 80 + Math.floor(n / 7) * cellH, cellW - 22, 20,
    `rx="5" fill="${['#BFDBFE', '#FDE68A', '#BBF7D0', '#FBCFE8'][i % 4]}"`)).join('')
  return appScreen('Calendar', 'Schedule', days + grid + events)
}

export function invoice(): string {
  const x = CX + 140
  const doc = rect(x, CY - 10, 640, CH + 10, 'rx="8" fill="#fff" stroke="#CBD5E1"') + rect(x + 40, CY + 30, 48, 48, `rx="10" fill="${ACCENT}"`) +
    label(x + 440, CY + 64, 'INVOICE', 30, '#0F172A', 800) + lines(x + 40, CY + 110, [180, 140, 160], 20) + lines(x + 420, CY + 110, [160, 120], 20)
  const items = Array.from({ length: 5 }, (_, i) => rect(x + 40, CY + 250 + i * 44, 560, 1, `fill="${MUTED}"`) +
    lines(x + 40, CY + 225 + i * 44, [200 + (i * 31) % 80], 0) + lines(x + 520, CY + 225 + i * 44, [80], 0)).join('')
  const total = rect(x + 380, CY + 480, 220, 56, 'rx="8" fill="#EFF6FF"') + label(x + 400, CY + 516, 'Total  $12,480.00', 18, '#1E3A8A', 700)
  return appScreen('Invoice', 'Invoices', doc + items + total)
}

export function campaign(): string {
  const widths = [520, 420, 300, 180]
  const funnel = widths.map((w, i) => {
    const next = widths[i + 1] ?? w - 80
    const y = CY + 20 + i * 130
    const cx = CX + 280
    return `<path d="M${cx - w / 2} ${y}h${w}l${-(w - next) / 2} 110h${-next}z" fill="${ACCENT}" fill-opacity="${1 - i * 0.2}"/>` +
      label(CX + 550, y + 60, ['12,400 sent', '5,210 opened', '1,870 clicked', '412 converted'][i], 16)
  }).join('')
  const preview = rect(CX + 700, CY, 220, CH, 'rx="10" fill="#F8FAFC" stroke="#E2E8F0"') + rect(CX + 716, CY + 16, 188, 110, 'rx="6" fill="#DBEAFE"') +
    lines(CX + 716, CY + 150, [180, 150, 170, 120, 160], 24) + rect(CX + 716, CY + 290, 120, 34, `rx="8" fill="${ACCENT}"`)
  return appScreen('Campaign', 'Campaign performance', funnel + preview)
}

export function orgChart(): string {
  const box = (x: number, y: number, c: string) => rect(x - 70, y, 140, 70, 'rx="10" fill="#fff" stroke="#CBD5E1"') +
    `<circle cx="${x - 42}" cy="${y + 35}" r="16" fill="${c}"/>` + lines(x - 18, y + 24, [76, 52], 18)
  const mid = CX + CW / 2
  const level2 = [mid - 300, mid, mid + 300]
  const level3 = [mid - 385, mid - 232, mid - 80, mid + 80, mid + 232, mid + 385]
  const links = `<g stroke="#94A3B8" stroke-width="2" fill="none"><path d="M${mid} ${CY + 90}v50M${level2[0]} ${CY + 140}h600${level2.map((x) => `M${x} ${CY + 140}v40`).join('')}` +
    `M${mid} ${CY + 250}v50${level3.map((x) => `M${x} ${CY + 300}v40`).join('')}M${level3[0]} ${CY + 300}h770"/></g>`
  return appScreen('Org chart', 'People', links + box(mid, CY + 20, '#93C5FD') + level2.map((x, i) => box(x, CY + 180, ['#FCA5A5', '#86EFAC', '#FDE68A'][i])).join('') +
    level3.map((x, i) => box(x, CY + 340, ['#C4B5FD', '#93C5FD', '#FBCFE8'][i % 3])).join(''))
}
