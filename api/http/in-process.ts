// Runs one request through the app itself, in this process, with no socket: every middleware and
// route the same request over HTTP would meet (session, origin, body limits and parsing, the client's
// numbers, the route's own checks and sendWrite). The push call (api/sync/push-routes.ts) sends each
// mutation of a batch this way, so a batched change is checked by the one copy of its REST call's rules.
//
// Express gives every request and answer its own prototypes (app.request, app.response, which extend
// Node's IncomingMessage and ServerResponse), so these are real ones of Node's classes; the answer's
// bytes are caught by own methods `write` and `end`, which the prototypes cannot shadow.
import type { Express } from 'express'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

export interface InProcessRequest {
  method: string
  url: string
  headers: Record<string, string>
  body?: unknown
  /** The address and scheme of the request this one is made for (rate limits and the origin check read them). */
  remoteAddress?: string
  encrypted?: boolean
  /** Own fields set on the request before the app sees it (Express's prototype swap keeps own fields). */
  fields?: Record<string, unknown>
}

export interface InProcessAnswer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  /** The parsed JSON answer; null when it had none. */
  json: unknown
}

export type Dispatch = (request: InProcessRequest) => Promise<InProcessAnswer>

/** A socket that is never connected: it only tells who asked, and over what. */
function standInSocket(remoteAddress: string | undefined, encrypted: boolean): Socket {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress })
  if (encrypted) Object.defineProperty(socket, 'encrypted', { value: true })
  return socket
}

export function inProcess(app: Express): Dispatch {
  return (request) =>
    new Promise<InProcessAnswer>((resolve, reject) => {
      const payload = request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body))
      const req = new IncomingMessage(standInSocket(request.remoteAddress, request.encrypted === true))
      req.method = request.method
      req.url = request.url
      req.httpVersionMajor = 1
      req.httpVersionMinor = 1
      req.httpVersion = '1.1'
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value
      if (payload) {
        headers['content-type'] = 'application/json'
        headers['content-length'] = String(payload.length)
        req.push(payload)
      }
      req.headers = headers
      req.push(null)
      req.complete = true
      Object.assign(req, request.fields)

      const res = new ServerResponse(req)
      const chunks: Buffer[] = []
      const take = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
      }
      let finished = false
      Object.assign(res, {
        write(chunk: unknown, encoding?: unknown) {
          take(chunk, encoding)
          return true
        },
        end(chunk?: unknown, encoding?: unknown) {
          if (finished) return res
          finished = true
          take(chunk, encoding)
          if (!res.headersSent) res.writeHead(res.statusCode)
          const text = Buffer.concat(chunks).toString('utf8')
          let json: unknown = null
          try {
            json = text ? (JSON.parse(text) as unknown) : null
          } catch {
            json = { message: text }
          }
          resolve({ status: res.statusCode, headers: res.getHeaders(), json })
          res.emit('finish')
          return res
        },
      })
      app(req as Parameters<Express>[0], res as Parameters<Express>[1], (err?: unknown) => {
        if (!finished) reject(err instanceof Error ? err : new Error('The request was not answered'))
      })
    })
}
