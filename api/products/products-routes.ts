// GET /api/products[?search,vendorId,category,type,featured,limit,cursor], /api/products/{slug or id},
// /api/vendors/{id}/products[?limit,cursor] (lists are paged: api/http/paging.ts); admin: POST /api/products, PATCH and DELETE /api/products/{id}.
// (The vendors router matches only single-segment /vendors/{slug}, so /vendors/{id}/products lives here.)
import { Router } from 'express'
import { idParams, pageQuery, productCreateSchema, productListQuery, productUpdateSchema, slugParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { notFound } from '../http/errors'
import { pageOf, sendPage } from '../http/paging'
import { idInSlug, ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { findProductBySlug, findProductWithVendor, listProducts, vendorExists } from './products-repo'
import { createProduct, deleteProduct, updateProduct } from './products-service'

export function productsRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/products', async (req, res) => {
    const { limit, cursor, ...filter } = parse(productListQuery, req.query)
    const page = pageOf({ limit, cursor })
    sendPage(req, res, await listProducts(db, filter, page), page)
  })

  r.get('/vendors/:id/products', async (req, res) => {
    const { id } = parse(idParams, req.params)
    const page = pageOf(parse(pageQuery, req.query))
    if (!await vendorExists(db, id)) throw notFound('Vendor')
    sendPage(req, res, await listProducts(db, { vendorId: id }, page), page)
  })

  // A slug, or a numeric id for clients that only know the id.
  r.get('/products/:slug', async (req, res) => {
    const { slug } = parse(slugParams, req.params)
    const product = await findProductBySlug(db, slug) ?? (idInSlug(slug) !== null ? await findProductWithVendor(db, idInSlug(slug)!) : undefined)
    if (!product) throw notFound('Product')
    res.json(product)
  })

  r.post('/products', requireAdmin, async (req, res) => {
    const input = parse(productCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createProduct(tx, input))
  })

  r.patch('/products/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(productUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await updateProduct(tx, id, input, expected))
  })

  r.delete('/products/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deleteProduct(tx, id, expected))
  })

  return r
}
