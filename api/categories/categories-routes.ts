// GET /api/categories: the catalogue categories, each with its vendor count (vendors whose category
// contains the slug, case-insensitively, the same rule as the category filter).
import { Router } from 'express'
import type { AppContext } from '../context'
import { findWhere } from '../db/repo'
import { categoriesTable } from '../db/tables'

export function categoriesRoutes({ db }: AppContext): Router {
  const r = Router()
  const countVendors = db.prepare(`SELECT COUNT(*) FROM vendors WHERE category LIKE '%' || ? || '%'`).pluck()
  r.get('/categories', (_req, res) => {
    const categories = findWhere(db, categoriesTable, '1 = 1 ORDER BY sort_order, name')
    res.json(categories.map((c) => ({ ...c, count: countVendors.get(c.slug) as number })))
  })
  return r
}
