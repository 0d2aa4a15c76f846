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

  r.get('/featured-comparisons', (_req, res) => {
    res.json(listComparisons(db))
  })

  r.post('/featured-comparisons', requireAdmin, (req, res) => {
    const input = parse(featuredComparisonCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => createComparison(db, input))
  })

  r.patch('/featured-comparisons/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(featuredComparisonUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 200, () => updateComparison(db, id, input, expected))
  })

  r.delete('/featured-comparisons/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 204, () => deleteComparison(db, id, expected))
  })

  return r
}
