// GET /api/sync/events[?since=CURSOR]: the live channel (docs/sync.md, "Live pokes"), server-sent events
// that poke a client after each commit that concerns it. `since` (the client's cursor) or the
// browser's Last-Event-ID on a reconnect (the feed cursor of the last poke it heard, which is newer)
// makes the server poke at once when something this client may see changed meanwhile.
//
// Never buffered: `Cache-Control: no-transform` keeps compression middleware away (it skips such
// answers), `X-Accel-Buffering: no` tells nginx-style proxies to pass each event on at once. Each
// stream ends its connection (`Connection: close`), so a stream ended at shutdown leaves no idle
// keep-alive socket holding server.close() open.
import { Router, type Request } from 'express'
import { ipKeyGenerator } from 'express-rate-limit'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { Db } from '../../db/connection'
import { currentVersion } from '../../db/versioning'
import { badRequest } from '../../http/errors'
import { parse } from '../../http/parse'
import { IPV6_SUBNET } from '../../middleware/rate-limit'
import { databaseEpoch } from '../../db/epoch'
import { readCursor } from '../cursor'
import { hasChangesSince } from '../sync-repo'
import { accountStreamCap } from './account-streams'
import { createLiveHub, type LiveHub } from './live-hub'

const eventsQuery = z.object({ since: z.string().max(64, 'since must be a cursor from the change feed').optional() })
/** How long the browser waits before reconnecting a stream that ended (a restart, a closed session). */
const RECONNECT_MS = 3000
/** How long a refused client should wait (the app's own backoff is longer still). */
const RETRY_AFTER_SECONDS = 60

const hubsByDb = new WeakMap<Db, Set<LiveHub>>()

/** Ends every live stream served over `db` (api/server.ts, before server.close on SIGTERM). */
export function closeLiveEvents(db: Db): void {
  for (const hub of hubsByDb.get(db) ?? []) hub.close()
}

/**
 * The version the client has heard of: the cursor of its Last-Event-ID on a reconnect (a poke's id),
 * else its feed cursor. A cursor of another epoch (a restored database), or a bare version (an older
 * app's poke id, or a cursor from before epochs), counts as nothing heard: the client is poked at
 * once, and its pull answers 410 and rebuilds.
 */
async function lastSeen(db: Db, req: Request, since: string | undefined): Promise<number | undefined> {
  const header = req.get('Last-Event-ID')
  if (header !== undefined && header !== '') return await versionOf(db, header, 'Last-Event-ID must be the id of a poke (a feed cursor)')
  return since === undefined ? undefined : await versionOf(db, since, 'since must be a cursor from the change feed')
}

async function versionOf(db: Db, cursorText: string, invalid: string): Promise<number> {
  const cursor = cursorText.length <= 64 ? readCursor(cursorText) : null
  if (!cursor) throw badRequest(invalid)
  return cursor.kind === 'at' && cursor.epoch === await databaseEpoch(db) ? cursor.version : 0
}

export function liveEventsRoutes(ctx: AppContext): Router {
  const { db } = ctx
  const hub = createLiveHub(ctx)
  const perAccount = accountStreamCap(ctx.config.live.maxPerAccount)
  const hubs = hubsByDb.get(db) ?? new Set()
  hubsByDb.set(db, hubs.add(hub))

  const r = Router()
  r.get('/sync/events', async (req, res) => {
    const seen = await lastSeen(db, req, parse(eventsQuery, req.query).since)
    const user = req.user ?? null
    const viewer = { userId: user?.id ?? null, isAdmin: user?.role === 'admin' }
    const sessionHash = user ? req.sessionHash! : null
    const clientKey = sessionHash ? `session:${sessionHash}` : `address:${ipKeyGenerator(req.ip ?? '', IPV6_SUBNET)}`
    const refusal = hub.refusal(clientKey, sessionHash !== null) ?? perAccount.refusal(user)
    if (refusal) {
      res.set('Retry-After', String(RETRY_AFTER_SECONDS))
      throw refusal
    }

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'close',
    })
    res.flushHeaders()
    res.write(`retry: ${RECONNECT_MS}\n\n`)
    const connection = { res, ...viewer, sessionHash, clientKey }
    const forget = hub.add(connection)
    res.on('close', forget) // the client went away, or the stream was ended (req's 'close' fires on its own end)
    res.on('close', perAccount.hold(user))
    if (seen !== undefined && await hasChangesSince(db, seen, viewer)) await hub.poke(connection, await currentVersion(db))
  })
  return r
}
