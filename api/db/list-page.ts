// The SQL side of paged catalogue lists (api/http/paging.ts explains the cursor): the lists are ordered
// featured first, then by name without case, then by id, and a page starts after the key of the last
// row of the previous one.

/** The list order's key of one row. */
export interface ListKey {
  featured: boolean
  name: string
  id: number
}

export interface Page {
  limit: number
  /** The key of the last row already sent; absent for the first page. */
  after?: ListKey
}

/** `ORDER BY` of every catalogue list; `p` is the table alias with its dot ('' or 'p.'). */
export const listOrder = (p: string) => `${p}featured DESC, ${p}name COLLATE NOCASE, ${p}id`

/**
 * The condition "comes after `key` in listOrder" and its parameters. The COLLATE on the column makes
 * the comparison use the same case-blind order as ORDER BY.
 */
export function afterKey(p: string, key: ListKey): { sql: string; params: unknown[] } {
  const featured = key.featured ? 1 : 0
  return {
    sql: `(${p}featured < ? OR (${p}featured = ? AND (${p}name COLLATE NOCASE > ? OR (${p}name COLLATE NOCASE = ? AND ${p}id > ?))))`,
    params: [featured, featured, key.name, key.name, key.id],
  }
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
