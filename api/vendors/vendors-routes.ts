// GET /api/vendors[?search,category,featured,limit,cursor], /api/vendors/featured[?limit,cursor] (paged:
// api/http/paging.ts), /api/vendors/{slug}, /api/vendors/{id}/ratings;
// admin: POST /api/vendors, PATCH and DELETE /api/vendors/{id}.
import { Router } from 'express'
import { detailOverall, listingAverage } from '../../sync/rules/ratings'
import { idParams, pageQuery, slugParams, vendorCreateSchema, vendorListQuery, vendorUpdateSchema } from '../../sync/schemas'
import type { AppContext } from '../context'
import { notFound } from '../http/errors'
import { pageOf, sendPage } from '../http/paging'
import { publicAnswersOf } from '../http/public-answers'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { findVendor, listVendors, vendorJsonBySlugOrId } from './vendors-repo'
import { createVendor, deleteVendor, updateVendor } from './vendors-service'

export function vendorsRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/vendors', async (req, res) => {
    const { limit, cursor, ...filter } = parse(vendorListQuery, req.query)
    const page = pageOf({ limit, cursor })
    sendPage(req, res, await listVendors(db, filter, page), page)
  })

  r.get('/vendors/featured', async (req, res) => {
    const page = pageOf(parse(pageQuery, req.query))
    sendPage(req, res, await listVendors(db, { featured: true }, page), page)
  })

  r.get('/vendors/:id/ratings', async (req, res) => {
    const { id } = parse(idParams, req.params)
    const v = await findVendor(db, id)
    if (!v) throw notFound('Vendor')
    const { securityRating, valueRating, supportRating, easeOfUseRating, featureRating, rating, reviewCount } = v
    const detailed = { securityRating, valueRating, supportRating, easeOfUseRating, featureRating }
    res.json({ vendorId: id, ...detailed, rating, reviewCount, listingAverage: listingAverage(detailed), overall: detailOverall(detailed) })
  })

  // A slug, or a numeric id for clients that only know the id. The answer is the vendors row alone,
  // which only versioned writes change: visitors' answers are kept (api/http/public-answers.ts).
  r.get('/vendors/:slug', publicAnswersOf(db).json(async (req) => {
    const { slug } = parse(slugParams, req.params)
    const vendor = await vendorJsonBySlugOrId(db, slug)
    if (vendor === undefined) throw notFound('Vendor')
    return vendor
  }))

  r.post('/vendors', requireAdmin, async (req, res) => {
    const input = parse(vendorCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createVendor(tx, input))
  })

  r.patch('/vendors/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(vendorUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await updateVendor(tx, id, input, expected))
  })

  r.delete('/vendors/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deleteVendor(tx, id, expected))
  })

  return r
}
