// Admin: POST /api/vendors/import { vendors: [...] } and POST /api/products/import { products: [...] }.
// Rows are checked before the transaction; valid ones commit together and refused ones come back as
// { row, message } with their 1-based position. Answer: 200 { count, errors }, or 400 when none is valid.
import { Router } from 'express'
import { MISSING_PRODUCT_FIELDS_MESSAGE } from '../../sync/rules/csv-product-row'
import { NO_VALID_VENDORS_MESSAGE } from '../../sync/rules/csv-vendor-row'
import type { AppContext } from '../context'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { readRows } from './import-rows'
import { checkProductRows, importProducts } from './product-import'
import { checkVendorRows, importVendors } from './vendor-import'

export function importRoutes({ db }: AppContext): Router {
  const r = Router()

  r.post('/vendors/import', requireAdmin, async (req, res) => {
    const checked = checkVendorRows(readRows(req.body, 'vendors', NO_VALID_VENDORS_MESSAGE))
    await sendWrite(db, req, res, 200, async (tx) => await importVendors(tx, checked))
  })

  r.post('/products/import', requireAdmin, async (req, res) => {
    const checked = await checkProductRows(db, readRows(req.body, 'products', MISSING_PRODUCT_FIELDS_MESSAGE))
    await sendWrite(db, req, res, 200, async (tx) => await importProducts(tx, checked))
  })

  return r
}
