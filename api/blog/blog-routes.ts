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

  r.get('/blog/posts', (req, res) => {
    const { published } = parse(blogPostListQuery, req.query)
    const filter = visibleListFilter(req, published)
    res.json(filter ? listPosts(db, filter) : [])
  })

  r.get('/blog/posts/:slug', (req, res) => {
    const { slug } = parse(slugParams, req.params)
    const post = findPostBySlugOrId(db, slug)
    if (!post || (!post.published && !canSeeDrafts(req))) throw notFound('Blog post')
    res.json(post)
  })

  r.post('/blog/posts/:id/view', (req, res) => {
    const { id } = parse(idParams, req.params)
    // Takes no body (api/middleware/body-limits.ts); counts once per visitor per hour, answers 204 either way.
    sendWrite(db, req, res, 204, () => countPostView(db, id, () => views.isFirst(id, visitorOf(req), config.now())))
  })

  r.post('/blog/posts', requireAdmin, (req, res) => {
    const input = parse(blogPostCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => createPost(db, input))
  })

  r.patch('/blog/posts/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(blogPostUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 200, () => updatePost(db, id, input, expected))
  })

  r.delete('/blog/posts/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 204, () => deletePost(db, id, expected))
  })

  r.get('/blog/categories', (_req, res) => {
    res.json(listCategories(db))
  })

  r.post('/blog/categories', requireAdmin, (req, res) => {
    const input = parse(blogCategoryCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => createCategory(db, input))
  })

  r.patch('/blog/categories/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(blogCategoryUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 200, () => updateCategory(db, id, input, expected))
  })

  r.delete('/blog/categories/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    sendWrite(db, req, res, 204, () => deleteCategory(db, id, expected))
  })

  return r
}
