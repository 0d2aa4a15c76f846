// Buyers never resolve conflicts by hand (docs/sync.md, "Conflicts"). When a buyer's own row
// (favourite, cart line, board, order) changed on another device after this device queued an edit,
// the edit is merged field by field over the server's row: the fields this edit changed take its
// values (it is the later write to reach the server), every other field keeps the server's value.
type Row = Record<string, unknown>

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * The body to send again over `current`: `body` is what was queued, `before` the row it was made on
 * (null when unknown). A field the edit left as it was takes the server's current value, so a PUT
 * (whole row) never reverts another device's change to a field this edit did not touch.
 */
export function mergeOwnEdit(body: Row, before: Row | null | undefined, current: Row): Row {
  const merged: Row = {}
  for (const [field, value] of Object.entries(body)) {
    const untouched = before != null && field in before && same(before[field], value)
    merged[field] = untouched && field in current ? current[field] : value
  }
  return merged
}
