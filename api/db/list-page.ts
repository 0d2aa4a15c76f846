// The SQL side of paged catalogue lists (api/http/paging.ts explains the cursor). The order is the one
// the app uses, made from the same definition (LIST_ORDER, sync/rules/list-order.ts): featured first,
// then the name's key (the hidden name_key column, compared byte by byte as the app compares it code
// point by code point), then the id. A page starts after the key of the last row of the previous one.
import { LIST_ORDER, type ListKey } from '../../sync/rules/list-order'

export interface Page {
  limit: number
  /** The key of the last row already sent; absent for the first page. */
  after?: ListKey
}

/** The column of each part of the order (vendors and products name them alike). */
const COLUMNS: Record<keyof ListKey, string> = { featured: 'featured', nameKey: 'name_key', id: 'id' }

/** `ORDER BY` of every catalogue list; `p` is the table alias with its dot ('' or 'p.'). */
export const listOrder = (p: string) => LIST_ORDER.map(({ field, descending }) => `${p}${COLUMNS[field]}${descending ? ' DESC' : ''}`).join(', ')

/**
 * The condition "comes after `key` in listOrder" and its parameters: after it on the first column, or
 * equal there and after it on the rest. name_key has SQLite's default BINARY collation, as ORDER BY
 * uses it.
 */
export function afterKey(p: string, key: ListKey): { sql: string; params: unknown[] } {
  const params: unknown[] = []
  const after = (column: number): string => {
    const { field, descending } = LIST_ORDER[column]
    const [name, value] = [`${p}${COLUMNS[field]}`, typeof key[field] === 'boolean' ? Number(key[field]) : key[field]]
    const beyond = `${name} ${descending ? '<' : '>'} ?`
    if (column === LIST_ORDER.length - 1) {
      params.push(value)
      return beyond
    }
    params.push(value, value)
    return `(${beyond} OR (${name} = ? AND ${after(column + 1)}))`
  }
  const sql = after(0)
  return { sql, params }
}

/**
 * Adds the page's start to `where`/`params` and returns the ORDER BY and LIMIT tail. It reads one row
 * more than the page holds: sendPage answers only `limit` and knows from the extra one that more follow.
 */
export function pageTail(p: string, where: string[], params: unknown[], page?: Page): string {
  if (!page) return `ORDER BY ${listOrder(p)}`
  if (page.after) {
    const after = afterKey(p, page.after)
    where.push(after.sql)
    params.push(...after.params)
  }
  params.push(page.limit + 1)
  return `ORDER BY ${listOrder(p)} LIMIT ?`
}
