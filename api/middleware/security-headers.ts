// helmet with a Content-Security-Policy that fits the PWA: our own scripts and workers only, inline
// styles (Chakra's emotion injects them), images from us or inline data (blog images), no framing.
// Plus a Permissions-Policy that switches off the powerful browser features the app never uses, so
// an injected script (or a page that frames nothing of ours, but tries) cannot ask for them either.
//
// These headers are the same for every answer, so helmet runs once, at start, on a recording
// response, and every call gets the list it set: one loop instead of helmet's thirteen middleware.
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'

/** Features the app does not use, each allowed to no origin at all. Only names Chromium and Firefox know (an unknown one is a console warning). */
const DENIED_FEATURES = [
  'accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb',
]
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')

/** helmet as configured for this app: what securityHeaders applies, and what its test compares against. */
export const helmetAsConfigured = () => helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
})

interface Recorded {
  set: [name: string, value: string][]
  removed: string[]
}

/**
 * What `middleware` does to a response, in order: the headers it sets and those it removes. It must
 * call next without an error and without reading the request: a header that depended on the call
 * (a CSP nonce) could not be recorded once for all.
 */
function recordHeaders(middleware: RequestHandler): Recorded {
  const recorded: Recorded = { set: [], removed: [] }
  const response = {
    setHeader: (name: string, value: unknown) => {
      recorded.set.push([name, String(value)])
      return response
    },
    removeHeader: (name: string) => {
      recorded.removed.push(name)
    },
  }
  let passed: unknown = null
  const request = new Proxy({}, { get: (_target, key) => { throw new Error(`security headers read the request (${String(key)})`) } })
  void middleware(request as Request, response as unknown as Response, (err?: unknown) => {
    passed = err ?? true
  })
  if (passed !== true) throw new Error(`security headers did not pass the call on: ${String(passed)}`)
  return recorded
}

export function securityHeaders(): RequestHandler {
  const { set, removed } = recordHeaders(helmetAsConfigured())
  set.push(['Permissions-Policy', PERMISSIONS_POLICY])
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name)
    for (const [name, value] of set) res.setHeader(name, value)
    next()
  }
}
