// The original app kept featured comparisons in local storage as { id: 'comparison-<timestamp>', name,
// description, type, items, createdAt }. These are the rules for turning such entries into server rows:
// a name, a known type, and at least 2 distinct items that exist in the catalogue; anything else is
// dropped (the server would refuse it anyway).
import { featuredComparisonCreateSchema, type ItemType } from '../../../sync/schemas'

export interface LegacyComparison {
  row: { name: string; description: string | null; type: ItemType; items: number[] }
  createdAt: string
}

type Loose = Record<string, unknown>

/** The item's id whether stored as a number, a numeric string or an object with an id. */
function itemId(item: unknown): number | null {
  const raw = typeof item === 'object' && item !== null ? (item as Loose).id : item
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** When the entry was made: its createdAt, else the timestamp in its id, else now. */
function createdAtOf(entry: Loose, now: Date): string {
  const stamp = typeof entry.createdAt === 'string' ? Date.parse(entry.createdAt) : NaN
  if (!Number.isNaN(stamp)) return new Date(stamp).toISOString()
  const fromId = Number((typeof entry.id === 'string' || typeof entry.id === 'number' ? String(entry.id) : '').replace(/^comparison-/, ''))
  return new Date(Number.isFinite(fromId) && fromId > 0 ? fromId : now.getTime()).toISOString()
}

export function legacyComparisonInputs(value: unknown, known: Record<ItemType, Set<number>>, now = new Date()): LegacyComparison[] {
  if (!Array.isArray(value)) return []
  const out: LegacyComparison[] = []
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue
    const e = entry as Loose
    const type = e.type === 'vendor' || e.type === 'product' ? e.type : null
    if (!type || !Array.isArray(e.items)) continue
    const items = [...new Set(e.items.map(itemId).filter((id): id is number => id !== null && known[type].has(id)))]
    const parsed = featuredComparisonCreateSchema.safeParse({ name: e.name, description: typeof e.description === 'string' ? e.description : null, type, items })
    if (!parsed.success) continue
    const { name, description, items: kept } = parsed.data
    out.push({ row: { name, description: description ?? null, type, items: kept }, createdAt: createdAtOf(e, now) })
  }
  return out
}
