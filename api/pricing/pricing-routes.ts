// GET /api/products/{id}/tiers, /api/products/{id}/pricing, /api/vendors/{id}/pricing; admin:
// POST, PATCH and DELETE /api/product-tiers(/{id}) and /api/pricing-options(/{id}), and the clear-all
// calls DELETE /api/products/{id}/tiers and /api/products/{id}/pricing (one transaction, { deleted }).
import { Router } from 'express'
import {
  idParams, pricingOptionCreateSchema, pricingOptionUpdateSchema, tierCreateSchema, tierUpdateSchema,
} from '../../sync/schemas'
import type { AppContext } from '../context'
import { notFound } from '../http/errors'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { vendorExists } from '../products/products-repo'
import { listProductPricing, listTiers, listVendorPricing, productExists } from './pricing-repo'
import { createPricingOption, deleteAllPricingOptions, deletePricingOption, updatePricingOption } from './pricing-options-service'
import { createTier, deleteAllTiers, deleteTier, updateTier } from './tiers-service'

export function pricingRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/products/:id/tiers', (req, res) => {
    const { id } = parse(idParams, req.params)
    if (!productExists(db, id)) throw notFound('Product')
    res.json(listTiers(db, id))
  })

  r.get('/products/:id/pricing', (req, res) => {
    const { id } = parse(idParams, req.params)
    if (!productExists(db, id)) throw notFound('Product')
    res.json(listProductPricing(db, id))
  })

  r.get('/vendors/:id/pricing', (req, res) => {
    const { id } = parse(idParams, req.params)
    if (!vendorExists(db, id)) throw notFound('Vendor')
    res.json(listVendorPricing(db, id))
  })

  r.delete('/products/:id/tiers', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    sendWrite(db, req, res, 200, () => deleteAllTiers(db, id))
  })

  r.delete('/products/:id/pricing', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    sendWrite(db, req, res, 200, () => deleteAllPricingOptions(db, id))
  })

  r.post('/product-tiers', requireAdmin, (req, res) => {
    const input = parse(tierCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => createTier(db, input))
  })

  r.patch('/product-tiers/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(tierUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 200, () => updateTier(db, id, input, expected))
  })

  r.delete('/product-tiers/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 204, () => deleteTier(db, id, expected))
  })

  r.post('/pricing-options', requireAdmin, (req, res) => {
    const input = parse(pricingOptionCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => createPricingOption(db, input))
  })

  r.patch('/pricing-options/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(pricingOptionUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 200, () => updatePricingOption(db, id, input, expected))
  })

  r.delete('/pricing-options/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 204, () => deletePricingOption(db, id, expected))
  })

  return r
}
