// GET /api/sync/changes?since=CURSOR&limit=N[&scope=account]: the pull side of sync (docs/sync.md, "Versions and the change feed").
// 410 tells a client its cursor is older than the kept tombstones, or from another database: rebuild.
import { Router } from 'express'
import { changesQuery } from '../../sync/protocol/changes'
import { FEED_HEADERS } from '../../sync/protocol/feed-headers'
import type { AppContext } from '../context'
import { HttpError } from '../http/errors'
import { parse } from '../http/parse'
import { feedCatchUpLimit } from './feed-catch-up-limit'
import { feedAnswerJson, readChanges } from './sync-repo'

export function syncRoutes({ db, config }: AppContext): Router {
  const r = Router()
  r.get('/sync/changes', feedCatchUpLimit({ db, config }), (req, res) => {
    const query = parse(changesQuery, req.query)
    const answer = readChanges(db, query, { userId: req.user?.id ?? null, isAdmin: req.user?.role === 'admin' })
    if (answer.gone) {
      throw new HttpError(410, 'Your offline copy is too old to update; it will be rebuilt.', undefined, { minVersion: answer.minVersion })
    }
    res.set({ [FEED_HEADERS.next]: String(answer.next), [FEED_HEADERS.hasMore]: String(answer.hasMore), [FEED_HEADERS.count]: String(answer.changes.length) })
    res.type('json').send(feedAnswerJson(answer.changes, answer.next, answer.hasMore))
  })
  return r
}
