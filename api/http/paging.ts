// Pages of the public catalogue lists (GET /api/vendors, /api/products and their featured and
// per-vendor forms): at most `limit` rows (default 200, at most 1000), so one anonymous request can no
// longer make the server build and send the whole catalogue (15 MB at 10,000 vendors). The answer stays
// an array (clients written before paging keep working); the next page's cursor travels in headers:
// `X-Next-Cursor: <c>` and `Link: </api/vendors?...&cursor=<c>>; rel="next"` (RFC 8288), both absent on
// the last page.
//
// The cursor is keyset, not an offset: the list order's key of the last row sent (featured, the
// name's key, id: sync/rules/list-order.ts), tagged with the order's version, as base64url JSON. Rows
// added or removed between pages never make a walk repeat or skip a row that stayed. It is opaque to
// clients and checked here: anything this file did not make answers 400, and so does a cursor made
// for another version of the order (the client starts again from the first page, never gets a page
// cut by another order).
import type { Request, Response } from 'express'
import { LIST_ORDER_VERSION, listKeyOf, type ListKey } from '../../sync/rules/list-order'
import { DEFAULT_PAGE_SIZE } from '../../sync/schemas'
import type { Page } from '../db/list-page'
import type { Entity } from '../db/table'
import { badRequest } from './errors'

const ORDER_TAG = `o${LIST_ORDER_VERSION}`
const invalidCursor = () => badRequest('Invalid cursor', { cursor: 'Invalid cursor' })
const cursorOfAnotherOrder = () =>
  badRequest('This cursor was made for an earlier list order: start again from the first page', { cursor: 'Invalid cursor' })

export function encodeCursor(key: ListKey): string {
  return Buffer.from(JSON.stringify([ORDER_TAG, key.featured ? 1 : 0, key.nameKey, key.id])).toString('base64url')
}

export function decodeCursor(cursor: string): ListKey {
  if (!/^[A-Za-z0-9_-]{1,8192}$/.test(cursor)) throw invalidCursor()
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (!Array.isArray(value)) throw invalidCursor()
  if (value.length === 4 && value[0] === ORDER_TAG) {
    const [, featured, nameKey, id] = value as unknown[]
    if (isFlag(featured) && typeof nameKey === 'string' && isRowId(id)) return { featured: featured === 1, nameKey, id }
  }
  // Made for another version of the order ([featured, name, id]: names compared without case only).
  const otherOrder = (value.length === 4 && typeof value[0] === 'string' && /^o\d+$/.test(value[0])) ||
    (value.length === 3 && isFlag(value[0]) && typeof value[1] === 'string' && isRowId(value[2]))
  throw otherOrder ? cursorOfAnotherOrder() : invalidCursor()
}

const isFlag = (v: unknown): v is 0 | 1 => v === 0 || v === 1
const isRowId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1

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
    const cursor = encodeCursor(listKeyOf({ featured: last.featured === true, name: String(last.name), id: last.id }))
    const next = new URL(req.originalUrl, 'http://list.invalid')
    next.searchParams.set('cursor', cursor)
    res.set('X-Next-Cursor', cursor)
    res.set('Link', `<${next.pathname}${next.search}>; rel="next"`)
  }
  res.json(rows)
}
