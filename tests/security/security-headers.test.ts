// securityHeaders answers every call with exactly the headers helmet (as this app configures it) and
// the Permissions-Policy give, in the same order, recorded once at start: compared on the wire with
// helmet itself, on a plain answer, on one whose route sets X-Powered-By, and on an error.
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { request, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PERMISSIONS_POLICY, helmetAsConfigured, securityHeaders } from '../../api/middleware/security-headers'
import { listen } from '../api/raw-http'

const withHelmet: RequestHandler[] = [
  helmetAsConfigured(),
  (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    next()
  },
]

function appWith(front: RequestHandler[]): Express {
  const app = express()
  app.use(front)
  app.get('/plain', (_req, res) => void res.json({ ok: true }))
  app.get('/failing', () => {
    throw new Error('no')
  })
  app.use((_err: unknown, _req: Request, res: Response, _next: NextFunction) => void res.status(500).send('failed'))
  return app
}

/** Status and raw header lines in wire order, Date left out (it changes by the second). */
function rawHeaders(server: Server, path: string): Promise<{ status: number; lines: string[] }> {
  const { port } = server.address() as { port: number }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume()
      const lines: string[] = []
      for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i] !== 'Date') lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`)
      res.on('end', () => resolve({ status: res.statusCode ?? 0, lines }))
    })
    req.on('error', reject)
    req.end()
  })
}

let ours: Server
let reference: Server
beforeAll(async () => {
  ours = await listen(appWith([securityHeaders()]))
  reference = await listen(appWith(withHelmet))
})
afterAll(() => {
  ours.close()
  reference.close()
})

describe('security headers recorded from helmet', () => {
  it.each(['/plain', '/failing', '/missing'])('%s: the same status and header lines as helmet gives', async (path) => {
    const [a, b] = await Promise.all([rawHeaders(ours, path), rawHeaders(reference, path)])
    expect(a).toEqual(b)
  })

  it('sends the policies themselves, and removes X-Powered-By as helmet does', async () => {
    const { lines } = await rawHeaders(ours, '/plain')
    expect(lines).toContain("Content-Security-Policy: default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';worker-src 'self';manifest-src 'self';media-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'")
    expect(lines).toContain('Strict-Transport-Security: max-age=31536000; includeSubDomains')
    expect(lines).toContain(`Permissions-Policy: ${PERMISSIONS_POLICY}`)
    // Express's own X-Powered-By (left on in this test app) is taken off, as helmet takes it off.
    expect(lines.some((line) => line.startsWith('X-Powered-By'))).toBe(false)
    expect(lines.filter((line) => !/^(Content-Type|Content-Length|ETag|Connection|Keep-Alive):/.test(line))).toHaveLength(13)
  })
})
