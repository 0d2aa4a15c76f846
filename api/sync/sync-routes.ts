// GET /api/sync/changes?since=CURSOR&limit=N[&scope=account][&client=ID[&known=1]]: the pull side of sync (docs/sync.md, "Versions and the change feed").
// POST /api/sync/clients registers a device's client before it numbers a change (api/sync/clients.ts).
// 410 tells a client its cursor is older than the kept tombstones, or from another database: rebuild.
// 401 answers a pull made for a person (their account's rows, or their client named) whose session the
// server no longer honours (it expired, was revoked, or a restore lost it): answered as a visitor, the
// device would take an empty account download for theirs, or move its cursor past their changes.
import { Router } from 'express'
import { changesQuery, clientRegistrationSchema } from '../../sync/protocol/changes'
import { currentUser, requireUser } from '../middleware/auth'
import { FEED_HEADERS } from '../../sync/protocol/feed-headers'
import type { AppContext } from '../context'
import { HttpError, unauthorized } from '../http/errors'
import { parse } from '../http/parse'
import { clientState, markSeen, registerClient } from './clients'
import { feedCatchUpLimit } from './feed-catch-up-limit'
import { feedAnswerJson, readChanges } from './sync-repo'

export function syncRoutes({ db, config }: AppContext): Router {
  const r = Router()
  r.get('/sync/changes', feedCatchUpLimit({ db, config }), async (req, res) => {
    const query = parse(changesQuery, req.query)
    if (!req.user && (query.scope === 'account' || query.client !== undefined)) throw unauthorized('Your session has ended: sign in again to sync your account.')
    const answer = await readChanges(db, query, { userId: req.user?.id ?? null, isAdmin: req.user?.role === 'admin' })
    if (answer.gone) {
      throw new HttpError(410, 'Your offline copy is too old to update; it will be rebuilt.', undefined, { minVersion: answer.minVersion })
    }
    res.set({ [FEED_HEADERS.next]: String(answer.next), [FEED_HEADERS.hasMore]: String(answer.hasMore), [FEED_HEADERS.count]: String(answer.changes.length) })
    if (query.client !== undefined && req.user) await markSeen(db, req.user.id, query.client)
    res.type('json').send(feedAnswerJson(answer.changes, answer.next, answer.hasMore, answer.client))
  })
  // A device registers its client for the person signed in before it numbers a change (api/sync/clients.ts).
  r.post('/sync/clients', requireUser, async (req, res) => {
    const { client } = parse(clientRegistrationSchema, req.body)
    const userId = currentUser(req).id
    await db.transaction(async (tx) => await registerClient(tx, userId, client))
    res.json(await clientState(db, userId, client, true))
  })
  return r
}
