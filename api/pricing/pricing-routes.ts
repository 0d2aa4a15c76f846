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

  r.get('/products/:id/tiers', async (req, res) => {
    const { id } = parse(idParams, req.params)
    if (!await productExists(db, id)) throw notFound('Product')
    res.json(await listTiers(db, id))
  })

  r.get('/products/:id/pricing', async (req, res) => {
    const { id } = parse(idParams, req.params)
    if (!await productExists(db, id)) throw notFound('Product')
    res.json(await listProductPricing(db, id))
  })

  r.get('/vendors/:id/pricing', async (req, res) => {
    const { id } = parse(idParams, req.params)
    if (!await vendorExists(db, id)) throw notFound('Vendor')
    res.json(await listVendorPricing(db, id))
  })

  r.delete('/products/:id/tiers', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await deleteAllTiers(tx, id))
  })

  r.delete('/products/:id/pricing', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await deleteAllPricingOptions(tx, id))
  })

  r.post('/product-tiers', requireAdmin, async (req, res) => {
    const input = parse(tierCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createTier(tx, input))
  })

  r.patch('/product-tiers/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(tierUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await updateTier(tx, id, input, expected))
  })

  r.delete('/product-tiers/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deleteTier(tx, id, expected))
  })

  r.post('/pricing-options', requireAdmin, async (req, res) => {
    const input = parse(pricingOptionCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createPricingOption(tx, input))
  })

  r.patch('/pricing-options/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(pricingOptionUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await updatePricingOption(tx, id, input, expected))
  })

  r.delete('/pricing-options/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deletePricingOption(tx, id, expected))
  })

  return r
}
