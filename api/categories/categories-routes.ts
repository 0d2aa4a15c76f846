// GET /api/categories: the catalogue categories, each with its vendor count (vendors whose category
// contains the slug, case-insensitively, the same rule as the category filter).
import { Router } from 'express'
import type { AppContext } from '../context'
import { findWhere } from '../db/repo'
import { categoriesTable } from '../db/tables'

export function categoriesRoutes({ db }: AppContext): Router {
  const r = Router()
  const countVendors = async (slug: string) => (await db.value<number>(`SELECT COUNT(*) FROM vendors WHERE lower(category) LIKE '%' || lower(?) || '%'`, slug))!
  r.get('/categories', async (_req, res) => {
    const categories = await findWhere(db, categoriesTable, '1 = 1 ORDER BY sort_order, name')
    const counted = []
    for (const c of categories) counted.push({ ...c, count: await countVendors(c.slug) })
    res.json(counted)
  })
  return r
}
