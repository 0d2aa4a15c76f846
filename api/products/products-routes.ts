// GET /api/products[?search,vendorId,category,type,featured,limit,cursor], /api/products/{slug or id},
// /api/vendors/{id}/products[?limit,cursor] (lists are paged: api/http/paging.ts); admin: POST /api/products, PATCH and DELETE /api/products/{id}.
// (The vendors router matches only single-segment /vendors/{slug}, so /vendors/{id}/products lives here.)
import { Router } from 'express'
import { idParams, pageQuery, productCreateSchema, productListQuery, productUpdateSchema, slugParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { notFound } from '../http/errors'
import { pageOf, sendPage } from '../http/paging'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { findProductBySlug, findProductWithVendor, listProducts, vendorExists } from './products-repo'
import { createProduct, deleteProduct, updateProduct } from './products-service'

export function productsRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/products', (req, res) => {
    const { limit, cursor, ...filter } = parse(productListQuery, req.query)
    const page = pageOf({ limit, cursor })
    sendPage(req, res, listProducts(db, filter, page), page)
  })

  r.get('/vendors/:id/products', (req, res) => {
    const { id } = parse(idParams, req.params)
    const page = pageOf(parse(pageQuery, req.query))
    if (!vendorExists(db, id)) throw notFound('Vendor')
    sendPage(req, res, listProducts(db, { vendorId: id }, page), page)
  })

  // A slug, or a numeric id for clients that only know the id.
  r.get('/products/:slug', (req, res) => {
    const { slug } = parse(slugParams, req.params)
    const product = findProductBySlug(db, slug) ?? (/^\d+$/.test(slug) ? findProductWithVendor(db, Number(slug)) : undefined)
    if (!product) throw notFound('Product')
    res.json(product)
  })

  r.post('/products', requireAdmin, (req, res) => {
    const input = parse(productCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => createProduct(db, input))
  })

  r.patch('/products/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(productUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 200, () => updateProduct(db, id, input, expected))
  })

  r.delete('/products/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 204, () => deleteProduct(db, id, expected))
  })

  return r
}
