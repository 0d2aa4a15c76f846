// An edit sends only what the admin changed: a smaller PATCH, a conflict that lists only their fields,
// and no write at all when nothing changed. Values compare by content (lists, numbers, null).
type Row = Record<string, unknown>

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export function changedFields(before: Row, after: Row): Row {
  const changes: Row = {}
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue
    if (!same(before[field], value)) changes[field] = value
  }
  return changes
}
