// Reads of the change feed from far-behind cursors, limited per client address (IPv6 per /64)
// (docs/security.md, "Abuse"). Reading the whole feed from 0 costs the server about 260 ms a page at
// 60,000 rows, and anyone may ask for it in a loop; a new device needs none of it, since it starts from
// the catalogue snapshot and reads the feed from the snapshot's cursor.
//
// Only a read that is far behind counts, and only while a snapshot is offered (without one, the feed
// from 0 is the only way in): a read from the start, or from a cursor that is both older than the
// snapshot's and more than one full page of versions behind the feed. A device pulling from a recent
// cursor, or following the snapshot's cursor, is never counted, however often it pulls. What counts
// is the rows the answers carried (at least MIN_CHARGE a read, so tiny pages are no way around it),
// against a budget of a few whole catalogues per address per window: a device that must rebuild its
// copy from the feed (after a 410) always can, and a loop of full reads stops after a few.
//
// Where the spending is kept follows the rate limits (api/middleware/rate-limit.ts): on PostgreSQL in
// the database, shared by every process; on SQLite in the one process's memory.
import type { NextFunction, Request, Response } from 'express'
import { ipKeyGenerator } from 'express-rate-limit'
import { changesQuery, SYNC_PAGE_MAX } from '../../sync/protocol/changes'
import { FEED_HEADERS } from '../../sync/protocol/feed-headers'
import type { AppContext } from '../context'
import { databaseEpoch } from '../db/epoch'
import { currentVersion } from '../db/versioning'
import type { CatchUpBudget } from '../context'
import { HttpError } from '../http/errors'
import { IPV6_SUBNET } from '../middleware/rate-limit'
import { SharedRateLimitStore } from '../middleware/shared-rate-limit-store'
import { readCursor } from './cursor'
import { existingSnapshotStore } from './snapshot-store'

export const DEFAULT_CATCH_UP_BUDGET: CatchUpBudget = { windowMs: 15 * 60 * 1000, catalogues: 2, extraRows: 10_000 }
/** Rows a far-behind read is charged at least. */
export const MIN_CHARGE = 100
/** Addresses remembered at once; past it the one whose window started first is forgotten. */
const MAX_ADDRESSES = 10_000

export const CATCH_UP_MESSAGE =
  'Too many reads of the change feed from old cursors from this address. New devices start from /api/sync/snapshot; wait and try again.'

type Spent = { rows: number; resetAt: number }

/** Each address's rows read from far-behind cursors in its current window. */
interface Spending {
  spent(address: string, now: number): Promise<Spent>
  charge(address: string, rows: number): Promise<void>
}

/** One process's memory: at most MAX_ADDRESSES, the one whose window started first makes room. */
function spendingInMemory(windowMs: number): Spending {
  const spent = new Map<string, Spent>()
  return {
    spent: (address, now) => {
      let entry = spent.get(address)
      if (!entry || entry.resetAt <= now) {
        spent.delete(address) // inserted again: the map's order is the windows' order
        if (spent.size >= MAX_ADDRESSES) spent.delete(spent.keys().next().value!)
        spent.set(address, (entry = { rows: 0, resetAt: now + windowMs }))
      }
      return Promise.resolve(entry)
    },
    charge: (address, rows) => {
      const entry = spent.get(address)
      if (entry) entry.rows += rows
      return Promise.resolve()
    },
  }
}

/** The database's rate-limit counts, shared by every process (api/middleware/shared-rate-limit-store.ts). */
function spendingInDatabase(store: SharedRateLimitStore, windowMs: number): Spending {
  return {
    spent: async (address, now) => {
      const info = await store.get(address)
      return info ? { rows: info.totalHits, resetAt: info.resetTime?.getTime() ?? now + windowMs } : { rows: 0, resetAt: now + windowMs }
    },
    charge: async (address, rows) => void await store.charge(address, rows),
  }
}

/** Middleware for GET /api/sync/changes: refuses a far-behind read past the address's budget, and charges it once answered. */
export function feedCatchUpLimit({ db, config }: AppContext) {
  const budget = config.feedCatchUpBudget ?? DEFAULT_CATCH_UP_BUDGET
  const spending = db.engine === 'postgres'
    ? spendingInDatabase(new SharedRateLimitStore(db, 'feed catch-up per address', { maxKeys: MAX_ADDRESSES, windowMs: budget.windowMs, now: config.now }), budget.windowMs)
    : spendingInMemory(budget.windowMs)

  /** The snapshot's row count when this read is far behind, else null (not counted). */
  const farBehind = async (req: Request): Promise<number | null> => {
    const snapshot = existingSnapshotStore(db)?.current()
    if (!snapshot) return null
    const query = changesQuery.safeParse(req.query)
    if (!query.success || query.data.scope !== 'all') return null
    const cursor = readCursor(query.data.since)
    if (cursor?.kind === 'start') return snapshot.rows
    if (cursor?.kind !== 'at' || cursor.epoch !== await databaseEpoch(db)) return null
    const snapshotVersion = (readCursor(snapshot.next) as { version: number }).version
    const behind = cursor.version < snapshotVersion && await currentVersion(db) - cursor.version > SYNC_PAGE_MAX
    return behind ? snapshot.rows : null
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const catalogueRows = await farBehind(req)
    if (catalogueRows === null) return next()
    const now = config.now()
    const address = ipKeyGenerator(req.ip ?? '', IPV6_SUBNET)
    const entry = await spending.spent(address, now)
    if (entry.rows >= budget.catalogues * catalogueRows + budget.extraRows) {
      res.set('Retry-After', String(Math.max(1, Math.ceil((entry.resetAt - now) / 1000))))
      return next(new HttpError(429, CATCH_UP_MESSAGE))
    }
    // In the database the charge lands just after the answer: a read sent in that moment may still pass,
    // which a budget of whole catalogues does not notice.
    res.once('finish', () => {
      if (res.statusCode !== 200) return
      spending.charge(address, Math.max(MIN_CHARGE, Number(res.getHeader(FEED_HEADERS.count)) || 0))
        .catch((err: Error) => config.log(`A feed read could not be charged to its address: ${err.message}`))
    })
    next()
  }
}
