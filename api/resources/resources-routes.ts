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

  r.get('/resource-types', (_req, res) => {
    res.json(listResourceTypes(db))
  })

  r.get('/resources', (req, res) => {
    const { published, category, type } = parse(resourceListQuery, req.query)
    const visible = visibleListFilter(req, published)
    res.json(visible ? listResources(db, { ...visible, category, type }) : [])
  })

  r.get('/resources/:slug', (req, res) => {
    const { slug } = parse(slugParams, req.params)
    const resource = findResourceBySlugOrId(db, slug)
    if (!resource || (!resource.published && !canSeeDrafts(req))) throw notFound('Resource')
    res.json(resource)
  })

  r.post('/resources/:id/download', (req, res) => {
    const { id } = parse(idParams, req.params)
    // Takes no body (api/middleware/body-limits.ts); counts once per visitor per hour, answers 200 either way.
    sendWrite(db, req, res, 200, () => countDownload(db, id, () => downloads.isFirst(id, visitorOf(req), config.now())))
  })

  r.post('/resources', requireAdmin, (req, res) => {
    const input = parse(resourceCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => createResource(db, input))
  })

  // PUT carries the same payload as POST and replaces the editable fields.
  r.put('/resources/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(resourceCreateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 200, () => replaceResource(db, id, input, expected))
  })

  r.delete('/resources/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 204, () => deleteResource(db, id, expected))
  })

  return r
}
