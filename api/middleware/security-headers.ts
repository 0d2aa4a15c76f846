// helmet with a Content-Security-Policy that fits the PWA: our own scripts and workers only, inline
// styles (Chakra's emotion injects them), images from us or inline data (blog images), no framing.
// Plus a Permissions-Policy that switches off the powerful browser features the app never uses, so
// an injected script (or a page that frames nothing of ours, but tries) cannot ask for them either.
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'

/** Features the app does not use, each allowed to no origin at all. Only names Chromium and Firefox know (an unknown one is a console warning). */
const DENIED_FEATURES = [
  'accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb',
]
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')

const permissionsPolicy = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  next()
}

export const securityHeaders = () => [
  helmet({
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
  }),
  permissionsPolicy,
]
