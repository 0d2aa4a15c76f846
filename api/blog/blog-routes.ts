// Blog posts: GET /api/blog/posts[?published], GET /api/blog/posts/{slug or id}, POST
// /api/blog/posts/{id}/view; admin: POST /api/blog/posts, PATCH and DELETE /api/blog/posts/{id}.
// Blog categories: GET /api/blog/categories; admin: POST, PATCH and DELETE /api/blog/categories/{id}.
// Drafts are invisible to everyone but admins on every read.
import { Router } from 'express'
import {
  blogCategoryCreateSchema, blogCategoryUpdateSchema, blogPostCreateSchema, blogPostListQuery, blogPostUpdateSchema,
  idParams, slugParams,
} from '../../sync/schemas'
import type { AppContext } from '../context'
import { hourlyVisits, visitorOf } from '../counters/visits'
import { notFound } from '../http/errors'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { requireAdmin } from '../middleware/auth'
import { createCategory, deleteCategory, updateCategory } from './blog-categories-service'
import { countPostView, createPost, deletePost, updatePost } from './blog-posts-service'
import { findPostBySlugOrId, listCategories, listPosts } from './blog-repo'
import { canSeeDrafts, visibleListFilter } from './publishing'

export function blogRoutes({ db, config }: AppContext): Router {
  const r = Router()
  const views = hourlyVisits()

  r.get('/blog/posts', async (req, res) => {
    const { published } = parse(blogPostListQuery, req.query)
    const filter = visibleListFilter(req, published)
    res.json(filter ? await listPosts(db, filter) : [])
  })

  r.get('/blog/posts/:slug', async (req, res) => {
    const { slug } = parse(slugParams, req.params)
    const post = await findPostBySlugOrId(db, slug)
    if (!post || (!post.published && !canSeeDrafts(req))) throw notFound('Blog post')
    res.json(post)
  })

  r.post('/blog/posts/:id/view', async (req, res) => {
    const { id } = parse(idParams, req.params)
    // Takes no body (api/middleware/body-limits.ts); counts once per visitor per hour, answers 204 either way.
    await sendWrite(db, req, res, 204, async (tx) => await countPostView(tx, id, () => views.isFirst(id, visitorOf(req), config.now())))
  })

  r.post('/blog/posts', requireAdmin, async (req, res) => {
    const input = parse(blogPostCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createPost(tx, input))
  })

  r.patch('/blog/posts/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(blogPostUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await updatePost(tx, id, input, expected))
  })

  r.delete('/blog/posts/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deletePost(tx, id, expected))
  })

  r.get('/blog/categories', async (_req, res) => {
    res.json(await listCategories(db))
  })

  r.post('/blog/categories', requireAdmin, async (req, res) => {
    const input = parse(blogCategoryCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createCategory(tx, input))
  })

  r.patch('/blog/categories/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(blogCategoryUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await updateCategory(tx, id, input, expected))
  })

  r.delete('/blog/categories/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deleteCategory(tx, id, expected))
  })

  return r
}
