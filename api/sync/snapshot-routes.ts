// GET /api/sync/snapshot: where the current catalogue snapshot is and the feed cursor to continue from
// (never cached: it moves with the catalogue). GET /api/sync/snapshot/<name>: the snapshot itself,
// immutable under its name, as brotli, gzip or plain text by Accept-Encoding, with an ETag.
// See docs/sync.md, "First download from the snapshot".
import type { NextFunction, Request, Response } from 'express'
import { Router } from 'express'
import { createGunzip } from 'node:zlib'
import type { AppContext } from '../context'
import { HttpError } from '../http/errors'
import { snapshotStore, type SnapshotStore } from './snapshot-store'
import type { Snapshot } from './snapshot'

/** Quiet time after the last write before the snapshot is rebuilt. */
const DEFAULT_DEBOUNCE_MS = 2000

const storeOf = ({ db, config }: AppContext): SnapshotStore => snapshotStore(db, config.snapshotDebounceMs ?? DEFAULT_DEBOUNCE_MS, config.log)

/** Before the API routes: a write that succeeded may have changed what visitors see. */
export function rebuildSnapshotAfterWrites(ctx: AppContext) {
  const store = ctx.config.catalogueSnapshot === false ? null : storeOf(ctx)
  return (req: Request, res: Response, next: NextFunction) => {
    if (store && req.method !== 'GET' && req.method !== 'HEAD') {
      res.once('finish', () => {
        if (res.statusCode < 400) store.changed()
      })
    }
    next()
  }
}

export function snapshotRoutes(ctx: AppContext): Router {
  const store = ctx.config.catalogueSnapshot === false ? null : storeOf(ctx)
  const r = Router()
  r.get('/sync/snapshot', (_req, res) => {
    store?.catchUp()
    const snapshot = store?.current()
    if (!snapshot) return res.json({ url: null })
    res.json({
      url: `/api/sync/snapshot/${snapshot.name}`, next: snapshot.next, rows: snapshot.rows,
      answers: snapshot.answerRows, leadAnswers: snapshot.leadAnswers,
      bytes: { br: snapshot.br.length, gzip: snapshot.gz.length, identity: snapshot.rawBytes },
    })
  })
  r.get('/sync/snapshot/:name', (req, res) => {
    const snapshot = store?.find(req.params.name)
    if (!snapshot) throw new HttpError(404, 'This catalogue snapshot is no longer kept: ask /api/sync/snapshot for the current one.')
    sendSnapshot(req, res, snapshot)
  })
  return r
}

function sendSnapshot(req: Request, res: Response, snapshot: Snapshot): void {
  res.set({
    'Cache-Control': 'public, max-age=31536000, immutable',
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
