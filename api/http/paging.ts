// Pages of the public catalogue lists (GET /api/vendors, /api/products and their featured and
// per-vendor forms): at most `limit` rows (default 200, at most 1000), so one anonymous request can no
// longer make the server build and send the whole catalogue (15 MB at 10,000 vendors). The answer stays
// an array (clients written before paging keep working); the next page's cursor travels in headers:
// `X-Next-Cursor: <c>` and `Link: </api/vendors?...&cursor=<c>>; rel="next"` (RFC 8288), both absent on
// the last page.
//
// The cursor is keyset, not an offset: the list order's key of the last row sent (featured, name
// without case, id), as base64url JSON. Rows added or removed between pages never make a walk repeat or
// skip a row that stayed. It is opaque to clients and checked here: anything this file did not make
// answers 400.
import type { Request, Response } from 'express'
import { DEFAULT_PAGE_SIZE } from '../../sync/schemas'
import type { ListKey, Page } from '../db/list-page'
import type { Entity } from '../db/table'
import { badRequest } from './errors'

const invalidCursor = () => badRequest('Invalid cursor', { cursor: 'Invalid cursor' })

export function encodeCursor(key: ListKey): string {
  return Buffer.from(JSON.stringify([key.featured ? 1 : 0, key.name, key.id])).toString('base64url')
}

export function decodeCursor(cursor: string): ListKey {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(cursor)) throw invalidCursor()
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalidCursor()
  const [featured, name, id] = value as unknown[]
  if ((featured !== 0 && featured !== 1) || typeof name !== 'string' || !Number.isSafeInteger(id) || (id as number) < 1) throw invalidCursor()
  return { featured: featured === 1, name, id: id as number }
}

/** The page a parsed `?limit&cursor` asks for. */
export function pageOf(query: { limit?: number; cursor?: string }): Page {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, after: query.cursor === undefined ? undefined : decodeCursor(query.cursor) }
}

/**
 * Answers `rows` (the repo read one more than the page holds, to know whether another follows) as the
 * page: its first `page.limit` rows, with the next cursor in headers when more follow.
 */
export function sendPage(req: Request, res: Response, rows: Entity[], page: Page): void {
  if (rows.length > page.limit) {
    rows = rows.slice(0, page.limit)
    const last = rows[rows.length - 1]
    const cursor = encodeCursor({ featured: last.featured === true, name: String(last.name), id: last.id })
    const next = new URL(req.originalUrl, 'http://list.invalid')
    next.searchParams.set('cursor', cursor)
    res.set('X-Next-Cursor', cursor)
    res.set('Link', `<${next.pathname}${next.search}>; rel="next"`)
  }
  res.json(rows)
}
