// Whole catalogue tables kept as a few large records besides their one-record-a-row tables, so a screen
// that lists every vendor or product reads them fast: IndexedDB here spends about 70 µs a record
// whatever its size, so 10,000 vendor records take 0.7 s to read and the same rows grouped take 0.15 s
// (the warm offline start of /vendors, BENCHMARKS.md). The tables stay the truth; this is a copy that is
// used only while provably current:
// - A Dexie middleware bumps the table's generation in the same IndexedDB transaction as every write to
//   the table (any write, whoever makes it: a pull, a local edit, a rebuild), so no write can miss it.
// - A copy carries the generation it was read at, and is written only if that is still the generation;
//   a reader uses it only when the generations agree, and otherwise reads the table and writes a new
//   copy when the page is idle.
import type { DBCore, DBCoreTransaction, Dexie, EntityTable, Middleware } from 'dexie'

/** The tables kept as grouped copies (the catalogue's two long lists). */
export const GROUPED_TABLES = ['vendors', 'products'] as const
export type GroupedTable = (typeof GROUPED_TABLES)[number]
/** The store holding the copies and generations (web/db/db.ts, schema version 4). */
export const LIST_CACHE_STORE = 'listCache'
/** Rows a record of a copy holds: one write of 50,000 product rows would be a long task on its own. */
const ROWS_PER_RECORD = 5000

export interface ListCacheEntry {
  key: string
  generation: number
  /** A part of a copy: its rows. */
  rows?: unknown[]
  /** The copy's head: how many parts it has. */
  parts?: number
}

const generationKey = (table: GroupedTable) => `${table}:generation`
const headKey = (table: GroupedTable) => `${table}:head`
const partKey = (table: GroupedTable, i: number) => `${table}:part:${i}`
const isGrouped = (name: string): name is GroupedTable => (GROUPED_TABLES as readonly string[]).includes(name)

/**
 * Registered before the database opens (web/db/db.ts): every read-write transaction over a grouped
 * table also takes the cache store, and every write to a grouped table bumps its generation there.
 */
export const listCacheGenerations: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'list-cache-generations',
  create: (down) => {
    const hasCache = down.schema.tables.some((t) => t.name === LIST_CACHE_STORE)
    if (!hasCache) return down
    const cache = down.table(LIST_CACHE_STORE)
    const bump = async (trans: DBCoreTransaction, table: GroupedTable) => {
      const current = (await cache.get({ trans, key: generationKey(table) })) as ListCacheEntry | undefined
      await cache.mutate({ trans, type: 'put', keys: [generationKey(table)], values: [{ key: generationKey(table), generation: (current?.generation ?? 0) + 1 }] })
    }
    return {
      ...down,
      transaction(stores, mode, options) {
        const widened = mode === 'readwrite' && stores.some(isGrouped) && !stores.includes(LIST_CACHE_STORE) ? [...stores, LIST_CACHE_STORE] : stores
        return down.transaction(widened, mode, options)
      },
      table(name) {
        const table = down.table(name)
        if (!isGrouped(name)) return table
        return {
          ...table,
          async mutate(req) {
            const result = await table.mutate(req)
            await bump(req.trans, name)
            return result
          },
        }
      },
    }
  },
}

/** The minimal database this module needs (web/db/db.ts's VettedDb has it). */
export interface ListCacheDb extends Dexie {
  listCache: EntityTable<ListCacheEntry, 'key'>
}

/**
 * Every row of a grouped table: from its copy when the copy is current, else from the table itself
 * (and a new copy is written once the page is idle). Usable inside a live query: it reads the cache
 * store, which every write to the table changes, so the query runs again after any write.
 */
export async function readWholeTable<T>(db: ListCacheDb, table: GroupedTable): Promise<T[]> {
  const rows = await db.transaction('r', db.table(table), db.listCache, async () => {
    const [generation, head] = await db.listCache.bulkGet([generationKey(table), headKey(table)])
    const current = generation?.generation ?? 0
    if (head && head.generation === current && head.parts !== undefined) {
      const parts = await db.listCache.bulkGet(Array.from({ length: head.parts }, (_, i) => partKey(table, i)))
      if (parts.every((p) => p?.generation === current)) return { rows: parts.flatMap((p) => p!.rows as T[]), fresh: null }
    }
    return { rows: (await db.table(table).toArray()) as T[], fresh: current }
  })
  if (rows.fresh !== null) writeCopySoon(db, table, rows.rows, rows.fresh)
  return rows.rows
}

const writing = new Set<string>()

/** Writes a copy of `rows`, read at `generation`, part by part when the page is idle, unless the table has changed since. */
function writeCopySoon(db: ListCacheDb, table: GroupedTable, rows: readonly unknown[], generation: number): void {
  const job = `${db.name}:${table}`
  if (writing.has(job)) return
  writing.add(job)
  const idle = () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 50)))
  const copy = [...rows] // the caller may sort its array in place
  // From a timer: the reader may run inside a live query, where Dexie refuses read-write transactions.
  setTimeout(() => void write(), 0)
  const write = async () => {
    try {
      const parts = Math.max(1, Math.ceil(copy.length / ROWS_PER_RECORD))
      for (let i = 0; i < parts; i++) {
        await idle()
        const still = await db.transaction('rw', db.listCache, async () => {
          if (((await db.listCache.get(generationKey(table)))?.generation ?? 0) !== generation) return false
          await db.listCache.put({ key: partKey(table, i), generation, rows: copy.slice(i * ROWS_PER_RECORD, (i + 1) * ROWS_PER_RECORD) })
          if (i === parts - 1) await db.listCache.put({ key: headKey(table), generation, parts })
          return true
        })
        if (!still) return
      }
    } catch (error) {
      console.warn(`Could not keep a grouped copy of ${table}; it is read row by row`, error)
    } finally {
      writing.delete(job)
    }
  }
}
