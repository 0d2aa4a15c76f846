// GET /api/featured-comparisons (everyone); admin: POST /api/featured-comparisons, PATCH and DELETE
// /api/featured-comparisons/{id}.
import { Router } from 'express'
import { featuredComparisonCreateSchema, featuredComparisonUpdateSchema, idParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { listComparisons } from './featured-comparisons-repo'
import { createComparison, deleteComparison, updateComparison } from './featured-comparisons-service'

export function featuredComparisonsRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/featured-comparisons', async (_req, res) => {
    res.json(await listComparisons(db))
  })

  r.post('/featured-comparisons', requireAdmin, async (req, res) => {
    const input = parse(featuredComparisonCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createComparison(tx, input))
  })

  r.patch('/featured-comparisons/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(featuredComparisonUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await updateComparison(tx, id, input, expected))
  })

  r.delete('/featured-comparisons/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deleteComparison(tx, id, expected))
  })

  return r
}
