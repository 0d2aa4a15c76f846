// The API's resource routers, reached through an index by the first segment of the path: a call to
// /vendors/... walks only the routers that declare a /vendors route (in their registered order),
// never the layers of those that declare none (auth's, users'). Which segments a router serves
// is read from its own routes, so a new route is indexed the moment it is declared; a router with a
// layer whose first segment cannot be read (plain middleware, a regular expression, a parameter or
// wildcard first) is walked for every call, as if there were no index.
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express'

/** The parts of a router layer (the `router` package's Layer) the index reads. */
interface Layer {
  route?: { path: unknown; methods: Record<string, boolean | undefined> }
  handle: { stack?: unknown }
  /** True for a use() at '/' (a sub-router mounted without a path). */
  slash: boolean
}

/** A literal first segment: what a route path such as `/vendors/:slug` or `/vendors` starts with. */
const LITERAL_FIRST = /^\/([A-Za-z0-9_-]+)(?:\/|$)/

/** For each first segment a router answers under: whether a GET or HEAD can reach one of its handlers. */
export type Segments = Map<string, { reads: boolean }>

/** A route's handlers run for GET and HEAD when it declares get, head or all (the router answers HEAD with GET's). */
const answersReads = (methods: Record<string, boolean | undefined>) => Boolean(methods.get || methods.head || methods._all)

/**
 * The first segments `router` answers under, lower-cased, or null when any path may reach one of its
 * layers. Routes match case-insensitively (Express's default), so segments are compared lower-cased;
 * a case-sensitive router only widens what is walked, never narrows it.
 */
export function firstSegmentsOf(router: Router): Segments | null {
  const segments: Segments = new Map()
  const add = (segment: string, reads: boolean) => {
    const known = segments.get(segment)
    if (known) known.reads ||= reads
    else segments.set(segment, { reads })
  }
  for (const layer of router.stack as unknown as Layer[]) {
    if (layer.route) {
      for (const path of [layer.route.path].flat(Infinity)) {
        const literal = typeof path === 'string' ? LITERAL_FIRST.exec(path) : null
        if (!literal) return null
        add(literal[1].toLowerCase(), answersReads(layer.route.methods))
      }
    } else if (layer.slash && Array.isArray(layer.handle.stack)) {
      const nested = firstSegmentsOf(layer.handle as unknown as Router)
      if (!nested) return null
      for (const [segment, { reads }] of nested) add(segment, reads)
    } else {
      return null
    }
  }
  return segments
}

/** The first segment of a path as the routers match it (`/vendors/acme` → `vendors`), lower-cased. */
const firstSegmentOf = (path: string): string => {
  const end = path.indexOf('/', 1)
  return (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase()
}

/**
 * One handler in place of `routers` mounted one after another: each call runs, in the given order,
 * the routers that declare its first segment and those that may answer any path; a GET or HEAD runs
 * only those with a route of that segment that answers it (a write route's guards and handler never
 * run for a read; OPTIONS still walks them all, to list each path's methods). The routers are read
 * once, here, so every route must be declared before this is called (the route factories declare all
 * of theirs when they are built).
 */
export function routersBySegment(routers: Router[]): RequestHandler & { routers: Router[] } {
  const segmentsOf = routers.map(firstSegmentsOf)
  const all = new Set(segmentsOf.flatMap((segments) => (segments ? [...segments.keys()] : [])))
  const bySegment = new Map<string, Router[]>()
  const readsBySegment = new Map<string, Router[]>()
  for (const segment of all) {
    bySegment.set(segment, routers.filter((_, i) => segmentsOf[i]?.has(segment) ?? true))
    readsBySegment.set(segment, routers.filter((_, i) => segmentsOf[i]?.get(segment)?.reads ?? segmentsOf[i] === null))
  }
  const everyPath = routers.filter((_, i) => segmentsOf[i] === null)

  return Object.assign((req: Request, res: Response, next: NextFunction) => {
    const reads = req.method === 'GET' || req.method === 'HEAD'
    const chain = (reads ? readsBySegment : bySegment).get(firstSegmentOf(req.path)) ?? everyPath
    // A router calls onward when no route of it answered (or with the error one raised): the next
    // router runs, or, after the last, whatever follows this handler. An error skips the rest, as
    // the layers of a router that is not an error handler are skipped. A member, not a declared
    // const: see "Per-call functions" in docs/server-conventions.md.
    const call: { at: number; onward: (err?: unknown) => void } = { at: 0, onward: next }
    call.onward = (err) => {
      if (err) return next(err)
      const router = chain[call.at++]
      if (router) router(req, res, call.onward)
      else next()
    }
    call.onward()
  }, { routers }) // the routers stay readable, for what lists every route (tests/security/routes.ts)
}
