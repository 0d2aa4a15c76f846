// A GET with exactly the given headers against a listening app, the body as it came over the wire
// (never decoded): what compression and caching tests need to see, which supertest would unpack.
import type { Server } from 'node:http'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Express } from 'express'
import { ORIGIN } from './harness'

export interface RawAnswer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

export function rawGet(server: Server, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = server.address() as { port: number }
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Origin: ORIGIN, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

export const listen = (app: Express) => new Promise<Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)) })

/** The body as the browser would read it, by its Content-Encoding. */
export const decode = (a: RawAnswer) =>
  a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body
