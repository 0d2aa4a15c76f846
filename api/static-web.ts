// Serves the built web app: hashed assets cached for a year, the service worker and index.html never
// cached (so updates are seen), and index.html for any other GET so client routes load directly.
import express, { type Request, type Response, type NextFunction, Router } from 'express'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

export function staticWeb(webRoot: string): Router {
  const router = Router()
  const index = join(webRoot, 'index.html')
  router.use(
    express.static(webRoot, {
      index: false,
      setHeaders(res, path) {
        if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        else res.setHeader('Cache-Control', 'no-cache')
      },
    }),
  )
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (!existsSync(index) || !req.accepts('html')) return next()
    res.setHeader('Cache-Control', 'no-cache')
    res.sendFile(index)
  })
  return router
}
