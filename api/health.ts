// GET /api/health: 200 with the app's version, the database engine ('sqlite' or 'postgres'), the
// database epoch and the change feed's current cursor (where a device that is up to date stands) once
// the server is ready. While it starts (migrations, the seed), api/serve/listen.ts answers 503 instead
// (startingHandler), so a load balancer, a test runner or an operator's script waits for a server that
// can really answer.
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Router } from 'express'
import type { AppContext } from './context'
import { databaseEpoch } from './db/epoch'
import { currentVersion } from './db/versioning'
import { feedCursor } from './sync/cursor'

/** The app's version, from package.json. */
export const APP_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version

export function healthRoutes({ db }: AppContext): Router {
  const r = Router()
  r.get('/health', async (_req, res) => {
    const { epoch, cursor } = await db.transaction(async (tx) => ({ epoch: await databaseEpoch(tx), cursor: await feedCursor(tx, await currentVersion(tx)) }))
    res.json({ status: 'ok', version: APP_VERSION, engine: db.engine, epoch, feedCursor: cursor })
  })
  return r
}

/** What every request gets before the app is ready: 503 with Retry-After. */
export function startingHandler(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '2', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify({ status: 'starting', message: 'Vetted is starting (migrating or seeding the database); try again shortly.' }))
}
