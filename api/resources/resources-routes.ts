// GET /api/resources[?published, category, type], GET /api/resources/{slug or id}, POST
// /api/resources/{id}/download, GET /api/resource-types; admin: POST /api/resources, PUT and DELETE
// /api/resources/{id}. Unpublished resources are invisible to everyone but admins on every read.
import { Router } from 'express'
import { idParams, resourceCreateSchema, resourceListQuery, slugParams } from '../../sync/schemas'
import { canSeeDrafts, visibleListFilter } from '../blog/publishing'
import type { AppContext } from '../context'
import { hourlyVisits, visitorOf } from '../counters/visits'
import { notFound } from '../http/errors'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { findResourceBySlugOrId, listResources, listResourceTypes } from './resources-repo'
import { countDownload, createResource, deleteResource, replaceResource } from './resources-service'

export function resourcesRoutes({ db, config }: AppContext): Router {
  const r = Router()
  const downloads = hourlyVisits()

  r.get('/resource-types', async (_req, res) => {
    res.json(await listResourceTypes(db))
  })

  r.get('/resources', async (req, res) => {
    const { published, category, type } = parse(resourceListQuery, req.query)
    const visible = visibleListFilter(req, published)
    res.json(visible ? await listResources(db, { ...visible, category, type }) : [])
  })

  r.get('/resources/:slug', async (req, res) => {
    const { slug } = parse(slugParams, req.params)
    const resource = await findResourceBySlugOrId(db, slug)
    if (!resource || (!resource.published && !canSeeDrafts(req))) throw notFound('Resource')
    res.json(resource)
  })

  r.post('/resources/:id/download', async (req, res) => {
    const { id } = parse(idParams, req.params)
    // Takes no body (api/middleware/body-limits.ts); counts once per visitor per hour, answers 200 either way.
    await sendWrite(db, req, res, 200, async (tx) => await countDownload(tx, id, () => downloads.isFirst(id, visitorOf(req), config.now())))
  })

  r.post('/resources', requireAdmin, async (req, res) => {
    const input = parse(resourceCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createResource(tx, input))
  })

  // PUT carries the same payload as POST and replaces the editable fields.
  r.put('/resources/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(resourceCreateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await replaceResource(tx, id, input, expected))
  })

  r.delete('/resources/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deleteResource(tx, id, expected))
  })

  return r
}
