// Serves the .br or .gz copy the build wrote beside a static file (scripts/precompress-plugin.ts) when
// the browser accepts it: Content-Encoding names it, Content-Type stays the original file's, and
// Vary: Accept-Encoding keeps a shared cache from handing one browser's encoding to another. A file
// without a copy, or a browser that accepts neither, falls through to express.static unchanged.
import type { NextFunction, Request, Response } from 'express'
import { existsSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { COMPRESSIBLE } from './compressible'

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/**
 * Cache lifetimes by path: hashed build assets never change; icons and catalogue media keep their
 * names across builds but change rarely, so a month; everything else (index.html, the service worker,
 * the manifest) is revalidated on each use so an update is seen.
 */
export function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable'
  if (/[\\/](media|icons)[\\/]/.test(path)) return 'public, max-age=2592000'
  return 'no-cache'
}

export function servePrecompressed(webRoot: string) {
  const root = normalize(webRoot + sep)
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next()
    let file: string
    try {
      file = normalize(join(root, decodeURIComponent(req.path)))
    } catch {
      return next() // a malformed escape: express.static answers it
    }
    if (!file.startsWith(root)) return next()
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && existsSync(file + e.suffix))
    res.vary('Accept-Encoding')
    if (!encoding) return next()
    res.type(extname(file))
    res.setHeader('Content-Encoding', encoding.name)
    res.setHeader('Cache-Control', cacheControlFor(file))
    res.sendFile(file + encoding.suffix, (err) => {
      if (!err || res.headersSent) return
      res.removeHeader('Content-Encoding') // gone since the check: the plain file, as is
      next()
    })
  }
}
