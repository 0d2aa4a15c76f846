import type { RequestHandler } from 'express'

/**
 * A router of write routes only, which a GET or HEAD (that no route of it answers) passes by without
 * walking its layers. OPTIONS still walks them: a router answers it with the methods its routes allow.
 */
export function writesOnly(router: RequestHandler): RequestHandler {
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : router(req, res, next))
}
