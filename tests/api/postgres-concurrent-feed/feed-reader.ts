// The reader of the concurrent-writers test: a device's copy kept by the change feed alone
// (GET /api/sync/changes, docs/sync.md "Versions and the change feed"), each pull from the next app
// process in turn, every change applied as the device applies it (a put replaces the row, a delete
// removes it), the cursor moved to each answer's `next`.
export interface FeedCopy {
  /** `entity:id` → the row's JSON as the feed sent it. */
  rows: Map<string, string>
  cursor: string
  pulls: number
  /** Pulls that brought at least one change. */
  pullsWithChanges: number
  changes: number
}

interface FeedAnswer {
  changes: { entity: string; id: number; op: 'put' | 'delete'; data: unknown }[]
  next: string
  hasMore: boolean
}

export const emptyCopy = (): FeedCopy => ({ rows: new Map(), cursor: '0', pulls: 0, pullsWithChanges: 0, changes: 0 })

/** One pull of up to `limit` changes into `copy`; whether the feed has more. */
export async function pullOnce(copy: FeedCopy, base: string, cookie: string, limit = 1000): Promise<boolean> {
  const res = await fetch(`${base}/api/sync/changes?since=${encodeURIComponent(copy.cursor)}&limit=${limit}`, { headers: { Cookie: cookie } })
  if (res.status !== 200) throw new Error(`pull from ${base} answered ${res.status}: ${await res.text()}`)
  const answer = await res.json() as FeedAnswer
  for (const c of answer.changes) {
    const key = `${c.entity}:${c.id}`
    if (c.op === 'delete') copy.rows.delete(key)
    else copy.rows.set(key, JSON.stringify(c.data))
  }
  copy.cursor = answer.next
  copy.pulls++
  copy.changes += answer.changes.length
  if (answer.changes.length > 0) copy.pullsWithChanges++
  return answer.hasMore
}

/** Pulls until the feed has nothing more, each page from the next of `bases`. */
export async function pullToEnd(copy: FeedCopy, bases: string[], cookie: string): Promise<void> {
  while (await pullOnce(copy, bases[copy.pulls % bases.length], cookie));
}

/** Pulls from the processes in turn while `writing()` says the writers are at work. */
export async function pullWhile(copy: FeedCopy, bases: string[], cookie: string, writing: () => boolean): Promise<void> {
  while (writing()) await pullOnce(copy, bases[copy.pulls % bases.length], cookie)
}

/** What differs between a copy and the copy that should equal it, a few keys of each kind. */
export function copyDifferences(copy: Map<string, string>, expected: Map<string, string>) {
  const missing = [...expected.keys()].filter((k) => !copy.has(k))
  const extra = [...copy.keys()].filter((k) => !expected.has(k))
  const stale = [...expected.keys()].filter((k) => copy.has(k) && copy.get(k) !== expected.get(k))
  return {
    missing: { count: missing.length, first: missing.slice(0, 5) },
    extra: { count: extra.length, first: extra.slice(0, 5) },
    stale: { count: stale.length, first: stale.slice(0, 5) },
  }
}
