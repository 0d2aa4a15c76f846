// Serves the built web app: hashed assets cached for a year, icons and media a month, the service
// worker and index.html never cached (so updates are seen), text files as their precompressed copy
// (api/http/precompressed.ts), and index.html for any other GET so client routes load directly.
import express, { type Request, type Response, type NextFunction, Router } from 'express'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { cacheControlFor, servePrecompressed } from './http/precompressed'

export function staticWeb(webRoot: string): Router {
  const router = Router()
  const index = join(webRoot, 'index.html')
  router.use(servePrecompressed(webRoot))
  router.use(
    express.static(webRoot, {
      index: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', cacheControlFor(path))
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
