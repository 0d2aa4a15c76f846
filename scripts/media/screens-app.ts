// UI screenshots: dashboard, analytics, data table, settings, alerts and kanban mock-ups.
import { ACCENT, CH, CW, CX, CY, MUTED, appScreen, label, lines } from './frame'
import { rect, strokes } from './svg'

const card = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, 'rx="10" fill="#fff" stroke="#E2E8F0"')
/** Many cards in one group, so the shared attributes are written once. */
const cards = (boxes: [number, number, number, number][]) =>
  `<g fill="#fff" stroke="#E2E8F0">${boxes.map(([x, y, w, h]) => rect(x, y, w, h, 'rx="10"')).join('')}</g>`
type Segment = [number, number, number]

function bars(x: number, y: number, h: number, values: number[], w = 28, gap = 14, fill = ACCENT): string {
  return `<g fill="${fill}">${values.map((v, i) => rect(x + i * (w + gap), y + h - v * h, w, Math.round(v * h), 'rx="4"')).join('')}</g>`
}

export function dashboard(): string {
  const kpis = cards([0, 1, 2, 3].map((i) => [CX + i * 235, CY, 215, 110])) + strokes([0, 1, 2, 3].map((i) => [CX + 20 + i * 235, CY + 24, 90]), 8, MUTED) +
    [0, 1, 2, 3].map((i) => label(CX + 20 + i * 235, CY + 80, ['$48.2k', '1,284', '97.9%', '32 min'][i], 28, '#0F172A', 700)).join('')
  const chart = cards([[CX, CY + 135, 600, 455], [CX + 620, CY + 135, 300, 455]]) + label(CX + 24, CY + 175, 'Weekly activity') +
    bars(CX + 36, CY + 210, 340, [0.42, 0.55, 0.48, 0.7, 0.62, 0.81, 0.74, 0.9, 0.68, 0.77, 0.95, 0.86], 30, 15)
  const rows = [0, 1, 2, 3, 4, 5]
  const list = label(CX + 644, CY + 175, 'Recent') +
    rows.map((i) => `<circle cx="${CX + 661}" cy="${CY + 222 + i * 62}" r="17" fill="${['#93C5FD', '#FCA5A5', '#86EFAC'][i % 3]}"/>`).join('') +
    strokes(rows.flatMap((i): Segment[] => [[CX + 692, CY + 210 + i * 62, 150], [CX + 692, CY + 226 + i * 62, 100]]), 8, MUTED)
  return appScreen('Dashboard', 'Overview', kpis + chart + list)
}

export function analytics(): string {
  const line = card(CX, CY, CW, 300) + label(CX + 24, CY + 40, 'Trend') +
    `<polyline points="${[40, 120, 95, 160, 130, 190, 170, 150, 210, 230, 200, 250].map((v, i) => `${CX + 40 + i * 76},${CY + 270 - v}`).join(' ')}" fill="none" stroke="${ACCENT}" stroke-width="5" stroke-linejoin="round"/>`
  const donut = card(CX, CY + 320, 440, 270) +
    `<circle cx="${CX + 140}" cy="${CY + 455}" r="80" fill="none" stroke="${MUTED}" stroke-width="34"/>` +
    `<circle cx="${CX + 140}" cy="${CY + 455}" r="80" fill="none" stroke="${ACCENT}" stroke-width="34" stroke-dasharray="340 503" transform="rotate(-90 ${CX + 140} ${CY + 455})"/>` +
    lines(CX + 260, CY + 410, [130, 100, 120])
  const split = card(CX + 460, CY + 320, 460, 270) + bars(CX + 500, CY + 360, 190, [0.5, 0.8, 0.65, 0.9, 0.4, 0.7, 0.85], 36, 24, '#10B981')
  return appScreen('Analytics', 'Analytics', line + donut + split)
}

export function dataTable(): string {
  const head = rect(CX, CY, CW, 44, 'rx="8" fill="#F1F5F9"') + lines(CX + 24, CY + 18, [120], 0, 8, '#94A3B8') +
    lines(CX + 320, CY + 18, [90], 0, 8, '#94A3B8') + lines(CX + 560, CY + 18, [80], 0, 8, '#94A3B8')
  const ys = Array.from({ length: 10 }, (_, i) => CY + 60 + i * 52)
  const text: Segment[] = ys.flatMap((y, i) => [[CX + 24, y + 18, 160 + (i * 37) % 90], [CX + 320, y + 18, 70 + (i * 29) % 60], [CX + 760, y + 18, 100]])
  const rules = `<path d="${ys.map((y) => `M${CX} ${y + 44}h${CW}`).join('')}" stroke="#E2E8F0"/>`
  const pills = ['#DCFCE7', '#FEF3C7', '#DBEAFE'].map((fill, c) =>
    strokes(ys.filter((_, i) => i % 3 === c).map((y) => [CX + 560, y + 10, 90]), 24, fill)).join('')
  return appScreen('Data table', 'Records', head + rules + strokes(text, 8, MUTED) + pills)
}

export function settings(): string {
  const tabs = lines(CX, CY + 10, [140, 110, 130, 100, 120], 44, 10)
  const fields = [0, 1, 2, 3].map((i) => lines(CX + 240, CY + 10 + i * 100, [140]) +
    rect(CX + 240, CY + 32 + i * 100, 420, 40, 'rx="8" fill="#fff" stroke="#CBD5E1"')).join('')
  const toggles = [0, 1, 2].map((i) => lines(CX + 720, CY + 22 + i * 60, [110]) +
    rect(CX + 860, CY + 12 + i * 60, 52, 28, `rx="14" fill="${i === 1 ? '#CBD5E1' : ACCENT}"`) +
    `<circle cx="${CX + (i === 1 ? 874 : 898)}" cy="${CY + 26 + i * 60}" r="11" fill="#fff"/>`).join('')
  return appScreen('Settings', 'Settings', rect(CX + 210, CY, 1, CH, `fill="${MUTED}"`) + tabs + fields + toggles)
}

export function alerts(): string {
  const colours = ['#EF4444', '#F59E0B', '#F59E0B', '#3B82F6', '#EF4444', '#3B82F6', '#10B981']
  const list = colours.map((c, i) => card(CX, CY + i * 82, 520, 70) + `<circle cx="${CX + 30}" cy="${CY + 35 + i * 82}" r="9" fill="${c}"/>` +
    lines(CX + 56, CY + 22 + i * 82, [220 + (i * 41) % 120, 150], 20)).join('')
  const detail = card(CX + 540, CY, 380, CH) + label(CX + 564, CY + 44, 'Incident detail') +
    lines(CX + 564, CY + 80, [300, 260, 280, 200, 310, 240], 30) + rect(CX + 564, CY + 300, 150, 40, 'rx="8" fill="#EF4444"')
  return appScreen('Alerts', 'Alerts', list + detail)
}

export function kanban(): string {
  const titles = ['To do', 'In progress', 'Review', 'Done']
  const slots = titles.flatMap((_, c) => Array.from({ length: 4 - (c % 2) }, (_, i) => ({ x: CX + c * 232, y: CY + 50 + i * 120, tag: (i + c) % 3 })))
  const columns = `<g fill="#F1F5F9">${titles.map((_, c) => rect(CX + c * 232, CY, 216, CH, 'rx="10"')).join('')}</g>` +
    titles.map((t, c) => label(CX + c * 232 + 16, CY + 32, t, 15)).join('')
  const text = strokes(slots.flatMap(({ x, y }): Segment[] => [[x + 26, y + 22, 150], [x + 26, y + 42, 110]]), 8, MUTED)
  const tags = ['#BFDBFE', '#FDE68A', '#BBF7D0'].map((fill, t) => strokes(slots.filter((s) => s.tag === t).map(({ x, y }) => [x + 26, y + 74, 50]), 16, fill)).join('')
  return appScreen('Kanban board', 'Projects', columns + cards(slots.map(({ x, y }) => [x + 10, y, 196, 104])) + text + tags)
}
