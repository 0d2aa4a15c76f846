// GET /api/sync/snapshot: where the current catalogue snapshot is and the feed cursor to continue from
// (never cached: it moves with the feed). GET /api/sync/snapshot/<name>: the snapshot itself, named by
// its rows' hash, as brotli, gzip or plain text by Accept-Encoding, with an ETag. Caches may keep it
// for the grace period at most (SNAPSHOT_GRACE_MS): a file that a rebuild replaced is served only that
// long, so an unpublished post or a deleted vendor leaves every copy within it.
// See docs/sync.md, "First download from the snapshot".
import type { Request, Response } from 'express'
import { Router } from 'express'
import { createGunzip } from 'node:zlib'
import type { AppContext } from '../context'
import { HttpError } from '../http/errors'
import { cursorServed } from './cursor'
import { snapshotStore, type SnapshotStore } from './snapshot-store'
import type { Snapshot } from './snapshot'

/** Quiet time after the last public write before the snapshot is rebuilt. */
const DEFAULT_DEBOUNCE_MS = 2000

const storeOf = ({ db, config }: AppContext): SnapshotStore =>
  snapshotStore(db, config.snapshotDebounceMs ?? DEFAULT_DEBOUNCE_MS, config.log, { graceMs: config.snapshotGraceMs, now: config.now })

export function snapshotRoutes(ctx: AppContext): Router {
  const store = ctx.config.catalogueSnapshot === false ? null : storeOf(ctx)
  const r = Router()
  r.get('/sync/snapshot', async (_req, res) => {
    await store?.catchUp()
    const snapshot = store?.current()
    // A snapshot whose cursor the feed no longer serves (tombstones pruned past it, or a restore) would
    // only lead to a 410: the device reads the feed from the start until a rebuild brings a new one.
    if (!snapshot || !await cursorServed(ctx.db, snapshot.next)) {
      if (snapshot) store?.rebuild()
      return res.json({ url: null })
    }
    res.json({
      url: `/api/sync/snapshot/${snapshot.name}`, next: snapshot.next, rows: snapshot.rows,
      answers: snapshot.answerRows, leadAnswers: snapshot.leadAnswers,
      bytes: { br: snapshot.br.length, gzip: snapshot.gz.length, identity: snapshot.rawBytes },
    })
  })
  r.get('/sync/snapshot/:name', async (req, res) => {
    const found = await store?.find(req.params.name)
    if (!found) throw new HttpError(404, 'This catalogue snapshot is no longer kept: ask /api/sync/snapshot for the current one.')
    sendSnapshot(req, res, found.snapshot, found.maxAgeSeconds)
  })
  return r
}

function sendSnapshot(req: Request, res: Response, snapshot: Snapshot, maxAgeSeconds: number): void {
  res.set({
    'Cache-Control': `public, max-age=${maxAgeSeconds}`,
    ETag: snapshot.etag,
    Vary: 'Accept-Encoding',
    'Content-Type': 'application/x-ndjson; charset=utf-8',
  })
  if (req.fresh) {
    res.status(304).end()
    return
  }
  const encoding = req.acceptsEncodings('br', 'gzip')
  if (encoding === 'br' || encoding === 'gzip') {
    const body = encoding === 'br' ? snapshot.br : snapshot.gz
    res.set({ 'Content-Encoding': encoding, 'Content-Length': String(body.length) })
    res.end(req.method === 'HEAD' ? undefined : body)
    return
  }
  // A client that accepts no encoding: the plain text, unpacked as it is sent.
  res.set('Content-Length', String(snapshot.rawBytes))
  if (req.method === 'HEAD') return void res.end()
  createGunzip().on('error', () => res.destroy()).end(snapshot.gz).pipe(res)
}
